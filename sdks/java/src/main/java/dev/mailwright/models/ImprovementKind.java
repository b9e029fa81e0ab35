package dev.mailwright.models;

import com.fasterxml.jackson.annotation.JsonValue;

/** What improve changes: grammar, spelling, clarity, concise, tone, formality, friendliness, persuasive, structure, subject_line, call_to_action, readability. */
public enum ImprovementKind {
  GRAMMAR("grammar"),
  SPELLING("spelling"),
  CLARITY("clarity"),
  CONCISE("concise"),
  TONE("tone"),
  FORMALITY("formality"),
  FRIENDLINESS("friendliness"),
  PERSUASIVE("persuasive"),
  STRUCTURE("structure"),
  SUBJECT_LINE("subject_line"),
  CALL_TO_ACTION("call_to_action"),
  READABILITY("readability");

  private final String value;

  ImprovementKind(String value) {
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
