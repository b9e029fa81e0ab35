package dev.mailwright.models;

/**
 * A listTemplates query; every field is optional.
 *
 * @param category only templates of this category
 * @param limit how many templates a page holds (1–100, default 20)
 * @param offset how many templates to skip (default 0)
 */
public record ListTemplatesParams(TemplateCategory category, Integer limit, Integer offset) {

  public static Builder builder() {
    return new Builder();
  }

  /** Builds a {@link ListTemplatesParams}. */
  public static final class Builder {
    private TemplateCategory category;
    private Integer limit;
    private Integer offset;

    private Builder() {}

    public Builder category(TemplateCategory category) {
      this.category = category;
      return this;
    }

    public Builder limit(int limit) {
      this.limit = limit;
      return this;
    }

    public Builder offset(int offset) {
      this.offset = offset;
      return this;
    }

    public ListTemplatesParams build() {
      return new ListTemplatesParams(category, limit, offset);
    }
  }
}
