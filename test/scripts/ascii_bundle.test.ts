/**
 * The built chunks keep one byte per character (scripts/ascii-bundle.mjs): characters above
 * U+00FF in regular expression literals become escapes that match the same text, in
 * comments they become spaces, and nothing else in the code changes.
 */
import { describe, expect, it } from '@jest/globals';
// @ts-expect-error: a plain ES module of the build scripts, without types.
import { narrowed } from '../../scripts/ascii-bundle.mjs';

const narrow = narrowed as (text: string) => string;

/** Evaluates a module's text and returns what it exports as `out`. */
async function run(text: string): Promise<unknown> {
  const url = `data:text/javascript;base64,${Buffer.from(text).toString('base64')}`;
  return ((await import(url)) as { out: unknown }).out;
}

describe('narrowed', () => {
  it('escapes wide characters in regular expressions, which still match as before', async () => {
    const source = [
      'const dash = /^(\\d+) ?[-–—] ?(\\d+)$/i;',
      'const quote = /[‘’]s$/u;',
      "export const out = [dash.test('3–4'), dash.test('3—4'), dash.test('3-4'), dash.test('3x4'), quote.test('James’s'), quote.test('James\\'s')];",
    ].join('\n');
    const text = narrow(source);
    const [dash, quote] = text.split('\n');
    expect(dash).toBe('const dash = /^(\\d+) ?[-\\u2013\\u2014] ?(\\d+)$/i;');
    expect(quote).toBe('const quote = /[\\u2018\\u2019]s$/u;');
    expect(await run(text)).toEqual([true, true, true, false, true, false]);
    expect(await run(source)).toEqual([true, true, true, false, true, false]);
  });

  it('blanks wide characters in comments and leaves strings and templates alone', async () => {
    const source = [
      '// “quoted” in a comment',
      "/* a – dash */ export const out = ['–', `—${'’'}`, String.raw`’`];",
    ].join('\n');
    const text = narrow(source);
    expect(text.split('\n')[0]).toBe('//  quoted  in a comment');
    expect(text).toContain("['–', `—${'’'}`, String.raw`’`]");
    expect(await run(text)).toEqual(['–', '—’', '’']);
  });

  it('returns text without wide characters unchanged', () => {
    const source = "export const out = /é/.test('café'); // Latin-1 is one byte already";
    expect(narrow(source)).toBe(source);
  });
});
