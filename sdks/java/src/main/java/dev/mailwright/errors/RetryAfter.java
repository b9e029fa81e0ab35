package dev.mailwright.errors;

import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;

/** Reads a {@code Retry-After} header: seconds, or an HTTP date. */
public final class RetryAfter {
  private RetryAfter() {}

  /** Whole seconds to wait (rounded up), or null when the value is absent or unreadable. */
  public static Long seconds(String value) {
    if (value == null || value.isBlank()) return null;
    String text = value.trim();
    try {
      return (long) Math.ceil(Double.parseDouble(text));
    } catch (NumberFormatException notANumber) {
      try {
        ZonedDateTime at = ZonedDateTime.parse(text, DateTimeFormatter.RFC_1123_DATE_TIME);
        long millis = Duration.between(ZonedDateTime.now(at.getZone()), at).toMillis();
        return Math.max(0, (millis + 999) / 1000);
      } catch (DateTimeParseException notADate) {
        return null;
      }
    }
  }
}
