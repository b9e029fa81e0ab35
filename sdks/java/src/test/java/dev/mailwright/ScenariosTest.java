package dev.mailwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mailwright.errors.ApiConnectionException;
import dev.mailwright.errors.ApiException;
import dev.mailwright.errors.ApiStatusException;
import dev.mailwright.errors.ApiTimeoutException;
import dev.mailwright.errors.AuthenticationException;
import dev.mailwright.errors.InsufficientCreditsException;
import dev.mailwright.errors.InvalidRequestException;
import dev.mailwright.errors.MailwrightException;
import dev.mailwright.errors.NotFoundException;
import dev.mailwright.errors.PermissionDeniedException;
import dev.mailwright.errors.RateLimitException;
import dev.mailwright.models.GenerateEmailParams;
import dev.mailwright.models.GenerateEmailResponse;
import dev.mailwright.models.GetUsageParams;
import dev.mailwright.models.Granularity;
import dev.mailwright.models.ImproveEmailParams;
import dev.mailwright.models.ImprovementKind;
import dev.mailwright.models.Length;
import dev.mailwright.models.ListTemplatesParams;
import dev.mailwright.models.Template;
import dev.mailwright.models.TemplateCategory;
import dev.mailwright.models.TemplateList;
import dev.mailwright.models.Tone;
import dev.mailwright.models.UsagePeriod;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs sdks/scenarios.json (the scenarios every Mailwright SDK shares) against a live service,
 * through the library's public API only: one test per scenario, named by its id.
 */
class ScenariosTest {
  private static final ObjectMapper JSON = MailwrightClient.mapper();

  private static final Map<String, Class<? extends MailwrightException>> ERROR_CLASSES =
      Map.of(
          "authentication", AuthenticationException.class,
          "permission", PermissionDeniedException.class,
          "invalid_request", InvalidRequestException.class,
          "not_found", NotFoundException.class,
          "insufficient_credits", InsufficientCreditsException.class,
          "rate_limit", RateLimitException.class,
          "api", ApiException.class,
          "connection", ApiConnectionException.class,
          "timeout", ApiTimeoutException.class);

  /** Every scenario id this suite implements. */
  static final List<String> IMPLEMENTED =
      List.of(
          "seed_example", "generate_with_options", "generate_from_template", "improve_email",
          "improve_minimal", "list_templates_page", "list_templates_category", "paging_templates",
          "get_template", "get_template_not_found", "get_usage", "client_from_environment",
          "invalid_request_details", "missing_required_fields", "authentication_error",
          "insufficient_credits", "rate_limit_exhausted", "rate_limit_retry", "server_error_retry",
          "retries_exhausted", "network_failure_not_charged_twice", "idempotent_replay",
          "idempotency_key_reused", "stream", "stream_error_before_start", "timeout",
          "connection_error", "user_agent");

  /** The expectations this suite knows how to check; a scenario with another one fails. */
  static final Set<String> KNOWN_EXPECTATIONS =
      Set.of("result", "error", "proxy_log", "paging", "rate_limit", "ledger", "replay", "reuse", "stream");

  private static Testkit kit;
  private static Map<String, JsonNode> scenarios;

  @BeforeAll
  static void start() throws IOException {
    scenarios = new LinkedHashMap<>();
    for (JsonNode scenario : JSON.readTree(Files.readString(Testkit.SCENARIOS)).get("scenarios")) {
      scenarios.put(scenario.get("id").asText(), scenario);
    }
    kit = Testkit.start();
  }

  @AfterAll
  static void stop() throws Exception {
    if (kit != null) kit.close();
  }

  @Test
  void everyScenarioIsImplemented() {
    Set<String> missing = new HashSet<>(scenarios.keySet());
    IMPLEMENTED.forEach(missing::remove);
    assertEquals(Set.of(), missing, "scenarios.json has scenarios this suite does not run");
    Set<String> stale = new HashSet<>(IMPLEMENTED);
    stale.removeAll(scenarios.keySet());
    assertEquals(Set.of(), stale, "this suite runs scenarios that scenarios.json no longer has");
  }

  @TestFactory
  Stream<DynamicTest> scenarios() {
    return IMPLEMENTED.stream()
        .map(id -> DynamicTest.dynamicTest(id, () -> run(scenarios.get(id))));
  }

