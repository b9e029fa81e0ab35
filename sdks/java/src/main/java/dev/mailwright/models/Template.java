package dev.mailwright.models;

import java.util.List;

/**
 * A catalog template.
 *
 * @param id its id
 * @param name its name
 * @param description what it is for
 * @param category its category
 * @param tone its tone
 * @param purpose its purpose
 * @param recipient its kind of recipient
 * @param subject the subject, with {{variables}}
 * @param body the body, with {{variables}}
 * @param variables its variables
 */
public record Template(
    String id,
    String name,
    String description,
    String category,
    String tone,
    String purpose,
    String recipient,
    String subject,
    String body,
    List<TemplateVariable> variables) {}
