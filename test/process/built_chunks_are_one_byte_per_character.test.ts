/**
 * V8 keeps each module's source in the heap while the module lives, with two bytes per
 * character once a single character is above U+00FF. scripts/ascii-bundle.mjs narrows what
 * esbuild leaves wide in regular expression literals and comments; a `String.raw` template
 * cannot be narrowed without changing its value, so its source writes such a character as
 * `\u2019` (which the RegExp it builds reads as the character). One `’` left in a template
 * doubled the builtin engine's chunk in the heap, 1.4 MB.
 */
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../src/paths.js';

describe('the built service', () => {
  it('keeps every chunk one byte per character', () => {
    const dir = join(projectRoot(), 'dist', 'src');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.js'),
    );
    expect(files.length).toBeGreaterThan(1);
    const wide = files.flatMap((file) =>
      readFileSync(join(dir, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => {
          const at = line.search(/[\u0100-\uffff]/);
          return at < 0 ? [] : [`${file}:${i + 1}: ${line.slice(Math.max(0, at - 60), at + 20)}`];
        }),
    );
    expect(wide).toEqual([]);
  });
});
