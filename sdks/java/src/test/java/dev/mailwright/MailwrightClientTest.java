package dev.mailwright;

import static dev.mailwright.StubServer.answer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mailwright.StubServer.Answer;
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
import dev.mailwright.models.ListTemplatesParams;
import dev.mailwright.models.Tone;
import dev.mailwright.models.UsagePeriod;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MailwrightClientTest {
  static final String GENERATED =
      "{\"success\":true,\"engine\":\"builtin\",\"email\":{\"subject\":\"Hello\",\"content\":\"Hi"
          + " there.\",\"tone\":\"friendly\",\"word_count\":2,\"new_field\":1},\"usage\":{\"tokens_used\":12,\"remaining_credits\":88}}";

  static Answer envelope(int status, String type, String code) {
    return Answer.json(
        status,
        "{\"success\":false,\"error\":{\"type\":\""
            + type
            + "\",\"code\":\""
            + code
            + "\",\"message\":\""
            + code
            + " happened\",\"param\":\"tone\",\"details\":[{\"param\":\"tone\",\"code\":\""
            + code
            + "\",\"message\":\"no\"}]},\"request_id\":\"req_"
            + code
            + "\"}");
  }

  static MailwrightClient client(StubServer server, int maxRetries) {
    return MailwrightClient.builder()
        .apiKey("mw_test_key")
        .baseUrl(server.baseUrl())
        .maxRetries(maxRetries)
        .retryDelays(Duration.ofMillis(10), Duration.ofMillis(50))
        .build();
  }

  static GenerateEmailParams params() {
    return GenerateEmailParams.builder()
        .context("c")
        .tone(Tone.FRIENDLY)
        .recipient("team")
        .purpose("welcome")
        .build();
  }

  @Test
  void aRetriedPostKeepsOneIdempotencyKey() throws IOException {
    try (StubServer server =
        new StubServer(
            answer(envelope(503, "api_error", "service_unavailable")),
            answer(StubServer.DROP),
            answer(Answer.json(200, GENERATED)))) {
      GenerateEmailResponse response = client(server, 2).generateEmail(params());
      assertEquals("Hello", response.email().subject());
      assertEquals(12, response.usage().tokensUsed());
      List<String> keys =
          server.requests.stream().map(r -> r.headers().get("idempotency-key")).toList();
      assertEquals(3, keys.size());
      assertTrue(keys.get(0).matches("mw-[0-9a-f-]{36}"), keys.get(0));
      assertEquals(1, keys.stream().distinct().count());
    }
  }

  @Test
  void eachLogicalPostGetsItsOwnKeyAndACallersKeyIsKept() throws IOException {
    try (StubServer server =
        new StubServer(
            answer(Answer.json(200, GENERATED)),
            answer(Answer.json(200, GENERATED)),
            answer(Answer.json(200, "{\"success\":true,\"engine\":\"builtin\",\"email\":{\"content\":\"x\",\"word_count\":1},\"changes\":[],\"usage\":{\"tokens_used\":1,\"remaining_credits\":1}}")))) {
      MailwrightClient client = client(server, 2);
      client.generateEmail(params());
      client.generateEmail(params());
      client.improveEmail(
          ImproveEmailParams.builder().content("draft").build(),
          RequestOptions.builder().idempotencyKey("order-4711").build());
      List<String> keys =
          server.requests.stream().map(r -> r.headers().get("idempotency-key")).toList();
      assertNotEquals(keys.get(0), keys.get(1));
      assertEquals("order-4711", keys.get(2));
      assertEquals("{\"content\":\"draft\"}", server.requests.get(2).body());
    }
  }

  @Test
  void getsCarryNoIdempotencyKeyAndSendTheQuery() throws IOException {
    try (StubServer server = new StubServer(answer(Answer.json(200, "{\"success\":true}")))) {
      client(server, 0)
          .getUsage(
              GetUsageParams.builder()
                  .period(UsagePeriod.WEEK)
                  .granularity(Granularity.DAY)
                  .start(Instant.parse("2026-01-01T00:00:00Z"))
                  .end(Instant.parse("2026-01-08T00:00:00Z"))
                  .build());
      StubServer.Request request = server.requests.get(0);
      assertNull(request.headers().get("idempotency-key"));
      assertEquals(
          "/v1/usage?period=week&granularity=day&start=2026-01-01T00%3A00%3A00Z&end=2026-01-08T00%3A00%3A00Z",
          request.path());
    }
  }

  @Test
  void retryAfterIsWaitedFor() throws IOException {
    try (StubServer server =
        new StubServer(
            answer(envelope(429, "rate_limit_error", "rate_limit_exceeded").withHeader("Retry-After", "1")),
            answer(Answer.json(200, GENERATED)))) {
      client(server, 2).generateEmail(params());
      long gap = server.requests.get(1).atNanos() - server.requests.get(0).atNanos();
      assertTrue(gap >= 950_000_000L, "waited " + gap + " ns");
    }
  }

  @Test
  void aRetryAfterLongerThanMaxRetryWaitIsThrownAtOnce() throws IOException {
    try (StubServer server =
        new StubServer(
            answer(envelope(429, "rate_limit_error", "rate_limit_exceeded").withHeader("Retry-After", "3600")))) {
      RateLimitException error =
          assertThrows(RateLimitException.class, () -> client(server, 2).generateEmail(params()));
      assertEquals(3600L, error.retryAfter());
      assertEquals("req_rate_limit_exceeded", error.requestId());
      assertEquals(1, server.requests.size());
    }
  }

  @Test
  void errorsThatRetryingCannotFixAreNotRetried() throws IOException {
    for (Answer step :
        List.of(
            envelope(400, "invalid_request_error", "invalid_parameter"),
            envelope(401, "authentication_error", "invalid_api_key"),
            envelope(402, "billing_error", "insufficient_credits"),
            envelope(422, "invalid_request_error", "idempotency_key_reused"),
            envelope(501, "api_error", "not_implemented"))) {
      try (StubServer server = new StubServer(answer(step), answer(Answer.json(200, GENERATED)))) {
        assertThrows(ApiStatusException.class, () -> client(server, 2).generateEmail(params()));
        assertEquals(1, server.requests.size(), step.status() + " is not retried");
      }
    }
  }

  @Test
  void retriesStopAfterMaxRetriesWithTheLastError() throws IOException {
    try (StubServer server =
        new StubServer(
            answer(envelope(500, "api_error", "e500")),
            answer(envelope(502, "api_error", "e502")),
            answer(envelope(504, "api_error", "e504")))) {
      ApiException error = assertThrows(ApiException.class, () -> client(server, 2).listTemplates());
      assertEquals(504, error.statusCode());
      assertEquals("e504", error.code());
      assertEquals(3, server.requests.size());
    }
  }

  @Test
  void perCallMaxRetriesOverridesTheClient() throws IOException {
    try (StubServer server =
        new StubServer(
            answer(envelope(503, "api_error", "service_unavailable")),
            answer(Answer.json(200, GENERATED)))) {
      assertThrows(
          ApiException.class,
          () ->
              client(server, 2)
                  .listTemplates(
                      ListTemplatesParams.builder().build(),
                      RequestOptions.builder().maxRetries(0).build()));
      assertEquals(1, server.requests.size());
    }
  }

  @Test
  void anIdempotencyRequestInProgressIsRetried() throws IOException {
    try (StubServer server =
        new StubServer(
            answer(envelope(409, "invalid_request_error", "idempotency_request_in_progress")),
            answer(Answer.json(200, GENERATED)))) {
      assertEquals("Hello", client(server, 2).generateEmail(params()).email().subject());
    }
  }

  @Test
  void eachEnvelopeTypeThrowsItsClass() throws IOException {
    Map<Answer, Class<? extends ApiStatusException>> cases =
        Map.of(
            envelope(400, "invalid_request_error", "invalid_parameter"), InvalidRequestException.class,
            envelope(401, "authentication_error", "invalid_api_key"), AuthenticationException.class,
            envelope(403, "permission_error", "forbidden"), PermissionDeniedException.class,
            envelope(404, "invalid_request_error", "template_not_found"), NotFoundException.class,
            envelope(402, "billing_error", "insufficient_credits"), InsufficientCreditsException.class,
            envelope(429, "rate_limit_error", "rate_limit_exceeded").withHeader("Retry-After", "86400"),
                RateLimitException.class,
            envelope(500, "api_error", "internal_error"), ApiException.class);
    for (Map.Entry<Answer, Class<? extends ApiStatusException>> entry : cases.entrySet()) {
      try (StubServer server = new StubServer(answer(entry.getKey()))) {
        ApiStatusException error =
            assertThrows(ApiStatusException.class, () -> client(server, 0).listTemplates());
        assertEquals(entry.getValue(), error.getClass());
        assertInstanceOf(MailwrightException.class, error);
        assertEquals(entry.getKey().status(), error.statusCode());
        assertEquals("req_" + error.code(), error.requestId());
        assertEquals("tone", error.param());
        assertEquals("tone", error.details().get(0).param());
      }
    }
  }

  @Test
  void anAnswerWithoutAnEnvelopeIsClassedByItsStatus() throws IOException {
    Map<Integer, Class<? extends ApiStatusException>> cases =
        Map.of(
            405, InvalidRequestException.class,
            404, NotFoundException.class,
            403, PermissionDeniedException.class,
            429, RateLimitException.class,
            401, AuthenticationException.class,
            418, InvalidRequestException.class,
            402, InsufficientCreditsException.class,
            500, ApiException.class);
    for (Map.Entry<Integer, Class<? extends ApiStatusException>> entry : cases.entrySet()) {
      Answer plain = new Answer(entry.getKey(), Map.of("Content-Type", "text/plain"), "no", null);
      try (StubServer server = new StubServer(answer(plain))) {
        ApiStatusException error =
            assertThrows(ApiStatusException.class, () -> client(server, 0).listTemplates());
        assertEquals(entry.getValue(), error.getClass(), "status " + entry.getKey());
      }
    }
  }

  @Test
  void anAnswerWithoutAnEnvelopeIsAnApiErrorWithTheHeaderRequestId() throws IOException {
    Answer html =
        new Answer(502, Map.of("Content-Type", "text/html", "X-Request-Id", "req_proxy"), "<h1>Bad</h1>", null);
    try (StubServer server = new StubServer(answer(html))) {
      ApiException error = assertThrows(ApiException.class, () -> client(server, 0).listTemplates());
      assertEquals(502, error.statusCode());
      assertEquals("req_proxy", error.requestId());
    }
  }

  @Test
  void aSlowAnswerThrowsTheTimeoutError() throws IOException {
    try (StubServer server =
        new StubServer(
            request -> {
              try {
                Thread.sleep(1500);
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
              return Answer.json(200, GENERATED);
            })) {
      MailwrightClient client =
          MailwrightClient.builder()
              .apiKey("k")
              .baseUrl(server.baseUrl())
              .timeout(Duration.ofMillis(300))
              .maxRetries(0)
              .build();
      // The answer comes after 1.5 s: a client that waited for it would not throw.
      assertThrows(ApiTimeoutException.class, client::listTemplates);
      assertEquals(1, server.requests.size());
    }
  }

  @Test
  void aRefusedConnectionIsRetriedThenThrown() throws IOException {
    int port;
    try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      port = probe.getLocalPort();
    }
    MailwrightClient client =
        MailwrightClient.builder()
            .apiKey("k")
            .baseUrl("http://127.0.0.1:" + port)
            .maxRetries(1)
            .retryDelays(Duration.ofMillis(10), Duration.ofMillis(10))
            .build();
    ApiConnectionException error = assertThrows(ApiConnectionException.class, client::getUsage);
    assertTrue(!(error instanceof ApiTimeoutException));
  }

  @Test
  void headersNameTheSdkAndTheKey() throws IOException {
    try (StubServer server =
        new StubServer(answer(Answer.json(200, "{\"success\":true,\"template\":{\"id\":\"a\"}}")))) {
      client(server, 0).getTemplate("a b/c");
      StubServer.Request request = server.requests.get(0);
      assertTrue(
          request.headers().get("user-agent").matches("mailwright-java/\\d+\\.\\d+\\.\\d+ java/.+"),
          request.headers().get("user-agent"));
      assertEquals("Bearer mw_test_key", request.headers().get("authorization"));
      assertEquals("/v1/templates/a%20b%2Fc", request.path());
    }
  }

  @Test
  void keyAndBaseUrlComeFromTheEnvironment() {
    Map<String, String> env = Map.of("MAILWRIGHT_API_KEY", "mw_test_env", "MAILWRIGHT_BASE_URL", "http://127.0.0.1:9/");
    assertEquals("http://127.0.0.1:9", MailwrightClient.builder().environment(env::get).build().baseUrl());
    Map<String, String> keyOnly = Map.of("MAILWRIGHT_API_KEY", "mw_test_env");
    assertEquals(
        "http://localhost:3000", MailwrightClient.builder().environment(keyOnly::get).build().baseUrl());
    assertThrows(
        IllegalArgumentException.class,
        () -> MailwrightClient.builder().environment(name -> null).build());
  }

  @Test
  void onlyGivenFieldsAreSent() throws IOException {
    try (StubServer server = new StubServer(answer(Answer.json(200, GENERATED)))) {
      client(server, 0)
          .generateEmail(
              GenerateEmailParams.builder()
                  .templateId("sales-follow-up-after-demo")
                  .variable("product_name", "X")
                  .variation(0)
                  .build());
      assertEquals(
          "{\"variation\":0,\"template_id\":\"sales-follow-up-after-demo\",\"variables\":{\"product_name\":\"X\"}}",
          server.requests.get(0).body());
    }
  }

  @Test
  void withResponseGivesTheStatusAndHeaders() throws IOException {
    Answer replayed =
        Answer.json(200, GENERATED).withHeader("X-Request-Id", "req_1").withHeader("Idempotent-Replayed", "true");
    try (StubServer server = new StubServer(answer(replayed), answer(Answer.json(200, GENERATED)))) {
      ApiResponse<GenerateEmailResponse> first =
          client(server, 0).generateEmailWithResponse(params(), RequestOptions.NONE);
      assertEquals("Hello", first.data().email().subject());
      assertEquals(200, first.statusCode());
      assertEquals("req_1", first.requestId());
      assertTrue(first.idempotentReplayed());
      assertTrue(
          !client(server, 0).generateEmailWithResponse(params(), RequestOptions.NONE).idempotentReplayed());
    }
  }
}
