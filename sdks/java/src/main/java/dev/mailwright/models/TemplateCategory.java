package dev.mailwright.models;

import com.fasterxml.jackson.annotation.JsonValue;

/** A category of the template catalog. */
public enum TemplateCategory {
  BILLING("billing"),
  CUSTOMER_SUPPORT("customer_support"),
  EVENTS("events"),
  HUMAN_RESOURCES("human_resources"),
  MARKETING("marketing"),
  NETWORKING("networking"),
  ONBOARDING("onboarding"),
  PROJECT_MANAGEMENT("project_management"),
  RECRUITING("recruiting"),
  SALES("sales");

  private final String value;

  TemplateCategory(String value) {
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
