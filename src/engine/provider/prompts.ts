/**
 * The provider engines' prompts: files under `prompts/` with `{{name}}` slots. Every value
 * that comes from the caller is delimited here, in one place, so that no edit of a prompt
 * file can let caller text out of its markers.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GenerateInput, ImproveInput } from '../engine.js';
import { projectRoot } from '../../paths.js';

export interface Prompt {
  system: string;
  user: string;
}

export interface PromptBook {
  generate(input: GenerateInput): Prompt;
  /** The same brief, asking for plain text (`Subject: …`, a blank line, the body) to stream. */
  generateStream(input: GenerateInput): Prompt;
  improve(input: ImproveInput): Prompt;
  /** The note appended to the user part when a reply is asked for again. */
  repair(problem: string): string;
}

const OPEN = '<caller_text>';
const CLOSE = '</caller_text>';
const NONE = '(none)';

/**
 * Wraps caller text in the markers. A marker look-alike inside the text (any spacing or
 * case) loses its angle bracket, so the text cannot close its own block early.
 */
export function delimit(text: string | undefined): string {
  if (text === undefined || text.trim() === '') return NONE;
  const defused = text.replace(/<(\s*\/?\s*caller_text)/gi, '‹$1');
  return `${OPEN}\n${defused}\n${CLOSE}`;
}

function fill(template: string, values: Record<string, string>, file: string): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => {
    const value = values[name];
    if (value === undefined)
      throw new Error(`prompts/${file} uses {{${name}}}, which has no value`);
    return value;
  });
}

export function loadPromptBook(dir: string = join(projectRoot(), 'prompts')): PromptBook {
  const read = (file: string) => ({ file, text: readFileSync(join(dir, file), 'utf8').trim() });
  const parts = {
    generateSystem: read('generate.system.md'),
    generateUser: read('generate.user.md'),
    generateStreamSystem: read('generate.stream.system.md'),
    improveSystem: read('improve.system.md'),
    improveUser: read('improve.user.md'),
    repair: read('repair.md'),
  };
  const render = (part: { file: string; text: string }, values: Record<string, string> = {}) =>
    fill(part.text, values, part.file);

  const generateUser = (input: GenerateInput) => {
    const template = input.template
      ? `Subject: ${input.template.subject}\n\n${input.template.body}`
      : undefined;
    return render(parts.generateUser, {
      tone: delimit(input.tone),
      recipient: delimit(input.recipient),
      purpose: delimit(input.purpose),
      length: input.length ?? 'medium',
      language: delimit(input.language ?? 'en'),
      recipient_name: delimit(input.recipientName),
      sender_name: delimit(input.senderName),
      context: delimit(input.context),
      additional_notes: delimit(input.additionalNotes),
      template: delimit(template),
    });
  };

  return {
    generate(input) {
      return { system: render(parts.generateSystem), user: generateUser(input) };
    },
    generateStream(input) {
      return { system: render(parts.generateStreamSystem), user: generateUser(input) };
    },
    improve(input) {
      return {
        system: render(parts.improveSystem),
        user: render(parts.improveUser, {
          improvements: delimit(input.improvements.join(', ')),
          tone: input.tone === undefined ? "(keep the draft's tone)" : delimit(input.tone),
          content: delimit(input.content),
        }),
      };
    },
    repair(problem) {
      return render(parts.repair, { problem });
    },
  };
}
