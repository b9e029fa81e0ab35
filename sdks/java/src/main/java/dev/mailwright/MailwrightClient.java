package dev.mailwright;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import dev.mailwright.errors.ApiConnectionException;
import dev.mailwright.errors.ApiStatusException;
import dev.mailwright.errors.ApiTimeoutException;
import dev.mailwright.errors.MailwrightException;
import dev.mailwright.errors.RetryAfter;
import dev.mailwright.models.GenerateEmailParams;
import dev.mailwright.models.GenerateEmailResponse;
import dev.mailwright.models.GetUsageParams;
import dev.mailwright.models.ImproveEmailParams;
import dev.mailwright.models.ImproveEmailResponse;
import dev.mailwright.models.ListTemplatesParams;
import dev.mailwright.models.Template;
import dev.mailwright.models.TemplateList;
import dev.mailwright.models.TemplateResponse;
import dev.mailwright.models.UsageReport;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Properties;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * A client of the Mailwright API. Thread-safe; make one and share it.
 *
 * <pre>{@code
 * MailwrightClient client = new MailwrightClient(); // MAILWRIGHT_API_KEY, MAILWRIGHT_BASE_URL
 * MailwrightClient client = MailwrightClient.builder()
 *     .apiKey("mw_live_…")
 *     .baseUrl("https://mail.example.com")
 *     .build();
 * }</pre>
 */
public final class MailwrightClient {
  /** This library's version, as in its User-Agent. */
  public static final String VERSION = loadVersion();

  static final String DEFAULT_BASE_URL = "http://localhost:3000";

  /** Answers worth trying again: the service was busy, limited or failing. */
  private static final Set<Integer> RETRY_STATUSES = Set.of(408, 429, 500, 502, 503, 504);

  /** Before a stream starts, only answers that prove nothing was run are tried again. */
  private static final Set<Integer> STREAM_RETRY_STATUSES = Set.of(429, 503);

  private final String apiKey;
  private final String baseUrl;
  private final Duration timeout;
  private final int maxRetries;
  private final Duration maxRetryWait;
  private final Duration initialRetryDelay;
  private final Duration maxRetryDelay;
  private final HttpClient http;
  private final ObjectMapper mapper = mapper();
  private final String userAgent =
      "mailwright-java/" + VERSION + " java/" + System.getProperty("java.version");

  /** A client with the key and base URL from the environment and the default settings. */
  public MailwrightClient() {
    this(builder());
  }

  private MailwrightClient(Builder builder) {
    String key = present(builder.apiKey);
    if (key == null) key = present(builder.environment.apply("MAILWRIGHT_API_KEY"));
    if (key == null) {
      throw new IllegalArgumentException(
          "No API key: pass one to MailwrightClient.builder().apiKey(…) or set MAILWRIGHT_API_KEY.");
    }
    String url = present(builder.baseUrl);
    if (url == null) url = present(builder.environment.apply("MAILWRIGHT_BASE_URL"));
    if (url == null) url = DEFAULT_BASE_URL;
    this.apiKey = key;
    this.baseUrl = url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
    this.timeout = builder.timeout;
    this.maxRetries = builder.maxRetries;
    this.maxRetryWait = builder.maxRetryWait;
    this.initialRetryDelay = builder.initialRetryDelay;
    this.maxRetryDelay = builder.maxRetryDelay;
    this.http =
        builder.httpClient != null
            ? builder.httpClient
            : HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(builder.timeout)
                .build();
  }

  public static Builder builder() {
    return new Builder();
  }

  /** Where this client sends its requests. */
  public String baseUrl() {
    return baseUrl;
  }

  /** The User-Agent this client sends: {@code mailwright-java/<version> java/<version>}. */
  public String userAgent() {
    return userAgent;
  }

  // --- operations ------------------------------------------------------------------

  /** POST /v1/generate: writes an email. */
  public GenerateEmailResponse generateEmail(GenerateEmailParams params) {
    return generateEmail(params, RequestOptions.NONE);
  }

