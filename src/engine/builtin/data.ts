/**
 * The builtin engine's wording lives in YAML under content/ (tones, purposes, recipients,
 * and the editor's tables in content/improve/). This module reads and validates it once;
 * a broken file stops the engine from starting with a message naming the file.
 */
import * as z from 'zod';
import { contentPath } from '../../paths.js';
import { readYamlFile } from '../../yaml.js';

const text = z.string().min(1);
const texts = z.array(text);
const someTexts = z.array(text).min(1);
const rewrite = z.object({ from: text, to: z.string() });
export type Rewrite = z.infer<typeof rewrite>;

const formality = z.enum(['high', 'medium', 'low']);
export type Formality = z.infer<typeof formality>;

/**
 * What a tone says instead for a purpose of a certain mood: delicate (an apology, a
 * complaint, a payment reminder: no "I am so excited to apologize") or warm (thanks,
 * congratulations, a welcome, an invitation: no "Let us settle this").
 */
const moodSchema = z
  .object({
    openers: texts,
    leads: someTexts,
    progressive_leads: texts,
    asks: someTexts,
    offers: someTexts,
    values: someTexts,
    lines: someTexts,
    closings: someTexts,
  })
  .partial();

const toneSchema = z.object({
  description: text,
  formality,
  contractions: z.boolean(),
  greetings: someTexts.optional(),
  subject_prefixes: texts.default([]),
  openers: texts,
  leads: someTexts,
  /** Leads with the act in its -ing form ({vp_ing}: "following up on …"), for variety. */
  progressive_leads: texts.default([]),
  also: someTexts,
  /** An instruction to the reader from the notes ({vp}: "bring your insurance card"). */
  please: texts.default(['Please {vp}.']),
  /** An apology for what the caller says went wrong ({clause}: "we charged your card twice"). */
  sorry: texts.default([]),
  /** The caller's context restated in the tone's words ({text}), when the opening lost a fact. */
  recaps: texts.default([]),
  asks: someTexts,
  offers: someTexts,
  values: someTexts,
  lines: someTexts,
  closings: someTexts,
  sign_offs: someTexts,
  edit: z.object({
    markers: texts,
    line: text.optional(),
    /** Where the line goes: after the greeting (a pleasantry) or before the sign-off. */
    line_at: z.enum(['start', 'end']).default('end'),
    rewrites: z.array(rewrite),
  }),
  delicate: moodSchema.optional(),
  warm: moodSchema.optional(),
});
export type Tone = z.infer<typeof toneSchema>;

const nameless = z.object({ greeting: text, fits: someTexts });

const tonesFile = z.object({
  greetings: z.object({ high: someTexts, medium: someTexts, low: someTexts }),
  greeting_fits: z.object({ high: someTexts, medium: someTexts, low: someTexts }),
  nameless_greetings: z.object({ high: nameless, medium: nameless, low: nameless }),
  greeting_words: someTexts,
  tones: z.record(z.string().regex(/^[a-z][a-z0-9_]*$/), toneSchema),
});

const purposeSchema = z.object({
  frame: text,
  /** Bad news or a problem: tones use their `delicate` words. */
  delicate: z.boolean().default(false),
  /** Good news or a kind word: tones use their `warm` words. */
  warm: z.boolean().default(false),
  /** One phrase or several; every tone draws a different one. */
  bare_frame: z.union([text, someTexts]).transform((v) => (typeof v === 'string' ? [v] : v)),
  when: text.optional(),
  ref: text.optional(),
  subjects: someTexts,
  /**
   * The composer's subject lines in the purpose's style, tried before `subjects`: a variant
   * is used when the request has every value it names ({headline}, {person}, {date} …).
   */
  headlines: texts.default([]),
  fallback_subjects: someTexts,
  asks: someTexts,
  /**
   * The composer's last sentence for a purpose that asks nothing (a thank-you, a
   * congratulation): said instead of the ask. The editor still uses `asks`.
   */
  closes: texts.default([]),
  offers: someTexts,
  values: texts,
  /** The purpose's own sentences, said when an email is short of its band; none where none fits every email of it. */
  details: texts,
  /** What leads into the notes when they are said as a list ("The details:"). */
  list_lead: text.optional(),
  /**
   * Whether notes that can all be said as sentences may still be said as a list. Not in an
   * apology: a list of "the details" reads like a form where the reader expects a person's
   * sentences.
   */
  notes_listed: z.boolean().default(true),
  /**
   * Whether the purpose's plain lead ("I am writing to apologize.") stays when the caller's
   * own words fill the email: it does where it is the email's move (the thanks, the sorry,
   * the invitation); elsewhere the context opens the email by itself.
   */
  lead_needed: z.boolean().default(false),
  keywords: texts,
});
export type Purpose = z.infer<typeof purposeSchema>;

const purposesFile = z.object({
  notes: z.object({
    state_reader: text,
    state_other: text,
    fact: text,
    recap: text,
    list_lead: text,
  }),
  defaults: z.object({ deadline: text, when: text }),
  default: purposeSchema,
  purposes: z.record(z.string().regex(/^[a-z][a-z0-9_]*$/), purposeSchema),
});

const recipientSchema = z.object({
  formality_shift: z.number().int().min(-1).max(1),
  external: z.boolean(),
  aliases: texts.default([]),
  names: texts,
  openers: texts,
  lines: texts,
});
export type Recipient = z.infer<typeof recipientSchema>;

const recipientsFile = z.object({
  default: recipientSchema,
  recipients: z.record(z.string().regex(/^[a-z][a-z0-9_]*$/), recipientSchema),
});

