package dev.mailwright.models;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.List;

/**
 * What improve changes.
 *
 * <p>The constants are the values this version of the library knows; {@link #of(String)}
 * makes any other (one the service added later, say) without an upgrade. The service rejects
 * values it does not know with a 400 that names the allowed ones.
 */
public final class ImprovementKind {
  public static final ImprovementKind GRAMMAR = new ImprovementKind("grammar");
  public static final ImprovementKind SPELLING = new ImprovementKind("spelling");
  public static final ImprovementKind CLARITY = new ImprovementKind("clarity");
  public static final ImprovementKind CONCISE = new ImprovementKind("concise");
  public static final ImprovementKind TONE = new ImprovementKind("tone");
  public static final ImprovementKind FORMALITY = new ImprovementKind("formality");
  public static final ImprovementKind FRIENDLINESS = new ImprovementKind("friendliness");
  public static final ImprovementKind PERSUASIVE = new ImprovementKind("persuasive");
  public static final ImprovementKind STRUCTURE = new ImprovementKind("structure");
  public static final ImprovementKind SUBJECT_LINE = new ImprovementKind("subject_line");
  public static final ImprovementKind CALL_TO_ACTION = new ImprovementKind("call_to_action");
  public static final ImprovementKind READABILITY = new ImprovementKind("readability");

  private static final List<ImprovementKind> KNOWN = List.of(GRAMMAR, SPELLING, CLARITY, CONCISE, TONE, FORMALITY, FRIENDLINESS, PERSUASIVE, STRUCTURE, SUBJECT_LINE, CALL_TO_ACTION, READABILITY);

  private final String value;

  private ImprovementKind(String value) {
    this.value = value;
  }

  /** The known constant with this value, or a new one. */
  @JsonCreator
  public static ImprovementKind of(String value) {
    if (value == null) throw new IllegalArgumentException("ImprovementKind value is null");
    for (ImprovementKind known : KNOWN) if (known.value.equals(value)) return known;
    return new ImprovementKind(value);
  }

  /** The values this version of the library knows. */
  public static List<ImprovementKind> known() {
    return KNOWN;
  }

  /** The value as the API spells it. */
  @JsonValue
  public String value() {
    return value;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof ImprovementKind that && value.equals(that.value);
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
