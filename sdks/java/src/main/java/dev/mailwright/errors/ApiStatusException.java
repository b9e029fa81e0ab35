package dev.mailwright.errors;

import java.net.http.HttpHeaders;
import java.util.List;

/**
 * The service answered with an error: its envelope's {@code type}, {@code code}, {@code
 * message}, {@code param} and {@code details}, the HTTP status and the request id.
 */
public class ApiStatusException extends MailwrightException {
  private static final long serialVersionUID = 1L;

  private final int statusCode;
  private final String type;
  private final String code;
  private final String param;
  private final List<ErrorDetail> details;
  private final String requestId;
  private final transient HttpHeaders headers;

  public ApiStatusException(
      String message,
      int statusCode,
      String type,
      String code,
      String param,
      List<ErrorDetail> details,
      String requestId,
      HttpHeaders headers) {
    super(message);
    this.statusCode = statusCode;
    this.type = type;
    this.code = code;
    this.param = param;
    this.details = details == null ? List.of() : List.copyOf(details);
    this.requestId = requestId;
    this.headers = headers == null ? HttpHeaders.of(java.util.Map.of(), (a, b) -> true) : headers;
  }

  /** The HTTP status; 0 for an error that ended a stream after it had started. */
  public int statusCode() {
    return statusCode;
  }

  /** The broad class: {@code invalid_request_error}, {@code rate_limit_error} … */
  public String type() {
    return type;
  }

  /** A stable code to switch on: {@code invalid_parameter}, {@code template_not_found} … */
  public String code() {
    return code;
  }

  /** The first offending parameter, or null. */
  public String param() {
    return param;
  }

  /** Every problem found (empty when the service listed none). */
  public List<ErrorDetail> details() {
    return details;
  }

  /** The request's id ({@code X-Request-Id}); quote it when reporting a problem. */
  public String requestId() {
    return requestId;
  }

  /** The response headers. */
  public HttpHeaders headers() {
    return headers;
  }
}
