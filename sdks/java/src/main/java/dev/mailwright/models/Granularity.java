package dev.mailwright.models;

import com.fasterxml.jackson.annotation.JsonValue;

/** The size of a usage time-series bucket. */
public enum Granularity {
  HOUR("hour"),
  DAY("day");

  private final String value;

  Granularity(String value) {
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
