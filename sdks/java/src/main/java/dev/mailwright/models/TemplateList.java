package dev.mailwright.models;

import java.util.List;

/**
 * One page of templates.
 *
 * @param success always true
 * @param templates the page
 * @param pagination where it sits
 */
public record TemplateList(
    boolean success,
    List<Template> templates,
    Pagination pagination) {}
