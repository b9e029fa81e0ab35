/**
 * The shape a provider must reply in, as a JSON schema (sent as a response format or a
 * tool's input) and as the validator applied to whatever comes back. A reply that is
 * almost right (the JSON wrapped in a code fence or in prose) is repaired here; anything
 * else is a problem described in words the model can act on when asked again.
 */
import * as z from 'zod';
import type { Change, ImproveInput } from '../engine.js';

export type JsonSchema = Record<string, unknown>;

export interface ReplyShape<T> {
  /** The name of the schema, and of the tool where the provider offers tools. */
  name: string;
  description: string;
  schema: JsonSchema;
  parse(raw: unknown): { ok: true; value: T } | { ok: false; problem: string };
}

export interface GeneratedReply {
  subject: string;
  content: string;
}

export interface ImprovedReply {
  subject: string;
  content: string;
  changes: Change[];
}

const text = z.string().trim().min(1);

function shape<T>(
  name: string,
  description: string,
  schema: JsonSchema,
  validator: z.ZodType<T>,
): ReplyShape<T> {
  return {
    name,
    description,
    schema,
    parse(raw) {
      const data = typeof raw === 'string' ? parseLoose(raw) : raw;
      if (data === undefined) return { ok: false, problem: 'it was not a JSON object.' };
      const checked = validator.safeParse(data);
      if (checked.success) return { ok: true, value: checked.data };
      const issues = checked.error.issues
        .slice(0, 5)
        .map((i) => `${i.path.join('.') || 'the reply'}: ${i.message}`);
      return { ok: false, problem: `${issues.join('; ')}.` };
    },
  };
}

/** JSON text, or JSON inside a code fence or surrounded by prose; undefined when none. */
export function parseLoose(raw: string): unknown {
  const candidates = [raw.trim()];
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(raw);
  if (fenced?.[1]) candidates.push(fenced[1].trim());
  const first = raw.indexOf('{');
  const last = raw.lastIndexOf('}');
  if (first >= 0 && last > first) candidates.push(raw.slice(first, last + 1));
  for (const candidate of candidates) {
    try {
      const value: unknown = JSON.parse(candidate);
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) return value;
    } catch {
      // Not this candidate; try the next.
    }
  }
  return undefined;
}

export const generatedReply: ReplyShape<GeneratedReply> = shape(
  'write_email',
  'Return the email: its subject line and its body.',
  {
    type: 'object',
    additionalProperties: false,
    required: ['subject', 'content'],
    properties: {
      subject: { type: 'string', description: 'The subject line, without a "Subject:" prefix.' },
      content: { type: 'string', description: 'The body, from greeting to sign-off.' },
    },
  },
  z.object({ subject: text, content: text }),
);

/** The improve reply's shape: the change kinds are limited to the improvements asked for. */
export function improvedReply(input: ImproveInput): ReplyShape<ImprovedReply> {
  const kinds = input.improvements.length > 0 ? input.improvements : ['clarity'];
  return shape(
    'improve_email',
    'Return the improved email and the list of changes made.',
    {
      type: 'object',
      additionalProperties: false,
      required: ['subject', 'content', 'changes'],
      properties: {
        subject: {
          type: 'string',
          description: 'The improved subject line, or an empty string when there is none.',
        },
        content: { type: 'string', description: 'The improved body.' },
        changes: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['kind', 'original', 'replacement', 'reason'],
            properties: {
              kind: { type: 'string', enum: kinds },
              original: { type: 'string' },
              replacement: { type: 'string' },
              reason: { type: 'string' },
            },
          },
        },
      },
    },
    z.object({
      subject: z.string().trim(),
      content: text,
      changes: z.array(
        z.object({
          kind: z.enum(kinds as [string, ...string[]]),
          original: z.string(),
          replacement: z.string(),
          reason: z.string(),
        }),
      ),
    }),
  );
}
