/**
 * What a call to the builtin engine is billed: the tokens of the caller's input, written
 * out as a prompt to a model would carry it, plus the tokens of the written output. The
 * estimates are upper bounds of that, so the credits reserved before the work always
 * cover what it uses.
 */
import type { GenerateInput, ImproveInput, Length } from '../engine.js';
import { countTokens } from '../tokens.js';

export function generatePrompt(input: GenerateInput): string {
  const lines = [
    `Write an email in English.`,
    `Context: ${input.context}`,
    `Tone: ${input.tone}`,
    `Recipient: ${input.recipient}`,
    `Purpose: ${input.purpose}`,
    `Length: ${input.length ?? 'medium'}`,
  ];
  if (input.additionalNotes !== undefined) lines.push(`Additional notes: ${input.additionalNotes}`);
  if (input.recipientName !== undefined) lines.push(`Recipient name: ${input.recipientName}`);
  if (input.senderName !== undefined) lines.push(`Sender name: ${input.senderName}`);
  if (input.template !== undefined) {
    lines.push(
      `Template subject: ${input.template.subject}`,
      `Template body:\n${input.template.body}`,
    );
  }
  return lines.join('\n');
}

export function improvePrompt(input: ImproveInput): string {
  const lines = [`Improve this email draft: ${input.improvements.join(', ')}.`];
  if (input.tone !== undefined) lines.push(`Target tone: ${input.tone}`);
  lines.push(`Draft:\n${input.content}`);
  return lines.join('\n');
}

export function outputTokens(subject: string | undefined, content: string): number {
  return countTokens(subject === undefined ? content : `${subject}\n\n${content}`);
}

/**
 * Tokens of the engine's own words in the longest email of each band: 300 words of
 * content plus a subject stay well under these (English runs about 1.3 tokens a word).
 */
const OWN_WORDS_CAP: Readonly<Record<Length, number>> = { short: 400, medium: 700, long: 1000 };

/**
 * The caller's text can reappear in the output (the context as a sentence, the notes,
 * the names, a template), reworded slightly: a determiner added, "they" → "you". Twice
 * its tokens covers that with room to spare.
 */
const ECHO_FACTOR = 2;

export function estimateGenerateTokens(input: GenerateInput): number {
  const echoed = [
    input.context,
    input.additionalNotes,
    input.recipientName,
    input.senderName,
    input.template?.subject,
    input.template?.body,
  ]
    .filter((t): t is string => t !== undefined)
    .reduce((sum, t) => sum + countTokens(t), 0);
  return (
    countTokens(generatePrompt(input)) +
    OWN_WORDS_CAP[input.length ?? 'medium'] +
    ECHO_FACTOR * echoed
  );
}

/**
 * The editor rewrites the draft in place: each word becomes at most a short phrase
 * ("ASAP" → "as soon as possible"), and it adds at most a few sentences (a subject, a
 * greeting, an ask, a tone line). Three times the draft plus a margin bounds that.
 */
const EDIT_FACTOR = 3;
const EDIT_MARGIN = 300;

export function estimateImproveTokens(input: ImproveInput): number {
  return countTokens(improvePrompt(input)) + EDIT_FACTOR * countTokens(input.content) + EDIT_MARGIN;
}
