package dev.mailwright;

import java.time.Duration;

/**
 * Settings for one call that override the client's.
 *
 * @param idempotencyKey the {@code Idempotency-Key} to send with a POST, instead of a fresh
 *     one; use it to make a retry of your own (after a crash, say) safe
 * @param timeout the timeout for this call
 * @param maxRetries how many times this call may be tried again
 */
public record RequestOptions(String idempotencyKey, Duration timeout, Integer maxRetries) {
  /** No overrides. */
  public static final RequestOptions NONE = new RequestOptions(null, null, null);

  public static Builder builder() {
    return new Builder();
  }

  /** Builds {@link RequestOptions}. */
  public static final class Builder {
    private String idempotencyKey;
    private Duration timeout;
    private Integer maxRetries;

    private Builder() {}

    public Builder idempotencyKey(String idempotencyKey) {
      this.idempotencyKey = idempotencyKey;
      return this;
    }

    public Builder timeout(Duration timeout) {
      this.timeout = timeout;
      return this;
    }

    public Builder maxRetries(int maxRetries) {
      this.maxRetries = maxRetries;
      return this;
    }

    public RequestOptions build() {
      return new RequestOptions(idempotencyKey, timeout, maxRetries);
    }
  }
}
