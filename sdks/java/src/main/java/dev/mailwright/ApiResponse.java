package dev.mailwright;

import java.net.http.HttpHeaders;

/**
 * An answer with what the HTTP response said about it, from the {@code …WithResponse}
 * methods of {@link MailwrightClient}.
 *
 * @param data the answer
 * @param statusCode the HTTP status
 * @param headers the response headers
 * @param <T> the answer's type
 */
public record ApiResponse<T>(T data, int statusCode, HttpHeaders headers) {

  /** The {@code X-Request-Id} of the response; quote it when reporting a problem. */
  public String requestId() {
    return headers.firstValue("x-request-id").orElse(null);
  }

  /**
   * Whether the service answered from an earlier request with the same Idempotency-Key
   * (nothing was run or charged again).
   */
  public boolean idempotentReplayed() {
    return headers.firstValue("idempotent-replayed").map("true"::equals).orElse(false);
  }
}
