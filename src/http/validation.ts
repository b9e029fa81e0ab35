/** Turns ajv's errors into the envelope's `details`: one entry per problem, in words. */
import type { ErrorObject } from 'ajv';
import type { ErrorDetail } from './errors.js';

/** Words for the patterns a person would not read at a glance. */
const PATTERN_HINTS: Record<string, string> = {
  purpose: ' (lowercase letters, digits and underscores, starting with a letter)',
  template_id: ' (lowercase letters and digits in dash-separated words)',
  id: ' (lowercase letters and digits in dash-separated words)',
  'idempotency-key': ' (printable ASCII without spaces)',
};

function paramOf(err: ErrorObject): string {
  // instancePath looks like /requestBody/tone, /query/limit or /path/id.
  const parts = err.instancePath.split('/').filter(Boolean).slice(1);
  if (err.keyword === 'required') parts.push(String(err.params.missingProperty));
  if (err.keyword === 'additionalProperties') parts.push(String(err.params.additionalProperty));
  return parts.join('.');
}

function describe(err: ErrorObject, param: string): ErrorDetail {
  const name = param || 'The body';
  const p = err.params as Record<string, unknown>;
  switch (err.keyword) {
    case 'required':
      return { param, code: 'missing_parameter', message: `${param} is required.` };
    case 'additionalProperties':
      return { param, code: 'unknown_parameter', message: `${param} is not a known parameter.` };
    case 'enum':
      return {
        param,
        code: 'invalid_parameter',
        message: `${name} must be one of: ${(p.allowedValues as unknown[]).join(', ')}.`,
      };
    case 'type':
      return {
        param,
        code: 'invalid_parameter',
        message: `${name} must be of type ${String(p.type)}.`,
      };
    case 'minLength':
      return p.limit === 1
        ? { param, code: 'invalid_parameter', message: `${name} must not be empty.` }
        : {
            param,
            code: 'invalid_parameter',
            message: `${name} must be at least ${String(p.limit)} characters long.`,
          };
    case 'maxLength':
      return {
        param,
        code: 'invalid_parameter',
        message: `${name} must be at most ${String(p.limit)} characters long.`,
      };
    case 'minimum':
    case 'maximum':
      return {
        param,
        code: 'invalid_parameter',
        message: `${name} must be ${String(p.comparison)} ${String(p.limit)}.`,
      };
    case 'pattern':
      return {
        param,
        code: 'invalid_parameter',
        message: `${name} must match ${String(p.pattern)}${PATTERN_HINTS[param] ?? ''}.`,
      };
    case 'format':
      return {
        param,
        code: 'invalid_parameter',
        message: `${name} must be a valid ${String(p.format)}.`,
      };
    case 'minItems':
    case 'maxItems':
      return {
        param,
        code: 'invalid_parameter',
        message: `${name} must have ${err.keyword === 'minItems' ? 'at least' : 'at most'} ${String(p.limit)} items.`,
      };
    case 'uniqueItems':
      return { param, code: 'invalid_parameter', message: `${name} must not repeat an item.` };
    case 'maxProperties':
      return {
        param,
        code: 'invalid_parameter',
        message: `${name} must have at most ${String(p.limit)} entries.`,
      };
    default:
      return {
        param,
        code: 'invalid_parameter',
        message: `${name} ${err.message ?? 'is invalid'}.`,
      };
  }
}

/**
 * An `anyOf` of `required` lists (generate: the full inputs, or a template id) fails
 * with one error per branch; the first branch is the one to tell the caller about.
 */
function dropAlternativeBranches(errs: ErrorObject[]): ErrorObject[] {
  return errs.filter((e) => e.keyword !== 'anyOf' && !/\/anyOf\/[1-9]\d*\//.test(e.schemaPath));
}

export function toDetails(errs: ErrorObject[] | null | undefined): ErrorDetail[] {
  const seen = new Set<string>();
  const details: ErrorDetail[] = [];
  for (const err of dropAlternativeBranches(errs ?? [])) {
    const detail = describe(err, paramOf(err));
    if (err.schemaPath.includes('/anyOf/0/')) {
      detail.message = `${detail.param} is required (or give template_id).`;
    }
    const key = `${detail.param}|${detail.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      details.push(detail);
    }
  }
  return details;
}
