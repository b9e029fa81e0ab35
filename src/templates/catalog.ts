/**
 * The email template catalog. Templates are data: one YAML file per category under
 * `content/templates/<category>.yaml`. Everything is validated when the catalog loads, so a
 * broken file stops the service at start-up instead of surfacing as a bad email later.
 */
import { readdirSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';
import { contentPath } from '../paths.js';
import { countWords } from '../text/stats.js';
import { readYamlFile } from '../yaml.js';

export interface TemplateVariable {
  name: string;
  description: string;
  example: string;
  required: boolean;
}

export interface Template {
  id: string;
  name: string;
  description: string;
  category: string;
  tone: string;
  purpose: string;
  recipient: string;
  subject: string;
  body: string;
  variables: TemplateVariable[];
}

export interface TemplateCatalog {
  /** Category ids, sorted. */
  readonly categories: string[];
  /** Ordered by category, then id, so pages never shift between calls. */
  list(filter: { category?: string; limit: number; offset: number }): {
    items: Template[];
    total: number;
  };
  get(id: string): Template | undefined;
  render(
    template: Template,
    variables: Record<string, string>,
  ): { subject: string; body: string; missing: string[] };
}

/** Bodies outside this range are either a fragment or a letter, not a template to start from. */
export const BODY_WORDS = { min: 60, max: 220 } as const;

const IDENTIFIER = /^[a-z][a-z0-9_]*$/;
const TEMPLATE_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** A placeholder as written in the data: `{{name}}` or `{{ name }}`. */
const PLACEHOLDER = /\{\{\s*([a-z][a-z0-9_]*)\s*\}\}/g;

/** Thrown when a template file is broken; the message names every file and template at fault. */
export class TemplateCatalogError extends Error {
  constructor(readonly problems: string[]) {
    super(`template catalog is invalid:\n  ${problems.join('\n  ')}`);
    this.name = 'TemplateCatalogError';
  }
}

const oneLine = (s: string) => !/[\r\n]/.test(s);

const variableSchema = z.strictObject({
  name: z.string().regex(IDENTIFIER, 'must be snake_case, like recipient_name'),
  description: z.string().trim().min(3).max(200),
  // Examples are rendered into previews and tests, so they must be plain text.
  example: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .refine((s) => !s.includes('{{'), 'must not contain {{'),
  required: z.boolean(),
});

const templateSchema = z.strictObject({
  id: z.string().max(80).regex(TEMPLATE_ID, 'must be kebab-case, like sales-follow-up'),
  name: z.string().trim().min(3).max(100).refine(oneLine, 'must be one line'),
  description: z.string().trim().min(10).max(300),
  // Optional in the data because the file name already says it; when present it must agree.
  category: z.string().optional(),
  tone: z.string(),
  purpose: z.string().max(50).regex(IDENTIFIER, 'must be an identifier, like follow_up'),
  recipient: z.string().trim().min(2).max(60),
  subject: z.string().trim().min(5).max(150).refine(oneLine, 'must be one line'),
  body: z.string().trim().min(1).max(4000),
  variables: z.array(variableSchema).max(20),
});

type RawTemplate = z.infer<typeof templateSchema>;

function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1] as string);
}

/** Words of a template body, a `{{ variable }}` counting as one. */
function wordCount(text: string): number {
  return countWords(text.replace(PLACEHOLDER, 'x'));
}

/** Rules that span fields, which a schema cannot see: category, length, placeholders. */
function crossCheck(t: RawTemplate, category: string, tones: readonly string[]): string[] {
  const problems: string[] = [];
  if (!tones.includes(t.tone)) problems.push(`tone: must be one of: ${tones.join(', ')}`);
  if (t.category !== undefined && t.category !== category) {
    problems.push(`category is "${t.category}" but the file is ${category}.yaml`);
  }
  const words = wordCount(t.body);
  if (words < BODY_WORDS.min || words > BODY_WORDS.max) {
    problems.push(`body has ${words} words; it must have ${BODY_WORDS.min} to ${BODY_WORDS.max}`);
  }
  for (const [field, text] of [
    ['subject', t.subject],
    ['body', t.body],
  ] as const) {
    // Anything brace-like left after removing valid placeholders is a typo such as `{{Name}}`.
    const leftover = text.replace(PLACEHOLDER, '');
    if (leftover.includes('{{') || leftover.includes('}}')) {
      problems.push(`${field} has a malformed placeholder (use {{snake_case_name}})`);
    }
  }
  const declared = new Set<string>();
  for (const v of t.variables) {
    if (declared.has(v.name)) problems.push(`variable "${v.name}" is declared twice`);
    declared.add(v.name);
  }
  const used = new Set([...placeholdersIn(t.subject), ...placeholdersIn(t.body)]);
  for (const name of used) {
    if (!declared.has(name)) problems.push(`{{${name}}} is used but not declared in variables`);
  }
  for (const name of declared) {
    if (!used.has(name)) problems.push(`variable "${name}" is declared but never used`);
  }
  return problems;
}

function formatIssue(issue: z.core.$ZodIssue): string {
  const where = issue.path.join('.');
  return where ? `${where}: ${issue.message}` : issue.message;
}

