package dev.mailwright.errors;

/**
 * One problem of an invalid request.
 *
 * @param param the parameter, as a dotted path ({@code variables.name}, {@code improvements.0})
 * @param code a stable code such as {@code invalid_parameter}
 * @param message what is wrong, for a person
 */
public record ErrorDetail(String param, String code, String message) {}
