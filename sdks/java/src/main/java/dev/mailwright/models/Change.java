package dev.mailwright.models;

/**
 * One change improve made.
 *
 * @param kind the improvement kind
 * @param original the text before
 * @param replacement the text after
 * @param reason why it was changed
 */
public record Change(
    String kind,
    String original,
    String replacement,
    String reason) {}
