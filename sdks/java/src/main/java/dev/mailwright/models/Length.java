package dev.mailwright.models;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.List;

/**
 * How long a generated email is: about 40–90 words (short), 90–170 (medium) or 170–300 (long).
 *
 * <p>The constants are the values this version of the library knows; {@link #of(String)}
 * makes any other (one the service added later, say) without an upgrade. The service rejects
 * values it does not know with a 400 that names the allowed ones.
 */
public final class Length {
  public static final Length SHORT = new Length("short");
  public static final Length MEDIUM = new Length("medium");
  public static final Length LONG = new Length("long");

  private static final List<Length> KNOWN = List.of(SHORT, MEDIUM, LONG);

  private final String value;

  private Length(String value) {
    this.value = value;
  }

  /** The known constant with this value, or a new one. */
  @JsonCreator
  public static Length of(String value) {
    if (value == null) throw new IllegalArgumentException("Length value is null");
    for (Length known : KNOWN) if (known.value.equals(value)) return known;
    return new Length(value);
  }

  /** The values this version of the library knows. */
  public static List<Length> known() {
    return KNOWN;
  }

  /** The value as the API spells it. */
  @JsonValue
  public String value() {
    return value;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Length that && value.equals(that.value);
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
