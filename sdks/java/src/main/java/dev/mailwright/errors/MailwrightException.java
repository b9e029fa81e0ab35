package dev.mailwright.errors;

/** Every exception this library throws is a {@code MailwrightException}. */
public class MailwrightException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public MailwrightException(String message) {
    super(message);
  }

  public MailwrightException(String message, Throwable cause) {
    super(message, cause);
  }
}
