package dev.mailwright.models;

/**
 * An improved draft.
 *
 * @param subject the subject, when the draft had one or subject_line wrote one
 * @param content the improved body
 * @param tone the tone asked for
 * @param wordCount the number of words in content
 */
public record ImprovedEmail(
    String subject,
    String content,
    String tone,
    int wordCount) {}
