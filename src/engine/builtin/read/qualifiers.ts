/**
 * What a context says of its reader right after naming them, once the name has become
 * "you": the rest of a title, where they work, what they did. Said to them, "you of
 * Lunesdale Buses" and "you in dispatch who passed your test" are not English; "you at
 * Lunesdale Buses" and "you on passing your test" are.
 */
import { infinitiveOf, verbForms } from '../nlp.js';

/** "the director of highways at …": the rest of a title, unsaid once the title is "you". */
const TITLE_REST =
  /^\s+of\s+(?!(?:the|our|my|your|their|his|her|a|an|this|these|those)\s)(?:[\p{Ll}-]+\s+){0,2}?[\p{Ll}-]+(?=\s+(?:at|for|about|that|to|on|in)\s)/u;
/** "the managing director of Lunesdale Buses": "you at Lunesdale Buses". */
const OF_PLACE = /^(\s+)of\s+(?=\p{Lu})/u;

/** "… at Lunesdale Buses that …": where a reader works, before what is said of them. */
export const WORKPLACE =
  /^\s+at\s+\p{Lu}[\p{L}&'’-]*(?:\s+(?:\p{Lu}[\p{L}&'’-]*|&|of|and))*(?=\s+(?:that|about|for|on)\s)/u;

/** What follows a reader named by role ("the director of highways at …"), said to them. */
export function afterRole(rest: string): string {
  return rest.replace(TITLE_REST, '').replace(OF_PLACE, '$1at ');
}

/**
 * "Rufus in dispatch who passed …", "Araminta in finance for snapping at her": the
 * department of a reader named goes unsaid to them.
 */
const DEPARTMENT =
  /^\s+(?:in|from)\s+(?:the\s+)?\p{Ll}+(?:\s+team)?(?=\s+(?:who|for|about|that|on)\s)/u;

/** What follows a reader named by name, said to them. */
export function afterName(rest: string): string {
  return rest.replace(DEPARTMENT, '');
}

/** "remind everyone working on the Carrowmore Road site that …": a group named by what they do. */
export const DOING = /^\s+(?!going\s)\p{Ll}{2,}ing\s/u;

/**
 * "congratulate Rufus who passed his test" → "congratulate you on passing your test", "thank
 * the parents who baked for the fair" → "thank you for baking for the fair": what the reader
 * did, which the congratulation is on or the thanks are for.
 */
export function whatTheyDid(rest: string, preposition: 'on' | 'for'): string | undefined {
  const m = /^\s+who\s+(?:has\s+|have\s+|just\s+|finally\s+)*(\p{Ll}+)\b(.*)$/u.exec(rest);
  if (m === null) return undefined;
  const [, verb = '', after = ''] = m;
  const base = infinitiveOf(verb, 'PastTense');
  const forms = verbForms(base);
  return forms.past === verb && base !== verb
    ? ` ${preposition} ${forms.gerund}${after}`
    : undefined;
}
