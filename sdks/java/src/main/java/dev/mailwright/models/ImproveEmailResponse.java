package dev.mailwright.models;

import java.util.List;

/**
 * The answer of improve: the improved email and every change.
 *
 * @param success always true
 * @param engine which engine improved it
 * @param email the improved email
 * @param changes every change, in order
 * @param summary what was done, in one sentence
 * @param stats before and after
 * @param usage what it cost
 */
public record ImproveEmailResponse(
    boolean success,
    String engine,
    ImprovedEmail email,
    List<Change> changes,
    String summary,
    ImproveStats stats,
    OperationUsage usage) {}