  // --- running one scenario -----------------------------------------------------------

  private void run(JsonNode scenario) throws Exception {
    assertNotNull(scenario, "no such scenario in scenarios.json");
    JsonNode expect = scenario.get("expect");
    expect.fieldNames().forEachRemaining(
        name -> assertTrue(KNOWN_EXPECTATIONS.contains(name), "cannot check expectation " + name));
    if ("faults".equals(scenario.path("via").asText())) {
      kit.faults("DELETE", null);
      JsonNode faults = scenario.path("faults");
      if (faults.size() > 0) {
        kit.faults("POST", JSON.writeValueAsString(JSON.createObjectNode().set("faults", faults)));
      }
    }
    if (expect.has("rate_limit")) {
      checkRateLimit(scenario);
      return;
    }
    if (expect.has("paging")) {
      checkPaging(scenario);
      return;
    }
    if (expect.has("replay")) {
      checkReplay(scenario);
      return;
    }
    if (expect.has("reuse")) {
      checkReuse(scenario);
      return;
    }
    if (expect.has("stream")) {
      checkStream(scenario);
      return;
    }
    if ("environment".equals(scenario.path("key").asText())) {
      checkResult(expect.get("result"), fromEnvironment());
      return;
    }
    JsonNode result = null;
    if (expect.has("error")) {
      MailwrightException error =
          assertThrows(MailwrightException.class, () -> perform(scenario, client(scenario), null, null));
      checkError(expect.get("error"), error);
    } else {
      result = JSON.valueToTree(perform(scenario, client(scenario), null, null));
      if (expect.has("result")) checkResult(expect.get("result"), result);
    }
    if (expect.has("proxy_log")) checkProxyLog(expect.get("proxy_log"));
    if (expect.has("ledger")) checkLedger(scenario, result);
  }

  private MailwrightClient client(JsonNode scenario) {
    MailwrightClient.Builder builder =
        MailwrightClient.builder()
            .apiKey(key(scenario.path("key").asText()))
            .baseUrl(baseUrl(scenario.path("via").asText("service")));
    JsonNode settings = scenario.path("client");
    if (settings.has("max_retries")) builder.maxRetries(settings.get("max_retries").asInt());
    if (settings.has("timeout_ms")) builder.timeout(Duration.ofMillis(settings.get("timeout_ms").asLong()));
    return builder.build();
  }

  private String key(String name) {
    return "invalid".equals(name) ? "mw_test_" + "0".repeat(43) : kit.key(name);
  }

  private String baseUrl(String via) {
    return switch (via) {
      case "faults" -> kit.text("faults_url");
      case "closed" -> kit.text("closed_url");
      default -> kit.text("base_url");
    };
  }

  private static String random(String text) {
    return text.replace("<random>", UUID.randomUUID().toString().substring(0, 12));
  }

  /** The call, made the way the README shows. */
  private Object perform(JsonNode scenario, MailwrightClient client, JsonNode params, String idempotencyKey) {
    JsonNode call = scenario.get("call");
    JsonNode p = params != null ? params : call.get("params");
    RequestOptions.Builder options = RequestOptions.builder();
    if (call.has("idempotency_key")) {
      options.idempotencyKey(idempotencyKey != null ? idempotencyKey : random(call.get("idempotency_key").asText()));
    }
    switch (call.get("operation").asText()) {
      case "generateEmail":
        if (call.path("stream").asBoolean(false)) return client.generateEmailStream(generateParams(p));
        return client.generateEmail(generateParams(p), options.build());
      case "improveEmail":
        return client.improveEmail(improveParams(p), options.build());
      case "listTemplates":
        return client.listTemplates(listParams(p));
      case "getTemplate":
        return client.getTemplate(p.get("id").asText());
      case "getUsage":
        return client.getUsage(usageParams(p));
      default:
        return fail("unknown operation " + call.get("operation"));
    }
  }

