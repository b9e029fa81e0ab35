package dev.mailwright.models;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * An improve request. Only {@code content} is required; without {@code improvements} the
 * service applies grammar, spelling, clarity and concise.
 *
 * @param content the draft; a first line {@code Subject: …} is treated as its subject
 * @param improvements what to improve
 * @param tone the tone to move toward
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ImproveEmailParams(String content, List<ImprovementKind> improvements, Tone tone) {

  public static Builder builder() {
    return new Builder();
  }

  /** Builds an {@link ImproveEmailParams}. */
  public static final class Builder {
    private String content;
    private List<ImprovementKind> improvements;
    private Tone tone;

    private Builder() {}

    public Builder content(String content) {
      this.content = content;
      return this;
    }

    public Builder improvements(List<ImprovementKind> improvements) {
      this.improvements = improvements == null ? null : new ArrayList<>(improvements);
      return this;
    }

    public Builder improvements(ImprovementKind... improvements) {
      return improvements(Arrays.asList(improvements));
    }

    public Builder tone(Tone tone) {
      this.tone = tone;
      return this;
    }

    public ImproveEmailParams build() {
      if (content == null) throw new IllegalArgumentException("content is required");
      return new ImproveEmailParams(
          content, improvements == null ? null : List.copyOf(improvements), tone);
    }
  }
}
