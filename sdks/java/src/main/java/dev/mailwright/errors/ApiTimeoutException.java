package dev.mailwright.errors;

/** No answer came within the client's timeout. */
public class ApiTimeoutException extends ApiConnectionException {
  private static final long serialVersionUID = 1L;

  public ApiTimeoutException(String message, Throwable cause) {
    super(message, cause);
  }
}
