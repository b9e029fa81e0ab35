package dev.mailwright.models;

import com.fasterxml.jackson.annotation.JsonValue;

/** The span of a usage report that ends now. */
public enum UsagePeriod {
  DAY("day"),
  WEEK("week"),
  MONTH("month");

  private final String value;

  UsagePeriod(String value) {
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
