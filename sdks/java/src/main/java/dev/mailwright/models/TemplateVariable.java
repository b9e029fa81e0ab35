package dev.mailwright.models;

/**
 * A {{variable}} of a template.
 *
 * @param name its name
 * @param description what it holds
 * @param example an example value
 * @param required whether the template needs it
 */
public record TemplateVariable(
    String name,
    String description,
    String example,
    boolean required) {}
