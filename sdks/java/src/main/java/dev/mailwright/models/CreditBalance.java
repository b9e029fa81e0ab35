package dev.mailwright.models;

/**
 * The account's credits.
 *
 * @param remaining credits left in all
 * @param monthlyAllowance the plan's monthly allowance
 * @param allowanceRemaining what is left of it
 * @param purchased purchased credits
 * @param allowancePeriod the UTC month (YYYY-MM) of the allowance
 */
public record CreditBalance(
    long remaining,
    long monthlyAllowance,
    long allowanceRemaining,
    long purchased,
    String allowancePeriod) {}
