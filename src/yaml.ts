/**
 * Reading a YAML data file (the spec, templates, plans) at start-up. The build writes each
 * one's parsed form beside the build as JSON (`dist/yaml/<path>.json`,
 * scripts/build-if-stale.mjs); reading that is many times faster than parsing YAML, and it
 * is used only while it is at least as new as the YAML file, so an edited file is always
 * read as written.
 */
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import type { parse as Parse } from 'yaml';
import { projectRoot } from './paths.js';

/** Where the build keeps the parsed twin of a YAML file under the project root. */
export function parsedTwinOf(file: string): string {
  return join(projectRoot(), 'dist', 'yaml', `${relative(projectRoot(), file)}.json`);
}

function modified(file: string): number | undefined {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

export function readYamlFile(file: string): unknown {
  const twin = parsedTwinOf(file);
  const twinTime = modified(twin);
  if (twinTime !== undefined && twinTime >= (modified(file) ?? Infinity)) {
    return JSON.parse(readFileSync(twin, 'utf8'));
  }
  return parseYaml(readFileSync(file, 'utf8'));
}

/** The YAML parser, loaded only for a file without a current twin: a start from the build never needs it. */
function parseYaml(text: string): unknown {
  const { parse } = createRequire(import.meta.url)('yaml') as { parse: typeof Parse };
  return parse(text);
}
