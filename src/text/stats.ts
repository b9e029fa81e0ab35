/**
 * Counting text, once for everyone: the API's `word_count`, the template catalog's length
 * rules and anything else that says how long a piece of writing is. A word is a run of
 * non-space characters, as a person counting by eye would count it.
 */

/** Words in `text`: runs of non-space characters. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

/**
 * The words of `text`, each with the spaces after it (and the first with any before it),
 * so that joined they are exactly `text`: for handing a text out a few words at a time.
 * As many pieces as `countWords` counts; a text of spaces only is one piece.
 */
export function wordsWithSpacing(text: string): string[] {
  return text.match(/\s*\S+\s*/g) ?? (text === '' ? [] : [text]);
}

/** The bracketed placeholders (`[Recipient Name]`) left for the caller to fill in. */
export function placeholdersIn(...texts: string[]): string[] {
  const found = new Set<string>();
  for (const text of texts)
    for (const m of text.matchAll(/\[[A-Z][A-Za-z ]{1,40}\]/g)) found.add(m[0]);
  return [...found];
}
