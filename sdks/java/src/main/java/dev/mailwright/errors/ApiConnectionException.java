package dev.mailwright.errors;

/** The service could not be reached, or the connection broke before an answer came. */
public class ApiConnectionException extends MailwrightException {
  private static final long serialVersionUID = 1L;

  public ApiConnectionException(String message, Throwable cause) {
    super(message, cause);
  }
}
