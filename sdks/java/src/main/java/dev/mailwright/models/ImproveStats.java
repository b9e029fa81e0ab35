package dev.mailwright.models;

/**
 * The draft's statistics before and after.
 *
 * @param before before
 * @param after after
 */
public record ImproveStats(
    TextStats before,
    TextStats after) {}
