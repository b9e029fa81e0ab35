package dev.mailwright.models;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A generate request. {@code context}, {@code tone}, {@code recipient} and {@code purpose}
 * are required unless {@code templateId} is given (the service checks). Build one with
 * {@link #builder()}; fields left out are not sent, and the service's defaults apply.
 *
 * @param context what the email is about, in free text
 * @param tone the tone
 * @param recipient the kind of recipient (client, colleague, team … or any short description)
 * @param purpose an identifier-like word (follow_up, introduction … or e.g. renewal_notice)
 * @param additionalNotes extra facts to weave into the email
 * @param recipientName used in place of the [Recipient Name] placeholder
 * @param senderName used in place of the [Your Name] placeholder
 * @param length short, medium (the default) or long
 * @param variation another wording of the same email (0–99; the same input and variation give
 *     the same email)
 * @param language the language to write in ({@code en})
 * @param templateId write from this catalog template
 * @param variables values for the template's variables
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record GenerateEmailParams(
    String context,
    Tone tone,
    String recipient,
    String purpose,
    String additionalNotes,
    String recipientName,
    String senderName,
    Length length,
    Integer variation,
    String language,
    String templateId,
    Map<String, String> variables) {

  public static Builder builder() {
    return new Builder();
  }

  /** Builds a {@link GenerateEmailParams}. */
  public static final class Builder {
    private String context;
    private Tone tone;
    private String recipient;
    private String purpose;
    private String additionalNotes;
    private String recipientName;
    private String senderName;
    private Length length;
    private Integer variation;
    private String language;
    private String templateId;
    private Map<String, String> variables;

    private Builder() {}

    public Builder context(String context) {
      this.context = context;
      return this;
    }

    public Builder tone(Tone tone) {
      this.tone = tone;
      return this;
    }

    public Builder recipient(String recipient) {
      this.recipient = recipient;
      return this;
    }

    public Builder purpose(String purpose) {
      this.purpose = purpose;
      return this;
    }

    public Builder additionalNotes(String additionalNotes) {
      this.additionalNotes = additionalNotes;
      return this;
    }

    public Builder recipientName(String recipientName) {
      this.recipientName = recipientName;
      return this;
    }

    public Builder senderName(String senderName) {
      this.senderName = senderName;
      return this;
    }

    public Builder length(Length length) {
      this.length = length;
      return this;
    }

    public Builder variation(int variation) {
      this.variation = variation;
      return this;
    }

    public Builder language(String language) {
      this.language = language;
      return this;
    }

    public Builder templateId(String templateId) {
      this.templateId = templateId;
      return this;
    }

    /** All the template's variables at once. */
    public Builder variables(Map<String, String> variables) {
      this.variables = variables == null ? null : new LinkedHashMap<>(variables);
      return this;
    }

    /** One template variable. */
    public Builder variable(String name, String value) {
      if (variables == null) variables = new LinkedHashMap<>();
      variables.put(name, value);
      return this;
    }

    public GenerateEmailParams build() {
      return new GenerateEmailParams(
          context,
          tone,
          recipient,
          purpose,
          additionalNotes,
          recipientName,
          senderName,
          length,
          variation,
          language,
          templateId,
          variables == null ? null : Map.copyOf(variables));
    }
  }
}
