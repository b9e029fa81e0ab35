package dev.mailwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mailwright.errors.RetryAfter;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import org.junit.jupiter.api.Test;

class RetryAfterTest {
  private static String httpDate(long secondsFromNow) {
    return DateTimeFormatter.RFC_1123_DATE_TIME.format(
        ZonedDateTime.now(ZoneOffset.UTC).plusSeconds(secondsFromNow));
  }

  @Test
  void secondsAndHttpDates() {
    assertEquals(120L, RetryAfter.seconds("120"));
    long inThirty = RetryAfter.seconds(httpDate(30));
    assertTrue(inThirty >= 29 && inThirty <= 31, "got " + inThirty);
    assertEquals(0L, RetryAfter.seconds(httpDate(-30)));
    assertNull(RetryAfter.seconds("soon"));
    assertNull(RetryAfter.seconds(null));
  }
}
