/**
 * The editor's own tables, from content/improve/editing.yaml: read and validated once when
 * the engine starts; a broken file stops it with a message naming the file.
 */
import * as z from 'zod';
import { contentPath } from '../../../paths.js';
import { readYamlFile } from '../../../yaml.js';

const text = z.string().min(1);
const texts = z.array(text);
const someTexts = z.array(text).min(1);
const words = z.record(text, text);
const rewrite = z.object({ from: text, to: z.string() });
const count = z.number().int().positive();

const editingFile = z.object({
  greetings: z.object({
    extra_words: texts,
    group_names: someTexts,
    formal_group_names: z.object({ high: words, medium: words }),
    warm: text,
    polite: text,
  }),
  sign_offs: z.object({ extra: texts, warm: text, polite: text }),
  grammar: z.object({
    agreement: z.record(text, words),
    s_forms: words,
    agreement_guards: texts,
    subjunctive_guards: texts,
    object_pronouns: texts,
    clause_openers: texts,
    singular_determiners: someTexts,
    singular_verbs: words,
    plural_determiners: someTexts,
    plural_verbs: words,
    not_singular: texts,
    noun_agreement_blocked_after: texts,
    sentence_starters: someTexts,
    ambiguous_proper: texts,
    /** Words mixed up with a sound-alike, in the phrase that shows which was meant. */
    confusions: z.array(z.object({ from: text, to: text })),
  }),
  tone: z.object({
    soften: z.array(rewrite),
    not_commands: texts,
    courteous_command: text,
  }),
  formality: z.object({
    casual: z.array(rewrite.extend({ start: text.optional() })),
  }),
  persuasive: z.object({
    hedges: z.array(rewrite.extend({ question: text.optional() })),
    benefit_markers: someTexts,
    pitch_cues: someTexts,
    benefit_frames: someTexts,
    default_values: someTexts,
  }),
  readability: z.object({
    joints: z.array(
      z.object({
        join: text,
        lead: z.string(),
        before: z.enum(['subject', 'plural_verb', 'singular_verb']).optional(),
      }),
    ),
    subjects: someTexts,
    plural_verbs: someTexts,
    singular_verbs: someTexts,
    common_openers: someTexts,
    plain_words: z.array(rewrite),
  }),
  structure: z.object({
    list_min_items: count,
    list_max_item_words: count,
    list_bullet: text,
  }),
  subject: z.object({
    stop_at_end: someTexts,
    request: text,
    request_openers: someTexts,
    not_verbs: texts,
    empty_words: texts,
    lead_ins: z.array(rewrite),
    max_words: count,
  }),
  call_to_action: z.object({ when: text, fallback: text }),
  summary: z.object({ clean: text, fixes: z.record(text, text) }),
});

export type EditingData = z.infer<typeof editingFile>;

export function readEditing(): EditingData {
  const file = contentPath('improve', 'editing.yaml');
  const result = editingFile.safeParse(readYamlFile(file));
  if (!result.success) throw new Error(`${file} is invalid: ${z.prettifyError(result.error)}`);
  return result.data;
}
