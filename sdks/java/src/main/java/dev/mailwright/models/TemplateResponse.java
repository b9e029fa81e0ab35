package dev.mailwright.models;

/**
 * The answer of getTemplate.
 *
 * @param success always true
 * @param template the template
 */
public record TemplateResponse(
    boolean success,
    Template template) {}
