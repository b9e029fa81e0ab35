package dev.mailwright.models;

import java.time.OffsetDateTime;

/**
 * One bucket of the usage time series.
 *
 * @param start its start
 * @param requests requests
 * @param tokens tokens
 * @param credits credits
 */
public record UsageBucket(
    OffsetDateTime start,
    long requests,
    long tokens,
    long credits) {}
