package dev.mailwright.models;

import java.time.OffsetDateTime;

/**
 * The span of a usage report.
 *
 * @param start its start
 * @param end its end
 * @param granularity hour or day
 */
public record ReportPeriod(
    OffsetDateTime start,
    OffsetDateTime end,
    String granularity) {}
