package dev.mailwright.errors;

import java.net.http.HttpHeaders;
import java.util.List;

/** 5xx, or an answer that is not the service's error envelope: a fault on the service's side. */
public class ApiException extends ApiStatusException {
  private static final long serialVersionUID = 1L;

  public ApiException(
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