  private static GenerateEmailParams generateParams(JsonNode p) {
    GenerateEmailParams.Builder b = GenerateEmailParams.builder();
    if (p.has("context")) b.context(p.get("context").asText());
    if (p.has("tone")) b.tone(Tone.of(p.get("tone").asText()));
    if (p.has("recipient")) b.recipient(p.get("recipient").asText());
    if (p.has("purpose")) b.purpose(p.get("purpose").asText());
    if (p.has("additional_notes")) b.additionalNotes(p.get("additional_notes").asText());
    if (p.has("recipient_name")) b.recipientName(p.get("recipient_name").asText());
    if (p.has("sender_name")) b.senderName(p.get("sender_name").asText());
    if (p.has("length")) b.length(Length.of(p.get("length").asText()));
    if (p.has("variation")) b.variation(p.get("variation").asInt());
    if (p.has("language")) b.language(p.get("language").asText());
    if (p.has("template_id")) b.templateId(p.get("template_id").asText());
    if (p.has("variables")) p.get("variables").properties().forEach(e -> b.variable(e.getKey(), e.getValue().asText()));
    return b.build();
  }

  private static ImproveEmailParams improveParams(JsonNode p) {
    ImproveEmailParams.Builder b = ImproveEmailParams.builder().content(p.get("content").asText());
    if (p.has("improvements")) {
      List<ImprovementKind> kinds = new ArrayList<>();
      p.get("improvements").forEach(k -> kinds.add(ImprovementKind.of(k.asText())));
      b.improvements(kinds);
    }
    if (p.has("tone")) b.tone(Tone.of(p.get("tone").asText()));
    return b.build();
  }

  private static ListTemplatesParams listParams(JsonNode p) {
    ListTemplatesParams.Builder b = ListTemplatesParams.builder();
    if (p.has("category")) b.category(TemplateCategory.of(p.get("category").asText()));
    if (p.has("limit")) b.limit(p.get("limit").asInt());
    if (p.has("offset")) b.offset(p.get("offset").asInt());
    return b.build();
  }

  private static GetUsageParams usageParams(JsonNode p) {
    GetUsageParams.Builder b = GetUsageParams.builder();
    if (p.has("period")) b.period(UsagePeriod.of(p.get("period").asText()));
    if (p.has("granularity")) b.granularity(Granularity.of(p.get("granularity").asText()));
    return b.build();
  }

  // --- matchers -----------------------------------------------------------------------

  private static List<JsonNode> valuesAt(JsonNode root, String path) {
    List<JsonNode> values = List.of(root);
    for (String segment : path.split("\\.")) {
      List<JsonNode> next = new ArrayList<>();
      for (JsonNode value : values) {
        if (segment.equals("*")) {
          assertTrue(value.isArray() && value.size() > 0, path + ": * needs a non-empty array");
          value.forEach(next::add);
        } else if (value.isArray()) {
          next.add(value.get(Integer.parseInt(segment)));
        } else {
          assertTrue(value.has(segment), path + ": no field " + segment + " in " + value);
          next.add(value.get(segment));
        }
      }
      values = next;
    }
    return values;
  }

  private static void checkResult(JsonNode matchers, JsonNode json) {
    for (JsonNode matcher : matchers) {
      String path = matcher.get("path").asText();
      for (JsonNode value : valuesAt(json, path)) {
        if (matcher.has("equals")) assertJsonEquals(matcher.get("equals"), value, path);
        if (matcher.has("contains")) {
          assertTrue(value.asText().contains(matcher.get("contains").asText()), path + " = " + value);
        }
        if (matcher.has("one_of")) {
          boolean found = false;
          for (JsonNode option : matcher.get("one_of")) found |= jsonEquals(option, value);
          assertTrue(found, path + " = " + value + " is not one of " + matcher.get("one_of"));
        }
        if (matcher.has("min")) assertTrue(value.asDouble() >= matcher.get("min").asDouble(), path + " = " + value);
        if (matcher.has("length")) assertEquals(matcher.get("length").asInt(), value.size(), path);
        if (matcher.has("is")) checkIs(matcher.get("is").asText(), value, path);
      }
    }
  }

  private static boolean jsonEquals(JsonNode expected, JsonNode actual) {
    if (expected.isNumber() && actual.isNumber()) return expected.asDouble() == actual.asDouble();
    return expected.equals(actual);
  }

  private static void assertJsonEquals(JsonNode expected, JsonNode actual, String path) {
    assertTrue(jsonEquals(expected, actual), path + ": expected " + expected + ", got " + actual);
  }

