package dev.mailwright.errors;

import java.net.http.HttpHeaders;
import java.util.List;

/** 402: the account's credits cannot cover the operation. Nothing was charged. */
public class InsufficientCreditsException extends ApiStatusException {
  private static final long serialVersionUID = 1L;

  public InsufficientCreditsException(
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