  /** POST /v1/generate: writes an email. */
  public GenerateEmailResponse generateEmail(GenerateEmailParams params, RequestOptions options) {
    return generateEmailWithResponse(params, options).data();
  }

  /** {@link #generateEmail(GenerateEmailParams, RequestOptions)} with the response's status and headers. */
  public ApiResponse<GenerateEmailResponse> generateEmailWithResponse(
      GenerateEmailParams params, RequestOptions options) {
    return request(
        "POST", "/v1/generate", Map.of(), params, GenerateEmailResponse.class, options);
  }

  /**
   * POST /v1/generate with {@code "stream": true}: the body arrives in {@link StreamEvent.Delta}
   * events as it is written, then one {@link StreamEvent.Done} carries the whole response.
   * Errors found before the first event (400, 401, 402, 429) are thrown here; a stream that
   * sends nothing for longer than the timeout throws {@code ApiTimeoutException}. Close the stream
   * (try-with-resources) when you stop reading early.
   */
  public EmailStream generateEmailStream(GenerateEmailParams params) {
    return generateEmailStream(params, RequestOptions.NONE);
  }

  /** {@link #generateEmailStream(GenerateEmailParams)} with settings for this call. */
  public EmailStream generateEmailStream(GenerateEmailParams params, RequestOptions options) {
    if (options.idempotencyKey() != null) {
      throw new IllegalArgumentException(
          "A streamed generate cannot carry an Idempotency-Key (the service refuses it).");
    }
    ObjectNode body = mapper.valueToTree(params);
    body.put("stream", true);
    byte[] bytes = json(body);
    int retries = options.maxRetries() != null ? options.maxRetries() : maxRetries;
    for (int attempt = 0; ; attempt++) {
      HttpRequest request =
          newRequest("POST", "/v1/generate", Map.of(), bytes, null, "text/event-stream", options);
      HttpResponse<InputStream> response;
      try {
        response = http.send(request, HttpResponse.BodyHandlers.ofInputStream());
      } catch (ConnectException | HttpConnectTimeoutException notSent) {
        // The request never reached the service: trying again cannot run it twice.
        if (attempt >= retries) throw connectionError(notSent);
        sleep(backoff(attempt));
        continue;
      } catch (IOException e) {
        throw connectionError(e);
      } catch (InterruptedException e) {
        throw interrupted(e);
      }
      if (response.statusCode() < 300) {
        return new EmailStream(
            response, mapper, options.timeout() != null ? options.timeout() : timeout);
      }
      byte[] errorBody;
      try (InputStream in = response.body()) {
        errorBody = in.readAllBytes();
      } catch (IOException e) {
        throw connectionError(e);
      }
      ApiStatusException error =
          Errors.fromBody(response.statusCode(), errorBody, response.headers(), mapper);
      Duration delay = retryDelay(error, attempt, retries, STREAM_RETRY_STATUSES);
      if (delay == null) throw error;
      sleep(delay);
    }
  }

  /** GET /v1/templates: the first page of the catalog. */
  public TemplateList listTemplates() {
    return listTemplates(ListTemplatesParams.builder().build(), RequestOptions.NONE);
  }

  /** GET /v1/templates: one page of the catalog. */
  public TemplateList listTemplates(ListTemplatesParams params) {
    return listTemplates(params, RequestOptions.NONE);
  }

  /** GET /v1/templates: one page of the catalog. */
  public TemplateList listTemplates(ListTemplatesParams params, RequestOptions options) {
    return listTemplatesWithResponse(params, options).data();
  }

  /** {@link #listTemplates(ListTemplatesParams, RequestOptions)} with the response's status and headers. */
  public ApiResponse<TemplateList> listTemplatesWithResponse(
      ListTemplatesParams params, RequestOptions options) {
    Map<String, String> query = new LinkedHashMap<>();
    if (params.category() != null) query.put("category", params.category().value());
    if (params.limit() != null) query.put("limit", params.limit().toString());
    if (params.offset() != null) query.put("offset", params.offset().toString());
    return request("GET", "/v1/templates", query, null, TemplateList.class, options);
  }

