package dev.mailwright.models;

/**
 * What one request of generate or improve consumed.
 *
 * @param tokensUsed tokens this request used: the credits it cost
 * @param remainingCredits the account's balance after this request
 */
public record OperationUsage(
    long tokensUsed,
    long remainingCredits) {}
