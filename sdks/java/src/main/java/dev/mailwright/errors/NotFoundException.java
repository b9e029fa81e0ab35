package dev.mailwright.errors;

import java.net.http.HttpHeaders;
import java.util.List;

/** 404: no such template (or route). */
public class NotFoundException extends InvalidRequestException {
  private static final long serialVersionUID = 1L;

  public NotFoundException(
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
