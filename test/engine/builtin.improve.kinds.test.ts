/**
 * Every improvement kind, on drafts that need it: the draft visibly changes, the change is
 * listed under that kind with the text before and after and a reason, the change is the
 * right one for the kind, and nothing of the draft is damaged (facts, leftovers,
 * spelling, greeting and sender).
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { createBuiltinEngine } from '../../src/engine/builtin/index.js';
import type { EmailEngine, ImprovedEmail } from '../../src/engine/engine.js';
import { loadVocabulary } from '../../src/engine/builtin/vocabulary.js';
import { fleschReadingEase, sentenceCount, words } from '../../tools/quality/readability.js';
import {
  DRAFTS,
  KINDS,
  damage,
  fullText,
  type Kind,
  type KindDraft,
} from './builtin.improve.drafts.js';

let engine: EmailEngine;

beforeAll(async () => {
  engine = await createBuiltinEngine();
});

interface Split {
  subject?: string;
  body: string;
}

/** The draft as a reader sees it: a `Subject:` line, if any, and the body. */
function split(content: string): Split {
  const m = /^\s*subject\s*:[ \t]*(.*)\n/i.exec(content);
  return m
    ? { subject: (m[1] ?? '').trim(), body: content.slice(m[0].length).trim() }
    : { body: content.trim() };
}

const ALWAYS = ['spelling', 'grammar'];
const has = (text: string, phrase: string) =>
  new RegExp(`(?<![\\w'’])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w'’])`, 'i').test(
    text,
  );
const paragraphs = (text: string) => text.split(/\n[ \t]*\n/).filter((p) => p.trim() !== '');
const sentenceLength = (text: string) => words(text).length / sentenceCount(text);

