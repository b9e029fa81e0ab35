/**
 * Subjects named by what happened, where the context says it: what was won or passed, what
 * went wrong, whose update it is.
 */
import type { Scene } from '../plan/scene.js';
import { capitalize } from '../text.js';

/** A subject named by what happened, where the context says it: what was won, what went wrong. */
export function deedSubject(scene: Scene): string | undefined {
  return wonSubject(scene) ?? wrongSubject(scene) ?? updateSubject(scene);
}

/** "… to complain that our sponsors' names were left out of …, although …": what went wrong. */
function wrongSubject(scene: Scene): string | undefined {
  if (scene.input.purpose !== 'complaint') return undefined;
  const wrong =
    /\bto complain (?:to you )?that ((?:our|the|my|your)\s[^,.;:!?]+?)(?=\s+(?:since|most recently|again|despite|although|because)\b|[,.;:!?]|$)/.exec(
      scene.input.context,
    )?.[1];
  return wrong === undefined || wrong.split(' ').length > 12 ? undefined : `Issue: ${wrong}`;
}

/**
 * "her cafe The Crooked Kettle won best independent cafe at the county food awards": what was
 * won is what the congratulations are on ("Congratulations on winning best independent cafe").
 */
function wonSubject(scene: Scene): string | undefined {
  if (scene.input.purpose !== 'congratulations') return undefined;
  const won =
    /\b(won|passed|earned|landed|completed)\s+((?:best|the|a|an|first|second|third|gold|silver|bronze|her|his|their|your)\b[^,.;:!?]*?)(?=\s+(?:at|in|on|this|last|for|after)\b|[,.;:!?]|$)/i.exec(
      scene.input.context,
    );
  if (won === null || won[2]!.split(' ').length > 8) return undefined;
  // "found out she'd passed her chartered surveyor assessment": "on passing your …".
  const what = won[2]!.replace(/^(?:her|his|their)\b/i, 'your');
  const doing =
    won[1]!.toLowerCase() === 'won' ? 'winning' : won[1]!.toLowerCase().replace(/ed$/, 'ing');
  return `Congratulations on ${doing} ${what}`;
}

/**
 * "Give our investors the November update for Quibblestone, our app for …": the update named
 * as the context names it ("November update for Quibblestone").
 */
function updateSubject(scene: Scene): string | undefined {
  if (scene.input.purpose !== 'status_update') return undefined;
  const update =
    /\b(?:the|our)\s+((?:\p{Lu}\p{Ll}+|quarterly|monthly|weekly|annual)\s+update\s+(?:for|on)\s+\p{Lu}[\p{L}&'’-]*(?:\s+\p{Lu}[\p{L}&'’-]*){0,3})(?=[,.;:!?]|\s+(?:and|so|with)\b|$)/u.exec(
      scene.input.context,
    )?.[1];
  return update === undefined ? undefined : capitalize(update);
}
