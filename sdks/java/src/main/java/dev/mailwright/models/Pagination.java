package dev.mailwright.models;

/**
 * Where a page sits in a list.
 *
 * @param total how many items match in all
 * @param limit the page size
 * @param offset how many were skipped
 * @param hasMore whether a further page exists
 */
public record Pagination(
    int total,
    int limit,
    int offset,
    boolean hasMore) {}