const WARMTH = /\b(?:hope|thanks|thank you|glad|appreciate|great|could you|please|happy to)\b/gi;
const CONTRACTION =
  /\b(?:I'm|we're|you're|they're|it's|that's|I'll|we'll|you'll|I've|we've|I'd|don't|can't|won't|isn't|aren't|didn't|doesn't|haven't|wasn't|lemme|gonna|wanna)\b/i;
const REQUEST = /\?|\bplease\b|\blet me know\b|\bcould you\b|\bwould you\b/i;
const BENEFIT = /\b(?:this way|so that|so we can|so you can|which means|benefit|because)\b/i;

/** What each kind, done right, does to a draft that needs it. */
const APPROPRIATE: Readonly<Record<Kind, (draft: KindDraft, result: ImprovedEmail) => void>> = {
  spelling(draft, result) {
    for (const [wrong, right] of draft.fixes ?? []) {
      expect(has(result.content, right)).toBe(true);
      expect(result.content).not.toMatch(new RegExp(`\\b${wrong}\\b`));
      expect(result.changes).toContainEqual(
        expect.objectContaining({ kind: 'spelling', original: wrong, replacement: right }),
      );
    }
  },
  grammar(draft, result) {
    for (const [wrong, right] of draft.fixes ?? []) {
      expect({ fixed: wrong, into: right, content: result.content }).toEqual({
        fixed: wrong,
        into: right,
        content: expect.stringContaining(right),
      });
      expect(result.content).not.toContain(wrong);
    }
  },
  clarity(draft, result) {
    expect(result.stats?.after.words).toBeLessThanOrEqual(result.stats?.before.words ?? 0);
  },
  concise(draft, result) {
    expect(result.stats?.after.words).toBeLessThan(result.stats?.before.words ?? 0);
  },
  tone(draft, result) {
    expect(result.tone).toBe(draft.tone);
  },
  formality(draft, result) {
    expect(result.content).not.toMatch(CONTRACTION);
    expect(result.content.split('\n')[0]).toMatch(/^(?:Dear|Hello|Good (?:morning|afternoon))\b/);
  },
  friendliness(draft, result) {
    const warmth = (text: string) => (text.match(WARMTH) ?? []).length;
    expect(warmth(result.content)).toBeGreaterThan(warmth(split(draft.content).body));
  },
  persuasive(draft, result) {
    const hedges =
      /\b(?:maybe|probably|I think|I guess|wondering|sorry to bother|if that's okay)\b/gi;
    const before = split(draft.content).body;
    const fewerHedges =
      (result.content.match(hedges) ?? []).length < (before.match(hedges) ?? []).length;
    const addsBenefit = BENEFIT.test(result.content) && !BENEFIT.test(before);
    expect({ fewerHedges, addsBenefit }).not.toEqual({ fewerHedges: false, addsBenefit: false });
  },
  structure(draft, result) {
    const before = split(draft.content).body;
    const more = paragraphs(result.content).length > paragraphs(before).length;
    const list = /^- \S/m.test(result.content) && !/^- \S/m.test(before);
    expect(more || list).toBe(true);
    expect(result.content).not.toMatch(/\n{3,}/);
  },
  subject_line(draft, result) {
    const old = split(draft.content).subject ?? '';
    const subject = result.subject ?? '';
    expect(subject.length).toBeGreaterThanOrEqual(3);
    expect(subject.length).toBeLessThanOrEqual(90);
    expect(subject.toLowerCase()).not.toBe(old.toLowerCase());
    expect(subject).not.toMatch(/\n|\.$|!!|\?\?/);
    const firstSentence = paragraphs(result.content)[1]?.split(/(?<=[.!?])\s/)[0] ?? '';
    expect(subject).not.toBe(firstSentence.replace(/[.!?]$/, ''));
  },
  call_to_action(draft, result) {
    const before = split(draft.content).body;
    const parts = paragraphs(result.content);
    // The ask is the last paragraph of the content, just before the sign-off.
    const ask = parts.at(-2) ?? '';
    expect(before).not.toContain(ask);
    expect(ask).toMatch(REQUEST);
    expect(result.changes.some((c) => c.replacement.includes(ask))).toBe(true);
  },
  readability(draft, result) {
    const before = split(draft.content).body;
    expect(fleschReadingEase(result.content)).toBeGreaterThan(fleschReadingEase(before));
    expect(sentenceLength(result.content)).toBeLessThan(sentenceLength(before));
    expect(result.stats?.after.readability).toBeGreaterThan(result.stats?.before.readability ?? 0);
  },
};

it('covers every improvement kind the engine offers', () => {
  expect([...KINDS].sort()).toEqual([...loadVocabulary().improvements].sort());
});

describe.each(KINDS)('builtin improve — %s', (kind) => {
  it.each(DRAFTS[kind].map((d) => [d.title, d] as const))('%s', async (_title, draft) => {
    const result = (
      await engine.improve({
        content: draft.content,
        improvements: [kind],
        ...(draft.tone !== undefined && { tone: draft.tone }),
      })
    ).value;
    const before = split(draft.content);

    // Something visible happened, and only of the kind asked for.
    expect(fullText(result)).not.toBe(
      before.subject === undefined ? before.body : `${before.subject}\n\n${before.body}`,
    );
    expect(result.changes.length).toBeGreaterThan(0);
    // What any reader would fix (spelling, grammar) is fixed whatever was asked.
    expect(result.changes.every((c) => c.kind === kind || ALWAYS.includes(c.kind))).toBe(true);
    expect(result.changes.some((c) => c.kind === kind)).toBe(true);

    // Each change says what it was and why.
    for (const change of result.changes) {
      expect(change.replacement).not.toBe(change.original);
      expect(change.reason.length).toBeGreaterThan(10);
      expect(`${change.original} ${change.replacement} ${change.reason}`).not.toMatch(
        /\bundefined\b|\bnull\b|\{\{|\{[a-z]+\}/,
      );
    }
    // A subject written where there was none has no text before; every other change shows both.
    const shown = result.changes.filter(
      (c) => c.replacement !== '' && (c.original !== '' || before.subject === undefined),
    );
    expect(shown.length).toBeGreaterThan(0);
    if (kind !== 'subject_line') {
      expect(result.changes.some((c) => c.original !== '' && c.replacement !== '')).toBe(true);
    }

    // The change is the one the kind stands for.
    APPROPRIATE[kind](draft, result);
    for (const phrase of draft.gone ?? [])
      expect({ gone: phrase, has: has(fullText(result), phrase) }).toEqual({
        gone: phrase,
        has: false,
      });
    for (const phrase of draft.present ?? [])
      expect({ present: phrase, has: has(fullText(result), phrase) }).toEqual({
        present: phrase,
        has: true,
      });

    // Nothing of the draft is damaged.
    expect(damage(draft, result)).toEqual([]);
    expect(result.stats?.before.words).toBeGreaterThan(0);
    expect(result.summary).toMatch(/\d+ changes?: /);
  });
});
