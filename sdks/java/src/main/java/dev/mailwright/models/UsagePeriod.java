package dev.mailwright.models;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.List;

/**
 * The span of a usage report that ends now.
 *
 * <p>The constants are the values this version of the library knows; {@link #of(String)}
 * makes any other (one the service added later, say) without an upgrade. The service rejects
 * values it does not know with a 400 that names the allowed ones.
 */
public final class UsagePeriod {
  public static final UsagePeriod DAY = new UsagePeriod("day");
  public static final UsagePeriod WEEK = new UsagePeriod("week");
  public static final UsagePeriod MONTH = new UsagePeriod("month");

  private static final List<UsagePeriod> KNOWN = List.of(DAY, WEEK, MONTH);

  private final String value;

  private UsagePeriod(String value) {
    this.value = value;
  }

  /** The known constant with this value, or a new one. */
  @JsonCreator
  public static UsagePeriod of(String value) {
    if (value == null) throw new IllegalArgumentException("UsagePeriod value is null");
    for (UsagePeriod known : KNOWN) if (known.value.equals(value)) return known;
    return new UsagePeriod(value);
  }

  /** The values this version of the library knows. */
  public static List<UsagePeriod> known() {
    return KNOWN;
  }

  /** The value as the API spells it. */
  @JsonValue
  public String value() {
    return value;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof UsagePeriod that && value.equals(that.value);
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
