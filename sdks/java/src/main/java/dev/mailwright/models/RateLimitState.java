package dev.mailwright.models;

import java.time.OffsetDateTime;

/**
 * The plan's rate-limit state.
 *
 * @param limit requests per window
 * @param remaining requests left
 * @param windowSeconds the window's length
 * @param resetAt when the window resets
 */
public record RateLimitState(
    long limit,
    long remaining,
    long windowSeconds,
    OffsetDateTime resetAt) {}
