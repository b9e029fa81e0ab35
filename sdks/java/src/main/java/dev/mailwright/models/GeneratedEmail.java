package dev.mailwright.models;

import java.util.List;

/**
 * A written email.
 *
 * @param subject the subject line
 * @param content the body; may contain [Recipient Name] and [Your Name] placeholders
 * @param tone the tone it was written in
 * @param wordCount the number of words in content
 * @param purpose the purpose it was written for
 * @param recipient the kind of recipient it was written for
 * @param templateId the template it was written from, if any
 * @param placeholders the bracketed placeholders left to fill in
 */
public record GeneratedEmail(
    String subject,
    String content,
    String tone,
    int wordCount,
    String purpose,
    String recipient,
    String templateId,
    List<String> placeholders) {}
