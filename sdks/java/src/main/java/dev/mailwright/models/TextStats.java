package dev.mailwright.models;

/**
 * Word count and Flesch reading ease of a text.
 *
 * @param words words
 * @param readability Flesch reading ease (higher is easier)
 */
public record TextStats(
    int words,
    double readability) {}