const lexiconFile = z.object({
  verbs: someTexts,
  person_verbs: z.record(text, z.enum(['the', 'your'])),
  particles: someTexts,
  prepositions: someTexts,
  determiners: someTexts,
  subjects: someTexts,
  finite_verbs: someTexts,
  subjectless_verbs: someTexts,
  shared_nouns: someTexts,
  countable_nouns: someTexts,
  mass_nouns: someTexts,
  proper_words: someTexts,
  second_person: z.record(text, text),
  second_person_singular: z.record(text, text),
  you_agreement: z.record(text, text),
  style_directives: someTexts,
  state_adjectives: someTexts,
  prompt_prefixes: someTexts,
});
export type Lexicon = z.infer<typeof lexiconFile>;

const composerFile = z.object({
  cues: someTexts,
  greetings: someTexts,
  feelings: z.record(text, text),
  expressions: z.record(text, text),
  credits: someTexts,
  reader_verbs: someTexts,
  event_nouns: someTexts,
  nominal_acts: z.record(text, text),
  attention_nouns: someTexts,
  wishes: someTexts,
  style_words: someTexts,
  keep_in_mind: someTexts,
  writer_verbs: someTexts,
  noun_first: someTexts,
  passive_participles: someTexts,
  states: someTexts,
  this_is: someTexts,
  progressive_verbs: someTexts,
});
export type ComposerWords = z.infer<typeof composerFile>;

const spellingFile = z.object({
  corrections: z.record(text, text),
  phrases: z.array(rewrite),
  personal: texts,
});

const basicsFile = z.object({
  sound_alikes: z.array(rewrite),
  apostrophes: z.array(rewrite),
  wording: z.array(rewrite),
  shorthand: z.array(rewrite),
});

const wordyFile = z.object({
  concise: z.array(rewrite),
  simplify: z.record(text, text),
  clarity: z.array(rewrite),
  equality: z.record(text, text),
});

const pair = z.tuple([text, text]);
const rewritesFile = z.object({
  contractions: z.array(pair),
  expand_only: z.array(pair),
  formalize: z.array(rewrite),
  casualize: z.array(rewrite),
  persuasive: z.array(rewrite),
  friendliness: z.array(rewrite),
});

const editorFile = z.object({
  kinds: z.record(text, text),
  sign_offs: someTexts,
  casual_sign_offs: someTexts,
  stiff_sign_offs: someTexts,
  formal_sign_off: text,
  relaxed_sign_off: text,
  request_markers: someTexts,
  default_ask: text,
  pleasantry_markers: someTexts,
  pleasantry: text,
  vague_subjects: someTexts,
  paragraph_cues: someTexts,
  readability: z.object({
    max_words: z.number().int().positive(),
    min_part_words: z.number().int().positive(),
  }),
  structure: z.object({
    max_sentences: z.number().int().positive(),
    max_words: z.number().int().positive(),
  }),
  subject: z.object({ max_length: z.number().int().positive() }),
});

export type TonesData = z.infer<typeof tonesFile>;
export type PurposesData = z.infer<typeof purposesFile>;
export type RecipientsData = z.infer<typeof recipientsFile>;
export type SpellingData = z.infer<typeof spellingFile>;
export type WordyData = z.infer<typeof wordyFile>;
export type BasicsData = z.infer<typeof basicsFile>;
export type RewritesData = z.infer<typeof rewritesFile>;
export type EditorData = z.infer<typeof editorFile>;

export interface EngineData {
  tones: TonesData;
  purposes: PurposesData;
  recipients: RecipientsData;
  lexicon: Lexicon;
  /** How the composer reads a request (content/composer.yaml). */
  composer: ComposerWords;
  spelling: SpellingData;
  /** Fixes made whatever was asked (content/improve/basics.yaml). */
  basics: BasicsData;
  wordy: WordyData;
  rewrites: RewritesData;
  editor: EditorData;
}

function readYaml<T>(schema: z.ZodType<T>, ...path: string[]): T {
  const file = contentPath(...path);
  const result = schema.safeParse(readYamlFile(file));
  if (!result.success) {
    throw new Error(`${file} is invalid: ${z.prettifyError(result.error)}`);
  }
  return result.data;
}

export const readTones = (): TonesData => readYaml(tonesFile, 'tones.yaml');
export const readPurposes = (): PurposesData => readYaml(purposesFile, 'purposes.yaml');
export const readRecipients = (): RecipientsData => readYaml(recipientsFile, 'recipients.yaml');
export const readEditor = (): EditorData => readYaml(editorFile, 'improve', 'editor.yaml');

export function loadEngineData(): EngineData {
  const data: EngineData = {
    tones: readTones(),
    purposes: readPurposes(),
    recipients: readRecipients(),
    lexicon: readYaml(lexiconFile, 'improve', 'lexicon.yaml'),
    composer: readYaml(composerFile, 'composer.yaml'),
    spelling: readYaml(spellingFile, 'improve', 'spelling.yaml'),
    basics: readYaml(basicsFile, 'improve', 'basics.yaml'),
    wordy: readYaml(wordyFile, 'improve', 'wordy.yaml'),
    rewrites: readYaml(rewritesFile, 'improve', 'rewrites.yaml'),
    editor: readEditor(),
  };
  assertUniqueRecipientNames(data.recipients);
  return data;
}

/** An alias claimed by two kinds would make the lookup depend on file order. */
function assertUniqueRecipientNames(recipients: RecipientsData): void {
  const owner = new Map<string, string>();
  for (const [kind, r] of Object.entries(recipients.recipients)) {
    for (const alias of [kind, ...r.aliases]) {
      const previous = owner.get(alias);
      if (previous !== undefined && previous !== kind) {
        throw new Error(`recipients.yaml: "${alias}" names both ${previous} and ${kind}`);
      }
      owner.set(alias, kind);
    }
  }
}
