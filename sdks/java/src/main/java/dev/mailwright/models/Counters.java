package dev.mailwright.models;

import java.util.Map;

/**
 * Requests, tokens and credits, and requests by status class.
 *
 * @param requests requests
 * @param tokens tokens
 * @param credits credits
 * @param byStatus requests per status class: 2xx, 4xx, 5xx
 */
public record Counters(
    long requests,
    long tokens,
    long credits,
    Map<String, Long> byStatus) {}
