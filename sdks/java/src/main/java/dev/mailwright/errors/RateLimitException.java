package dev.mailwright.errors;

import java.net.http.HttpHeaders;
import java.util.List;

/** 429: the plan's rate limit is used up; wait {@link #retryAfter()} seconds. */
public class RateLimitException extends ApiStatusException {
  private static final long serialVersionUID = 1L;

  private final Long retryAfter;

  public RateLimitException(
      String message,
      int statusCode,
      String type,
      String code,
      String param,
      List<ErrorDetail> details,
      String requestId,
      HttpHeaders headers) {
    super(message, statusCode, type, code, param, details, requestId, headers);
    this.retryAfter = RetryAfter.seconds(headers().firstValue("retry-after").orElse(null));
  }

  /** Seconds to wait before trying again, from {@code Retry-After}; null when absent. */
  public Long retryAfter() {
    return retryAfter;
  }
}
