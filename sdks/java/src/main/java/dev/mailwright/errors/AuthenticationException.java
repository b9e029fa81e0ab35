package dev.mailwright.errors;

import java.net.http.HttpHeaders;
import java.util.List;

/** 401: the API key is missing, malformed, unknown or revoked. */
public class AuthenticationException extends ApiStatusException {
  private static final long serialVersionUID = 1L;

  public AuthenticationException(
      String message,
      int statusCode,
      String type,
      String code,
      String param,
      List<ErrorDetail> details,
      String requestId,
      HttpHeaders headers) {
    super(message, statusCode, type, code, param, details, requestId, headers);
  }
}