  private static void checkIs(String kind, JsonNode value, String path) {
    switch (kind) {
      case "nonempty_string" -> assertTrue(value.isTextual() && !value.asText().isEmpty(), path + " = " + value);
      case "integer" -> assertTrue(value.isIntegralNumber(), path + " = " + value);
      case "positive_integer" -> assertTrue(value.isIntegralNumber() && value.asLong() > 0, path + " = " + value);
      case "nonempty_array" -> assertTrue(value.isArray() && value.size() > 0, path + " = " + value);
      default -> fail("unknown matcher is: " + kind);
    }
  }

  private static void checkError(JsonNode expected, MailwrightException error) {
    assertInstanceOf(ERROR_CLASSES.get(expected.get("kind").asText()), error, error.toString());
    if (!(error instanceof ApiStatusException status)) {
      assertFalse(expected.has("status"), "expected an answer with a status, got " + error);
      return;
    }
    if (expected.has("status")) assertEquals(expected.get("status").asInt(), status.statusCode());
    if (expected.has("type")) assertEquals(expected.get("type").asText(), status.type());
    if (expected.has("code")) assertEquals(expected.get("code").asText(), status.code());
    if (expected.has("param_is_one_of")) {
      List<String> params = new ArrayList<>();
      expected.get("param_is_one_of").forEach(p -> params.add(p.asText()));
      assertTrue(params.contains(status.param()), "param " + status.param());
    }
    if (expected.has("details_min")) assertTrue(status.details().size() >= expected.get("details_min").asInt());
    if (expected.has("message_contains")) {
      assertTrue(status.getMessage().contains(expected.get("message_contains").asText()), status.getMessage());
    }
    if (expected.has("request_id_prefix")) {
      assertTrue(status.requestId().startsWith(expected.get("request_id_prefix").asText()), status.requestId());
    }
    assertTrue(status.requestId() != null && !status.requestId().isBlank(), "an error with a status carries its request id");
  }

  private void checkProxyLog(JsonNode expected) throws Exception {
    JsonNode log = kit.faults("GET", null).get("requests");
    if (expected.has("requests")) assertEquals(expected.get("requests").asInt(), log.size(), log.toString());
    if (expected.path("same_idempotency_key").asBoolean(false)) {
      String first = log.get(0).path("idempotency_key").asText("");
      assertFalse(first.isEmpty());
      log.forEach(entry -> assertEquals(first, entry.path("idempotency_key").asText()));
    }
    if (expected.has("min_gap_ms")) {
      long gap = log.get(1).get("at").asLong() - log.get(0).get("at").asLong();
      assertTrue(gap >= expected.get("min_gap_ms").asLong(), "gap " + gap + " ms");
    }
    if (expected.path("second_replayed").asBoolean(false)) assertTrue(log.get(1).get("replayed").asBoolean());
    if (expected.has("user_agent_matches")) {
      String pattern = expected.get("user_agent_matches").asText();
      log.forEach(entry -> assertTrue(
          java.util.regex.Pattern.compile(pattern).matcher(entry.get("user_agent").asText()).find(),
          entry.get("user_agent").asText()));
    }
    if (expected.has("authorization_scheme")) {
      log.forEach(entry -> assertEquals(expected.get("authorization_scheme").asText(), entry.get("authorization_scheme").asText()));
    }
  }

  private void checkLedger(JsonNode scenario, JsonNode result) {
    long remaining = result.at("/usage/remaining_credits").asLong();
    long tokens = result.at("/usage/tokens_used").asLong();
    assertEquals(tokens, kit.config.get("ledger_credits").asLong() - remaining, "charged exactly once");
    MailwrightClient direct =
        MailwrightClient.builder().apiKey(key(scenario.get("key").asText())).baseUrl(kit.text("base_url")).build();
    assertEquals(remaining, direct.getUsage().credits().remaining());
  }

  // --- procedures ---------------------------------------------------------------------

