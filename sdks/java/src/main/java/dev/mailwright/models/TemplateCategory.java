package dev.mailwright.models;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.List;

/**
 * A category of the template catalog.
 *
 * <p>The constants are the values this version of the library knows; {@link #of(String)}
 * makes any other (one the service added later, say) without an upgrade. The service rejects
 * values it does not know with a 400 that names the allowed ones.
 */
public final class TemplateCategory {
  public static final TemplateCategory BILLING = new TemplateCategory("billing");
  public static final TemplateCategory CUSTOMER_SUPPORT = new TemplateCategory("customer_support");
  public static final TemplateCategory EVENTS = new TemplateCategory("events");
  public static final TemplateCategory HUMAN_RESOURCES = new TemplateCategory("human_resources");
  public static final TemplateCategory MARKETING = new TemplateCategory("marketing");
  public static final TemplateCategory NETWORKING = new TemplateCategory("networking");
  public static final TemplateCategory ONBOARDING = new TemplateCategory("onboarding");
  public static final TemplateCategory PROJECT_MANAGEMENT = new TemplateCategory("project_management");
  public static final TemplateCategory RECRUITING = new TemplateCategory("recruiting");
  public static final TemplateCategory SALES = new TemplateCategory("sales");

  private static final List<TemplateCategory> KNOWN = List.of(BILLING, CUSTOMER_SUPPORT, EVENTS, HUMAN_RESOURCES, MARKETING, NETWORKING, ONBOARDING, PROJECT_MANAGEMENT, RECRUITING, SALES);

  private final String value;

  private TemplateCategory(String value) {
    this.value = value;
  }

  /** The known constant with this value, or a new one. */
  @JsonCreator
  public static TemplateCategory of(String value) {
    if (value == null) throw new IllegalArgumentException("TemplateCategory value is null");
    for (TemplateCategory known : KNOWN) if (known.value.equals(value)) return known;
    return new TemplateCategory(value);
  }

  /** The values this version of the library knows. */
  public static List<TemplateCategory> known() {
    return KNOWN;
  }

  /** The value as the API spells it. */
  @JsonValue
  public String value() {
    return value;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof TemplateCategory that && value.equals(that.value);
  }

  @Override
  public int hashCode() {
    return value.hashCode();
  }

  @Override
  public String toString() {
    return value;
  }
}
