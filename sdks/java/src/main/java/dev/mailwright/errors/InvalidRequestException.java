package dev.mailwright.errors;

import java.net.http.HttpHeaders;
import java.util.List;

/** 400, 409, 413, 415, 422 and other 4xx: the request is wrong; {@link #param()} and {@link #details()} say where. */
public class InvalidRequestException extends ApiStatusException {
  private static final long serialVersionUID = 1L;

  public InvalidRequestException(
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
