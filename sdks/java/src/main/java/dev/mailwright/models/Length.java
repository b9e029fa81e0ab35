package dev.mailwright.models;

import com.fasterxml.jackson.annotation.JsonValue;

/** How long a generated email is: about 40–90 words (short), 90–170 (medium) or 170–300 (long). */
public enum Length {
  SHORT("short"),
  MEDIUM("medium"),
  LONG("long");

  private final String value;

  Length(String value) {
    this.value = value;
  }

  /** The value as the API spells it. */
  @JsonValue
  public String value() {
    return value;
  }

  @Override
  public String toString() {
    return value;
  }
}
