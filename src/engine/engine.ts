/**
 * EmailEngine is the seam between the HTTP layer and whatever writes text: the offline
 * builtin composer and the provider engines (OpenAI-compatible, Anthropic). Handlers
 * know only this interface, and every engine streams.
 */

export type Length = 'short' | 'medium' | 'long';

export interface GenerateInput {
  context: string;
  tone: string;
  /** Kind of recipient (`client`, `manager`, …); unknown kinds get neutral wording. */
  recipient: string;
  /** Identifier-like purpose (`follow_up`, …); unknown purposes get a generic structure. */
  purpose: string;
  additionalNotes?: string;
  recipientName?: string;
  senderName?: string;
  length?: Length;
  /** 0 (default) or another number for an alternative wording; deterministic either way. */
  variation?: number;
  /** BCP 47 tag; the builtin engine writes English only. */
  language?: string;
  /** A catalog template already rendered with the caller's variables. */
  template?: RenderedTemplate;
}

export interface RenderedTemplate {
  id: string;
  subject: string;
  body: string;
}

export interface WrittenEmail {
  subject: string;
  content: string;
  tone: string;
}

export interface ImproveInput {
  /** The draft; may start with a `Subject: …` line. */
  content: string;
  improvements: string[];
  /** Target tone; when absent the draft keeps its tone. */
  tone?: string;
}

export interface Change {
  kind: string;
  original: string;
  replacement: string;
  reason: string;
}

export interface ImprovedEmail {
  content: string;
  /** Present when the draft had a subject line or the engine wrote one. */
  subject?: string;
  tone?: string;
  changes: Change[];
  /** Words and Flesch reading ease (1 decimal) of the body before and after. */
  stats?: {
    before: { words: number; readability: number };
    after: { words: number; readability: number };
  };
  /** One sentence on what changed, e.g. "The draft was already clean; no changes were needed." */
  summary?: string;
}

export interface EngineResult<T> {
  value: T;
  /** Tokens the work used, counted with a real tokenizer (or the provider's own count). */
  tokensUsed: number;
  /** Which engine wrote it (`builtin`, `openai`, …). */
  engine: string;
}

/** Receives the body of the email piece by piece, as it is written. */
export type OnDelta = (text: string) => void;

export interface EmailEngine {
  readonly name: string;
  /**
   * Tokens to reserve before writing: what generate will use, or an upper bound of it when
   * the engine cannot know (a provider). May be asynchronous: an engine that knows its exact
   * cost only by writing (the builtin) writes here and hands the result to `generate`.
   */
  estimateGenerate(input: GenerateInput): number | Promise<number>;
  generate(input: GenerateInput, signal?: AbortSignal): Promise<EngineResult<WrittenEmail>>;
  /**
   * Calls `onDelta` with pieces of the body (joined, they are exactly the final `content`;
   * the subject comes only in the result) and resolves with the same result `generate`
   * would. An engine that writes all at once streams its finished body
   * (`streamWhenWritten` in `streaming.ts`).
   */
  generateStream(
    input: GenerateInput,
    onDelta: OnDelta,
    signal?: AbortSignal,
  ): Promise<EngineResult<WrittenEmail>>;
  estimateImprove(input: ImproveInput): number | Promise<number>;
  improve(input: ImproveInput, signal?: AbortSignal): Promise<EngineResult<ImprovedEmail>>;
  /** Loads what the engine loads lazily (models, dictionaries), once the server listens. */
  warmUp?(): Promise<void>;
}

/**
 * The caller hung up while an engine was streaming: the work stopped (the upstream request
 * is cancelled), and `tokensUsed` is what had been used by then, to charge for it.
 */
export class StreamAbortedError extends Error {
  override readonly name = 'StreamAbortedError';
  constructor(
    readonly tokensUsed: number,
    options?: { cause?: unknown },
  ) {
    super('the caller went away while the email was being written', options);
  }
}
