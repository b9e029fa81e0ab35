package dev.mailwright.models;

import java.util.List;
import java.util.Map;

/**
 * The answer of getUsage.
 *
 * @param success always true
 * @param period the span
 * @param totals totals
 * @param operations counters per operationId
 * @param series one bucket per hour or day, oldest first
 * @param rateLimit the rate-limit state
 * @param credits the credit balance
 * @param plan the plan
 */
public record UsageReport(
    boolean success,
    ReportPeriod period,
    Counters totals,
    Map<String, Counters> operations,
    List<UsageBucket> series,
    RateLimitState rateLimit,
    CreditBalance credits,
    Plan plan) {}
