package dev.mailwright.models;

import java.time.Instant;

/**
 * A getUsage query; every field is optional. Without {@code start} and {@code end} the
 * report covers the {@code period} that ends now (default: month).
 *
 * @param period day, week or month
 * @param granularity hour or day (default: hour for a day, day otherwise)
 * @param start start of a custom span (inclusive); needs {@code end}
 * @param end end of a custom span (exclusive); needs {@code start}
 */
public record GetUsageParams(
    UsagePeriod period, Granularity granularity, Instant start, Instant end) {

  public static Builder builder() {
    return new Builder();
  }

  /** Builds a {@link GetUsageParams}. */
  public static final class Builder {
    private UsagePeriod period;
    private Granularity granularity;
    private Instant start;
    private Instant end;

    private Builder() {}

    public Builder period(UsagePeriod period) {
      this.period = period;
      return this;
    }

    public Builder granularity(Granularity granularity) {
      this.granularity = granularity;
      return this;
    }

    public Builder start(Instant start) {
      this.start = start;
      return this;
    }

    public Builder end(Instant end) {
      this.end = end;
      return this;
    }

    public GetUsageParams build() {
      return new GetUsageParams(period, granularity, start, end);
    }
  }
}
