package dev.mailwright.models;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.List;

/**
 * The size of a usage time-series bucket.
 *
 * <p>The constants are the values this version of the library knows; {@link #of(String)}
 * makes any other (one the service added later, say) without an upgrade. The service rejects
 * values it does not know with a 400 that names the allowed ones.
 */
public final class Granularity {
  public static final Granularity HOUR = new Granularity("hour");
  public static final Granularity DAY = new Granularity("day");

  private static final List<Granularity> KNOWN = List.of(HOUR, DAY);

  private final String value;

  private Granularity(String value) {
    this.value = value;
  }

  /** The known constant with this value, or a new one. */
  @JsonCreator
  public static Granularity of(String value) {
    if (value == null) throw new IllegalArgumentException("Granularity value is null");
    for (Granularity known : KNOWN) if (known.value.equals(value)) return known;
    return new Granularity(value);
  }

  /** The values this version of the library knows. */
  public static List<Granularity> known() {
    return KNOWN;
  }

  /** The value as the API spells it. */
  @JsonValue
  public String value() {
    return value;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Granularity that && value.equals(that.value);
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
