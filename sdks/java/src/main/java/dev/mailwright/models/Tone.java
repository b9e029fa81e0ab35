package dev.mailwright.models;

import com.fasterxml.jackson.annotation.JsonValue;

/** The tone of an email. */
public enum Tone {
  PROFESSIONAL("professional"),
  FRIENDLY("friendly"),
  FORMAL("formal"),
  CASUAL("casual"),
  PERSUASIVE("persuasive"),
  EMPATHETIC("empathetic"),
  ENTHUSIASTIC("enthusiastic"),
  APOLOGETIC("apologetic"),
  ASSERTIVE("assertive"),
  GRATEFUL("grateful"),
  URGENT("urgent"),
  DIPLOMATIC("diplomatic");

  private final String value;

  Tone(String value) {
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