function loadFile(
  file: string,
  category: string,
  tones: readonly string[],
  problems: string[],
): Template[] {
  const fail = (problem: string) => problems.push(`${file}: ${problem}`);
  let data: unknown;
  try {
    data = readYamlFile(file);
  } catch (err) {
    fail(`cannot be read as YAML: ${(err as Error).message}`);
    return [];
  }
  if (!Array.isArray(data) || data.length === 0) {
    fail('must be a non-empty YAML list of templates');
    return [];
  }
  const templates: Template[] = [];
  data.forEach((item: unknown, index) => {
    const rawId = (item as { id?: unknown } | null)?.id;
    const label = typeof rawId === 'string' ? `template "${rawId}"` : `template #${index + 1}`;
    const parsed = templateSchema.safeParse(item);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) fail(`${label}: ${formatIssue(issue)}`);
      return;
    }
    const found = crossCheck(parsed.data, category, tones);
    for (const problem of found) fail(`${label}: ${problem}`);
    if (found.length === 0) templates.push(toTemplate(parsed.data, category));
  });
  return templates;
}

function toTemplate(t: RawTemplate, category: string): Template {
  const variables = t.variables.map((v) => Object.freeze({ ...v }));
  // Frozen because one catalog is shared by every request; a handler must not change it.
  return Object.freeze({
    id: t.id,
    name: t.name,
    description: t.description,
    category,
    tone: t.tone,
    purpose: t.purpose,
    recipient: t.recipient,
    subject: t.subject,
    body: t.body,
    variables: Object.freeze(variables) as TemplateVariable[],
  });
}

/** `recipient_name` → `[Recipient Name]`; the sign-off reads better as `[Your Name]`. */
export function placeholderFor(name: string): string {
  if (name === 'sender_name') return '[Your Name]';
  const words = name.split('_').filter(Boolean);
  return `[${words.map((w) => w[0]?.toUpperCase() + w.slice(1)).join(' ')}]`;
}

function compareTemplates(a: Template, b: Template): number {
  if (a.category !== b.category) return a.category < b.category ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function render(template: Template, values: Record<string, string>) {
  const valueOf = (name: string): string | undefined => {
    // Own properties only: a variable called `constructor` must not find Object.prototype's.
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return typeof value === 'string' && value.trim() !== '' ? value : undefined;
  };
  // One pass with a replacer function: inserted values are never scanned again, so a value
  // containing `{{x}}` (or `$&`) stays literal text.
  const fill = (text: string) =>
    text.replace(PLACEHOLDER, (_match, name: string) => valueOf(name) ?? placeholderFor(name));
  const missing = template.variables
    .filter((v) => v.required && valueOf(v.name) === undefined)
    .map((v) => v.name);
  return { subject: fill(template.subject), body: fill(template.body), missing };
}

function checkPage(limit: number, offset: number): void {
  if (!Number.isInteger(limit) || limit < 0) throw new RangeError('limit must be an integer ≥ 0');
  if (!Number.isInteger(offset) || offset < 0) {
    throw new RangeError('offset must be an integer ≥ 0');
  }
}

/**
 * The tones content/tones.yaml defines: its `tones` map's keys. Only the names: the engine
 * validates the file's contents when it loads them, and parsing all of it here would add
 * most of a second to every start.
 */
function toneIds(): string[] {
  const data = readYamlFile(contentPath('tones.yaml')) as { tones?: Record<string, unknown> };
  return Object.keys(data.tones ?? {});
}

/** `tones`: the tones a template may declare, from content/tones.yaml unless given. */
export function loadTemplateCatalog(
  dir: string | URL = contentPath('templates'),
  tones: readonly string[] = toneIds(),
): TemplateCatalog {
  const directory = dir instanceof URL ? fileURLToPath(dir) : dir;
  let files: string[];
  try {
    files = readdirSync(directory)
      .filter((f) => extname(f) === '.yaml')
      .sort();
  } catch (err) {
    throw new TemplateCatalogError([
      `${directory}: cannot list templates: ${(err as Error).message}`,
    ]);
  }
  if (files.length === 0) throw new TemplateCatalogError([`${directory}: no *.yaml files`]);

  const problems: string[] = [];
  const byId = new Map<string, Template>();
  const whereDefined = new Map<string, string>();
  for (const name of files) {
    const file = join(directory, name);
    const category = basename(name, '.yaml');
    if (!IDENTIFIER.test(category)) {
      problems.push(`${file}: the file name must be a category id like customer_support.yaml`);
      continue;
    }
    for (const t of loadFile(file, category, tones, problems)) {
      const first = whereDefined.get(t.id);
      if (first !== undefined) {
        problems.push(`${file}: template "${t.id}": id already used in ${first}`);
        continue;
      }
      whereDefined.set(t.id, file);
      byId.set(t.id, t);
    }
  }
  if (problems.length > 0) throw new TemplateCatalogError(problems);

  const all = [...byId.values()].sort(compareTemplates);
  const categories = [...new Set(all.map((t) => t.category))].sort();
  return {
    categories: Object.freeze(categories) as string[],
    list({ category, limit, offset }) {
      checkPage(limit, offset);
      const matching = category === undefined ? all : all.filter((t) => t.category === category);
      return { items: matching.slice(offset, offset + limit), total: matching.length };
    },
    get: (id) => byId.get(id),
    render,
  };
}