  /**
   * Every template (of {@code params}' category), starting at its offset, fetching page after
   * page of {@code params}' limit while {@code has_more}. Pages are fetched as the iteration
   * reaches them.
   */
  public Iterable<Template> listTemplatesAutoPaging(ListTemplatesParams params) {
    return () -> new TemplatePager(params);
  }

  /** GET /v1/templates/{id}: one template. */
  public TemplateResponse getTemplate(String id) {
    return getTemplate(id, RequestOptions.NONE);
  }

  /** GET /v1/templates/{id}: one template. */
  public TemplateResponse getTemplate(String id, RequestOptions options) {
    return getTemplateWithResponse(id, options).data();
  }

  /** {@link #getTemplate(String, RequestOptions)} with the response's status and headers. */
  public ApiResponse<TemplateResponse> getTemplateWithResponse(String id, RequestOptions options) {
    String path = "/v1/templates/" + URLEncoder.encode(id, StandardCharsets.UTF_8).replace("+", "%20");
    return request("GET", path, Map.of(), null, TemplateResponse.class, options);
  }

  /** POST /v1/improve: fixes and rewrites a draft; returns it with every change. */
  public ImproveEmailResponse improveEmail(ImproveEmailParams params) {
    return improveEmail(params, RequestOptions.NONE);
  }

  /** POST /v1/improve: fixes and rewrites a draft; returns it with every change. */
  public ImproveEmailResponse improveEmail(ImproveEmailParams params, RequestOptions options) {
    return improveEmailWithResponse(params, options).data();
  }

  /** {@link #improveEmail(ImproveEmailParams, RequestOptions)} with the response's status and headers. */
  public ApiResponse<ImproveEmailResponse> improveEmailWithResponse(
      ImproveEmailParams params, RequestOptions options) {
    return request("POST", "/v1/improve", Map.of(), params, ImproveEmailResponse.class, options);
  }

  /** GET /v1/usage: this month's usage, the rate-limit state and the credit balance. */
  public UsageReport getUsage() {
    return getUsage(GetUsageParams.builder().build(), RequestOptions.NONE);
  }

  /** GET /v1/usage: usage over a period, the rate-limit state and the credit balance. */
  public UsageReport getUsage(GetUsageParams params) {
    return getUsage(params, RequestOptions.NONE);
  }

  /** GET /v1/usage: usage over a period, the rate-limit state and the credit balance. */
  public UsageReport getUsage(GetUsageParams params, RequestOptions options) {
    return getUsageWithResponse(params, options).data();
  }

  /** {@link #getUsage(GetUsageParams, RequestOptions)} with the response's status and headers. */
  public ApiResponse<UsageReport> getUsageWithResponse(GetUsageParams params, RequestOptions options) {
    Map<String, String> query = new LinkedHashMap<>();
    if (params.period() != null) query.put("period", params.period().value());
    if (params.granularity() != null) query.put("granularity", params.granularity().value());
    if (params.start() != null) query.put("start", params.start().toString());
    if (params.end() != null) query.put("end", params.end().toString());
    return request("GET", "/v1/usage", query, null, UsageReport.class, options);
  }

  // --- transport -------------------------------------------------------------------

  /**
   * Sends one logical request, trying it again when that is safe and useful. A POST carries
   * one Idempotency-Key for all its tries, so the service runs and charges it once.
   */
  private <T> ApiResponse<T> request(
      String method,
      String path,
      Map<String, String> query,
      Object body,
      Class<T> type,
      RequestOptions options) {
    String idempotencyKey = null;
    if ("POST".equals(method)) {
      idempotencyKey =
          options.idempotencyKey() != null ? options.idempotencyKey() : "mw-" + UUID.randomUUID();
    }
    byte[] bytes = body == null ? null : json(body);
    int retries = options.maxRetries() != null ? options.maxRetries() : maxRetries;
    for (int attempt = 0; ; attempt++) {
      HttpRequest request =
          newRequest(method, path, query, bytes, idempotencyKey, "application/json", options);
      HttpResponse<byte[]> response;
      try {
        response = http.send(request, HttpResponse.BodyHandlers.ofByteArray());
      } catch (IOException e) {
        if (attempt >= retries) throw connectionError(e);
        sleep(backoff(attempt));
        continue;
      } catch (InterruptedException e) {
        throw interrupted(e);
      }
      if (response.statusCode() < 300) {
        try {
          return new ApiResponse<>(
              mapper.readValue(response.body(), type), response.statusCode(), response.headers());
        } catch (IOException e) {
          throw new MailwrightException("The Mailwright API sent an answer that is not JSON.", e);
        }
      }
      ApiStatusException error =
          Errors.fromBody(response.statusCode(), response.body(), response.headers(), mapper);
      Duration delay = retryDelay(error, attempt, retries, RETRY_STATUSES);
      if (delay == null) throw error;
      sleep(delay);
    }
  }

