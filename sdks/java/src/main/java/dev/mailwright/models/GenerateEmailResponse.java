package dev.mailwright.models;

/**
 * The answer of generate: the email and what it cost.
 *
 * @param success always true
 * @param engine which engine wrote it (builtin, openai, anthropic)
 * @param email the email
 * @param usage what it cost
 */
public record GenerateEmailResponse(
    boolean success,
    String engine,
    GeneratedEmail email,
    OperationUsage usage) {}
