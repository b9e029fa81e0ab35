/**
 * Bare commands in a draft ("Send me the report."): a sentence opening with an instruction
 * verb and ending with a period. Tone makes them courteous ("Please send me the report."),
 * friendliness asks them ("Could you send me the report?").
 */
import type { StepContext } from './step.js';

export interface Command {
  start: number;
  end: number;
  /** The whole sentence, with its period. */
  sentence: string;
  /** The verb, lowercased ("send"). */
  verb: string;
  /** What follows the verb, without the period (" me the report"). */
  rest: string;
}

/** Commands this long are explanations, not requests to soften. */
const MAX_COMMAND_WORDS = 20;

export function findCommands(text: string, ctx: StepContext): Command[] {
  const found: Command[] = [];
  const pattern = /(?<=^|[.!?][ \t]+|\n)([A-Z][a-z]+)\b([^.!?\n]*)\.(?=\s|$)/g;
  for (const m of text.matchAll(pattern)) {
    const [sentence, verb = '', rest = ''] = m;
    const word = verb.toLowerCase();
    if (
      !ctx.lang.isVerb(word) ||
      ctx.editing.tone.not_commands.includes(word) ||
      sentence.split(/\s+/).length > MAX_COMMAND_WORDS
    )
      continue;
    found.push({ start: m.index, end: m.index + sentence.length, sentence, verb: word, rest });
  }
  return found;
}
