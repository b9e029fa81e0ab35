package dev.mailwright;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mailwright.errors.ApiException;
import dev.mailwright.errors.ApiStatusException;
import dev.mailwright.errors.AuthenticationException;
import dev.mailwright.errors.ErrorDetail;
import dev.mailwright.errors.InsufficientCreditsException;
import dev.mailwright.errors.InvalidRequestException;
import dev.mailwright.errors.NotFoundException;
import dev.mailwright.errors.PermissionDeniedException;
import dev.mailwright.errors.RateLimitException;
import java.io.IOException;
import java.net.http.HttpHeaders;
import java.util.ArrayList;
import java.util.List;

/** Turns the service's error envelope into the exception of its kind. */
final class Errors {
  private Errors() {}

  static ApiStatusException fromBody(
      int status, byte[] body, HttpHeaders headers, ObjectMapper mapper) {
    JsonNode json;
    try {
      json = body == null || body.length == 0 ? null : mapper.readTree(body);
    } catch (IOException notJson) {
      json = null;
    }
    return fromJson(status, json, headers);
  }

  static ApiStatusException fromJson(int status, JsonNode json, HttpHeaders headers) {
    JsonNode error = json == null ? null : json.get("error");
    if (error == null || !error.isObject()) error = null;
    String type = text(error, "type");
    String code = text(error, "code");
    String param = text(error, "param");
    String message = text(error, "message");
    if (message == null) message = "The Mailwright API answered " + status + ".";
    String requestId = text(json, "request_id");
    if (requestId == null) requestId = headers.firstValue("x-request-id").orElse(null);
    List<ErrorDetail> details = new ArrayList<>();
    if (error != null && error.get("details") != null && error.get("details").isArray()) {
      for (JsonNode detail : error.get("details")) {
        details.add(
            new ErrorDetail(text(detail, "param"), text(detail, "code"), text(detail, "message")));
      }
    }
    if ("insufficient_credits".equals(code) || "billing_error".equals(type) || status == 402) {
      return new InsufficientCreditsException(
          message, status, type, code, param, details, requestId, headers);
    }
    if (status == 404) {
      return new NotFoundException(message, status, type, code, param, details, requestId, headers);
    }
    String kind = type != null ? type : byStatus(status);
    return switch (kind) {
      case "authentication_error" -> new AuthenticationException(
          message, status, type, code, param, details, requestId, headers);
      case "permission_error" -> new PermissionDeniedException(
          message, status, type, code, param, details, requestId, headers);
      case "invalid_request_error" -> new InvalidRequestException(
          message, status, type, code, param, details, requestId, headers);
      case "rate_limit_error" -> new RateLimitException(
          message, status, type, code, param, details, requestId, headers);
      default -> new ApiException(message, status, type, code, param, details, requestId, headers);
    };
  }

  private static String byStatus(int status) {
    if (status == 401) return "authentication_error";
    if (status == 403) return "permission_error";
    if (status == 429) return "rate_limit_error";
    if (status >= 400 && status < 500) return "invalid_request_error";
    return "api_error";
  }

  private static String text(JsonNode node, String field) {
    if (node == null) return null;
    JsonNode value = node.get(field);
    return value == null || value.isNull() ? null : value.asText();
  }
}