  private JsonNode fromEnvironment() throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    ProcessBuilder builder =
        new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), EnvironmentProbe.class.getName())
            .redirectError(ProcessBuilder.Redirect.INHERIT);
    builder.environment().put("MAILWRIGHT_API_KEY", kit.key("main"));
    builder.environment().put("MAILWRIGHT_BASE_URL", kit.text("base_url"));
    Process process = builder.start();
    String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(process.waitFor(60, TimeUnit.SECONDS));
    assertEquals(0, process.exitValue(), out);
    return JSON.readTree(out);
  }

  private void checkRateLimit(JsonNode scenario) {
    int allowed = scenario.at("/expect/rate_limit/allowed").asInt();
    MailwrightClient noRetries =
        MailwrightClient.builder().apiKey(key(scenario.get("key").asText())).baseUrl(kit.text("base_url")).maxRetries(0).build();
    for (int i = 0; i < allowed; i++) {
      assertTrue(((TemplateList) perform(scenario, noRetries, null, null)).success());
    }
    long started = System.nanoTime();
    RateLimitException error =
        assertThrows(RateLimitException.class, () -> perform(scenario, client(scenario), null, null));
    long elapsedMs = (System.nanoTime() - started) / 1_000_000;
    assertEquals(429, error.statusCode());
    assertEquals("rate_limit_error", error.type());
    assertEquals("rate_limit_exceeded", error.code());
    assertNotNull(error.retryAfter());
    assertTrue(error.retryAfter() > 60, "retry_after " + error.retryAfter());
    assertFalse(error.requestId() == null || error.requestId().isBlank());
    assertTrue(elapsedMs < 10_000, "a Retry-After beyond maxRetryWait is thrown at once, not waited for");
  }

  private void checkPaging(JsonNode scenario) {
    int pageSize = scenario.at("/expect/paging/page_size").asInt();
    MailwrightClient client = client(scenario);
    TemplateList first = (TemplateList) perform(scenario, client, null, null);
    List<String> ids = new ArrayList<>();
    for (Template template : client.listTemplatesAutoPaging(ListTemplatesParams.builder().limit(pageSize).build())) {
      ids.add(template.id());
    }
    int pages = 0;
    for (int offset = 0; ; offset += pageSize) {
      TemplateList page = client.listTemplates(ListTemplatesParams.builder().limit(pageSize).offset(offset).build());
      pages++;
      if (!page.pagination().hasMore()) break;
    }
    assertEquals(first.pagination().total(), ids.size());
    assertEquals(ids.size(), new HashSet<>(ids).size(), "every template once");
    assertTrue(pages >= 2, "pages " + pages);
  }

  private void checkReplay(JsonNode scenario) {
    MailwrightClient client = client(scenario);
    String key = random(scenario.at("/call/idempotency_key").asText());
    GenerateEmailResponse first = (GenerateEmailResponse) perform(scenario, client, null, key);
    ApiResponse<GenerateEmailResponse> replayed =
        client.generateEmailWithResponse(
            generateParams(scenario.at("/call/params")),
            RequestOptions.builder().idempotencyKey(key).build());
    assertTrue(replayed.idempotentReplayed());
    GenerateEmailResponse second = replayed.data();
    assertEquals(first.email().subject(), second.email().subject());
    assertEquals(first.email().content(), second.email().content());
    assertEquals(first.usage(), second.usage());
    checkLedger(scenario, JSON.valueToTree(second));
  }

  private void checkReuse(JsonNode scenario) {
    JsonNode reuse = scenario.at("/expect/reuse");
    MailwrightClient client = client(scenario);
    String key = random(scenario.at("/call/idempotency_key").asText());
    perform(scenario, client, null, key);
    MailwrightException error =
        assertThrows(MailwrightException.class, () -> perform(scenario, client, reuse.get("second_params"), key));
    checkError(reuse.get("error"), error);
  }

  private void checkStream(JsonNode scenario) {
    List<String> deltas = new ArrayList<>();
    GenerateEmailResponse done = null;
    try (EmailStream stream = (EmailStream) perform(scenario, client(scenario), null, null)) {
      for (StreamEvent event : stream) {
        if (event instanceof StreamEvent.Delta delta) {
          assertFalse(delta.content().isEmpty());
          deltas.add(delta.content());
        } else if (event instanceof StreamEvent.Done end) {
          done = end.response();
        }
      }
      assertEquals(done, stream.finalResponse());
    }
    assertTrue(deltas.size() >= scenario.at("/expect/stream/min_deltas").asInt(), "deltas " + deltas.size());
    assertNotNull(done, "the stream ends with the whole response");
    assertEquals(done.email().content(), String.join("", deltas));
    assertFalse(done.email().subject().isEmpty());
    assertTrue(done.usage().tokensUsed() > 0);
  }
}