  private HttpRequest newRequest(
      String method,
      String path,
      Map<String, String> query,
      byte[] body,
      String idempotencyKey,
      String accept,
      RequestOptions options) {
    String queryString =
        query.entrySet().stream()
            .map(
                e ->
                    URLEncoder.encode(e.getKey(), StandardCharsets.UTF_8)
                        + "="
                        + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8))
            .collect(Collectors.joining("&"));
    URI uri = URI.create(baseUrl + path + (queryString.isEmpty() ? "" : "?" + queryString));
    HttpRequest.Builder builder =
        HttpRequest.newBuilder(uri)
            .timeout(options.timeout() != null ? options.timeout() : timeout)
            .header("Authorization", "Bearer " + apiKey)
            .header("User-Agent", userAgent)
            .header("Accept", accept);
    if (idempotencyKey != null) builder.header("Idempotency-Key", idempotencyKey);
    if (body != null) {
      builder
          .header("Content-Type", "application/json")
          .method(method, HttpRequest.BodyPublishers.ofByteArray(body));
    } else {
      builder.method(method, HttpRequest.BodyPublishers.noBody());
    }
    return builder.build();
  }

  /** How long to wait before trying again after this error, or null not to try again. */
  private Duration retryDelay(
      ApiStatusException error, int attempt, int retries, Set<Integer> statuses) {
    if (attempt >= retries) return null;
    boolean inProgress =
        error.statusCode() == 409 && "idempotency_request_in_progress".equals(error.code());
    if (!statuses.contains(error.statusCode()) && !(inProgress && statuses == RETRY_STATUSES)) {
      return null;
    }
    Long retryAfter = RetryAfter.seconds(error.headers().firstValue("retry-after").orElse(null));
    if (retryAfter == null) return backoff(attempt);
    // A Free plan's daily limit says "tomorrow": that is for the caller to decide, not to wait.
    if (Duration.ofSeconds(retryAfter).compareTo(maxRetryWait) > 0) return null;
    return Duration.ofSeconds(retryAfter);
  }

  /** Exponential backoff with full jitter: a random wait up to 0.5 s, 1 s, 2 s … at most 8 s. */
  private Duration backoff(int attempt) {
    long ceiling =
        Math.min(
            initialRetryDelay.toMillis() * (1L << Math.min(attempt, 20)), maxRetryDelay.toMillis());
    return Duration.ofMillis(ThreadLocalRandom.current().nextLong(ceiling + 1));
  }

  private static void sleep(Duration delay) {
    try {
      Thread.sleep(delay.toMillis());
    } catch (InterruptedException e) {
      throw interrupted(e);
    }
  }

  private ApiConnectionException connectionError(IOException cause) {
    if (cause instanceof HttpTimeoutException) {
      return new ApiTimeoutException("The request to the Mailwright API timed out.", cause);
    }
    return new ApiConnectionException(
        "Could not reach the Mailwright API at " + baseUrl + ": " + cause, cause);
  }

  private static ApiConnectionException interrupted(InterruptedException cause) {
    Thread.currentThread().interrupt();
    return new ApiConnectionException("Interrupted while calling the Mailwright API.", cause);
  }

  private byte[] json(Object body) {
    try {
      return mapper.writeValueAsBytes(body);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The JSON mapping of this library: snake_case names as the API spells them, absent fields
   * left out, fields the service adds later ignored.
   */
  public static ObjectMapper mapper() {
    return JsonMapper.builder()
        .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
        .defaultPropertyInclusion(
            JsonInclude.Value.construct(JsonInclude.Include.NON_NULL, JsonInclude.Include.NON_NULL))
        .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
        .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
        .addModule(new JavaTimeModule())
        .build();
  }

  private static String present(String value) {
    return value == null || value.isBlank() ? null : value.trim();
  }

  private static String loadVersion() {
    Properties properties = new Properties();
    try (InputStream in = MailwrightClient.class.getResourceAsStream("version.properties")) {
      if (in != null) properties.load(in);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return properties.getProperty("version", "0.0.0");
  }

  /** Walks the template pages. */
  private final class TemplatePager implements Iterator<Template> {
    private final ListTemplatesParams params;
    private final List<Template> page = new ArrayList<>();
    private int index;
    private int offset;
    private boolean more = true;

    TemplatePager(ListTemplatesParams params) {
      this.params = params;
      this.offset = params.offset() != null ? params.offset() : 0;
    }

    @Override
    public boolean hasNext() {
      while (index >= page.size() && more) {
        TemplateList list =
            listTemplates(new ListTemplatesParams(params.category(), params.limit(), offset));
        page.clear();
        page.addAll(list.templates());
        index = 0;
        offset += list.templates().size();
        more = list.pagination().hasMore() && !list.templates().isEmpty();
      }
      return index < page.size();
    }

    @Override
    public Template next() {
      if (!hasNext()) throw new NoSuchElementException();
      return page.get(index++);
    }
  }

  /** Builds a {@link MailwrightClient}. */
  public static final class Builder {
    private String apiKey;
    private String baseUrl;
    private Duration timeout = Duration.ofSeconds(60);
    private int maxRetries = 2;
    private Duration maxRetryWait = Duration.ofSeconds(60);
    private Duration initialRetryDelay = Duration.ofMillis(500);
    private Duration maxRetryDelay = Duration.ofSeconds(8);
    private HttpClient httpClient;
    private Function<String, String> environment = System::getenv;

    private Builder() {}

    /** The API key; without it, {@code MAILWRIGHT_API_KEY}. */
    public Builder apiKey(String apiKey) {
      this.apiKey = apiKey;
      return this;
    }

    /** Where the service runs; without it, {@code MAILWRIGHT_BASE_URL}, then localhost:3000. */
    public Builder baseUrl(String baseUrl) {
      this.baseUrl = baseUrl;
      return this;
    }

    /** How long to wait to connect and for an answer to start (default 60 s). */
    public Builder timeout(Duration timeout) {
      this.timeout = timeout;
      return this;
    }

    /** How many times a failed request is tried again (default 2; 0 turns retries off). */
    public Builder maxRetries(int maxRetries) {
      this.maxRetries = maxRetries;
      return this;
    }

    /**
     * The longest {@code Retry-After} the client waits for by itself (default 60 s); a longer
     * one is thrown at once as the error.
     */
    public Builder maxRetryWait(Duration maxRetryWait) {
      this.maxRetryWait = maxRetryWait;
      return this;
    }

    /**
     * The exponential backoff between tries when the service names no {@code Retry-After}
     * (defaults 0.5 s, doubling, at most 8 s; each wait is drawn at random below that).
     */
    public Builder retryDelays(Duration initial, Duration max) {
      this.initialRetryDelay = initial;
      this.maxRetryDelay = max;
      return this;
    }

    /** An HttpClient of your own (proxy, TLS settings, executor). */
    public Builder httpClient(HttpClient httpClient) {
      this.httpClient = httpClient;
      return this;
    }

    /** Where {@code MAILWRIGHT_API_KEY} and {@code MAILWRIGHT_BASE_URL} are read from. */
    Builder environment(Function<String, String> environment) {
      this.environment = environment;
      return this;
    }

    public MailwrightClient build() {
      return new MailwrightClient(this);
    }
  }
}
