package dev.mailwright.models;

/**
 * The account's plan.
 *
 * @param id free, professional or enterprise
 * @param name its name
 */
public record Plan(
    String id,
    String name) {}
