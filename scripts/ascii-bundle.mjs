/**
 * Keeps the built chunks' text one byte per character. V8 holds each module's source in the
 * heap for as long as the module lives (lazy compilation reads it again), and stores it with
 * two bytes per character as soon as one character is outside Latin-1: a `–` in one of
 * compromise's regular expressions, a `“` in a comment js-yaml's code keeps, made the app
 * and engine chunks take twice their size, about 4 MB of every process's heap. esbuild
 * escapes such characters in strings (its default ASCII charset) but leaves regular
 * expression literals and the comments it keeps as they are.
 *
 * Here each chunk is read with acorn, and only inside regular expression literals and
 * comments is a character above U+00FF replaced: by its `\uXXXX` escape in a regular
 * expression (the same pattern, with or without the `u` flag) and by a space in a comment.
 * Anything else (a template literal, say) is left alone. The source map is left as it
 * is: on the few lines with such a literal, a column after it is off by five per escape.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { Parser, tokTypes } from 'acorn';

const WIDE = /[\u0100-\uffff]/;

/** The chunk's text with every wide character in a regex literal or a comment replaced. */
export function narrowed(text) {
  if (!WIDE.test(text)) return text;
  const edits = [];
  const onComment = (_block, comment, start, end) => {
    if (WIDE.test(comment))
      edits.push({ start, end, replace: (s) => s.replace(/[\u0100-\uffff]/g, ' ') });
  };
  const parser = new Parser({ ecmaVersion: 'latest', sourceType: 'module', onComment }, text);
  parser.nextToken();
  while (parser.type !== tokTypes.eof) {
    if (parser.type === tokTypes.regexp) {
      const { start, end } = parser;
      if (WIDE.test(text.slice(start, end)))
        edits.push({
          start,
          end,
          replace: (s) =>
            s.replace(
              /[\u0100-\uffff]/g,
              (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
            ),
        });
    }
    parser.nextToken();
  }
  let out = '';
  let at = 0;
  for (const { start, end, replace } of edits.sort((a, b) => a.start - b.start)) {
    out += text.slice(at, start) + replace(text.slice(start, end));
    at = end;
  }
  return out + text.slice(at);
}

/** Rewrites each file in place when it changes. */
export function narrowFiles(files) {
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const out = narrowed(text);
    if (out !== text) writeFileSync(file, out);
  }
}
