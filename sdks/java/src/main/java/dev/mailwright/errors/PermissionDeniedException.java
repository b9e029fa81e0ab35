package dev.mailwright.errors;

import java.net.http.HttpHeaders;
import java.util.List;

/** 403: the key may not do this. */
public class PermissionDeniedException extends ApiStatusException {
  private static final long serialVersionUID = 1L;

  public PermissionDeniedException(
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
