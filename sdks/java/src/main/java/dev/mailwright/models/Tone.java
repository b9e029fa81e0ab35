package dev.mailwright.models;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.List;

/**
 * The tone of an email.
 *
 * <p>The constants are the values this version of the library knows; {@link #of(String)}
 * makes any other (one the service added later, say) without an upgrade. The service rejects
 * values it does not know with a 400 that names the allowed ones.
 */
public final class Tone {
  public static final Tone PROFESSIONAL = new Tone("professional");
  public static final Tone FRIENDLY = new Tone("friendly");
  public static final Tone FORMAL = new Tone("formal");
  public static final Tone CASUAL = new Tone("casual");
  public static final Tone PERSUASIVE = new Tone("persuasive");
  public static final Tone EMPATHETIC = new Tone("empathetic");
  public static final Tone ENTHUSIASTIC = new Tone("enthusiastic");
  public static final Tone APOLOGETIC = new Tone("apologetic");
  public static final Tone ASSERTIVE = new Tone("assertive");
  public static final Tone GRATEFUL = new Tone("grateful");
  public static final Tone URGENT = new Tone("urgent");
  public static final Tone DIPLOMATIC = new Tone("diplomatic");

  private static final List<Tone> KNOWN = List.of(PROFESSIONAL, FRIENDLY, FORMAL, CASUAL, PERSUASIVE, EMPATHETIC, ENTHUSIASTIC, APOLOGETIC, ASSERTIVE, GRATEFUL, URGENT, DIPLOMATIC);

  private final String value;

  private Tone(String value) {
    this.value = value;
  }

  /** The known constant with this value, or a new one. */
  @JsonCreator
  public static Tone of(String value) {
    if (value == null) throw new IllegalArgumentException("Tone value is null");
    for (Tone known : KNOWN) if (known.value.equals(value)) return known;
    return new Tone(value);
  }

  /** The values this version of the library knows. */
  public static List<Tone> known() {
    return KNOWN;
  }

  /** The value as the API spells it. */
  @JsonValue
  public String value() {
    return value;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Tone that && value.equals(that.value);
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
