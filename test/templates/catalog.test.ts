import { afterAll, describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadVocabulary } from '../../src/engine/builtin/vocabulary.js';
import { contentPath, projectRoot } from '../../src/paths.js';
import { loadTemplateCatalog, placeholderFor, type Template } from '../../src/templates/catalog.js';
import { parse } from 'yaml';
import { removeCatalogs, validTemplate, writeCatalog } from './fixtures.js';

const catalog = loadTemplateCatalog();
const all = catalog.list({ limit: 1000, offset: 0 }).items;
const REQUIRED_CATEGORIES = [
  'sales',
  'marketing',
  'customer_support',
  'onboarding',
  'human_resources',
  'recruiting',
  'billing',
  'events',
  'project_management',
  'networking',
];

function examplesOf(t: Template): Record<string, string> {
  return Object.fromEntries(t.variables.map((v) => [v.name, v.example]));
}

function paragraphs(body: string): string[] {
  return body.split(/\n\s*\n/);
}

afterAll(removeCatalogs);

describe('the catalog content', () => {
  it('has at least 40 templates in at least 8 categories of at least 5 each', () => {
    expect(all.length).toBeGreaterThanOrEqual(40);
    expect(catalog.categories.length).toBeGreaterThanOrEqual(8);
    for (const category of catalog.categories) {
      expect(catalog.list({ category, limit: 100, offset: 0 }).total).toBeGreaterThanOrEqual(5);
    }
  });

  it('covers every category the product promises', () => {
    expect(catalog.categories).toEqual(expect.arrayContaining(REQUIRED_CATEGORIES));
  });

  it('uses exactly the categories and tones the API documents', () => {
    // Responses are validated against the spec, so data the spec does not allow is a bug.
    const spec = parse(readFileSync(join(projectRoot(), 'openapi', 'openapi.yaml'), 'utf8'));
    const schemas = spec.components.schemas as Record<string, { enum: string[] }>;
    expect(catalog.categories).toEqual([...(schemas.TemplateCategory?.enum ?? [])].sort());
    for (const t of all) expect(schemas.Tone?.enum).toContain(t.tone);
  });

  it.each(all.map((t) => [t.id, t] as const))(
    '%s renders with its examples and nothing left to fill',
    (_id, t) => {
      const out = catalog.render(t, examplesOf(t));
      expect(out.missing).toEqual([]);
      expect(`${out.subject}\n${out.body}`).not.toMatch(/\{\{|\}\}|\[[A-Z][A-Za-z ]*\]/);
    },
  );

  it.each(all.map((t) => [t.id, t] as const))('%s reads like a real email', (_id, t) => {
    const parts = paragraphs(t.body);
    expect(parts.length).toBeGreaterThanOrEqual(4);
    expect(parts[0]).toMatch(/^(Hi|Hello|Dear) [^\n]+,$/);
    expect(t.body).toMatch(/\n[A-Z][^\n]*,\n\{\{sender_name\}\}$/);
    expect(t.body).not.toMatch(/lorem|ipsum|\bTODO\b|\bTBD\b|xxx/i);
    expect(t.body).not.toMatch(/[ \t]$/m);
    expect(t.body).not.toMatch(/\b(\w+)\s+\1\b/i);
    expect(loadVocabulary().tones).toContain(t.tone);
  });
});

describe('list', () => {
  it('orders templates by category, then id, and lists sorted categories', () => {
    const keys = all.map((t) => `${t.category}/${t.id}`);
    expect(keys).toEqual([...keys].sort());
    expect(catalog.categories).toEqual([...catalog.categories].sort());
    expect(new Set(all.map((t) => t.id)).size).toBe(all.length);
  });

  it('filters by category', () => {
    const { items, total } = catalog.list({ category: 'billing', limit: 100, offset: 0 });
    expect(total).toBe(items.length);
    expect(total).toBeGreaterThanOrEqual(5);
    expect(items.every((t) => t.category === 'billing')).toBe(true);
  });

  it('returns nothing for an unknown category', () => {
    expect(catalog.list({ category: 'astrology', limit: 20, offset: 0 })).toEqual({
      items: [],
      total: 0,
    });
  });

  it('pages with limit and offset without gaps or repeats', () => {
    const pages: Template[] = [];
    for (let offset = 0; offset < all.length; offset += 7) {
      const page = catalog.list({ limit: 7, offset });
      expect(page.total).toBe(all.length);
      expect(page.items.length).toBe(Math.min(7, all.length - offset));
      pages.push(...page.items);
    }
    expect(pages.map((t) => t.id)).toEqual(all.map((t) => t.id));
  });

  it('pages within a category', () => {
    const full = catalog.list({ category: 'sales', limit: 100, offset: 0 });
    const second = catalog.list({ category: 'sales', limit: 2, offset: 2 });
    expect(second.total).toBe(full.total);
    expect(second.items).toEqual(full.items.slice(2, 4));
  });

  it('returns the same order on every call', () => {
    expect(catalog.list({ limit: 10, offset: 5 })).toEqual(catalog.list({ limit: 10, offset: 5 }));
  });

  it('returns empty items but the real total for an offset past the end', () => {
    expect(catalog.list({ limit: 20, offset: all.length })).toEqual({
      items: [],
      total: all.length,
    });
    expect(catalog.list({ limit: 20, offset: 10_000 }).items).toEqual([]);
  });

  it('rejects a negative or fractional limit or offset', () => {
    expect(() => catalog.list({ limit: -1, offset: 0 })).toThrow(RangeError);
    expect(() => catalog.list({ limit: 10, offset: 1.5 })).toThrow(RangeError);
  });
});

describe('get', () => {
  it('finds a template by id', () => {
    const t = catalog.get('sales-follow-up-after-demo');
    expect(t?.category).toBe('sales');
    expect(t?.variables.map((v) => v.name)).toContain('product_name');
  });

  it('returns undefined for an unknown id', () => {
    expect(catalog.get('no-such-template')).toBeUndefined();
    expect(catalog.get('constructor')).toBeUndefined();
    expect(catalog.get('')).toBeUndefined();
  });

  it('hands out templates nobody can change', () => {
    const t = catalog.get('sales-follow-up-after-demo') as Template;
    expect(Object.isFrozen(t)).toBe(true);
    expect(Object.isFrozen(t.variables)).toBe(true);
    expect(() => {
      t.subject = 'changed';
    }).toThrow(TypeError);
    expect(Object.isFrozen(catalog.categories)).toBe(true);
  });
});

describe('render', () => {
  const demo = catalog.get('sales-follow-up-after-demo') as Template;

  it('fills the values it is given', () => {
    const out = catalog.render(demo, {
      recipient_name: 'Dana',
      product_name: 'Ledgerly',
      pain_point: 'month-end reconciliation',
      sender_name: 'Alex',
    });
    expect(out.subject).toBe('Next steps after our Ledgerly demo');
    expect(out.body.startsWith('Hi Dana,\n\n')).toBe(true);
    expect(out.body.endsWith('\nAlex')).toBe(true);
    expect(out.missing).toEqual([]);
  });

  it('shows bracketed placeholders and lists the missing required variables', () => {
    const out = catalog.render(demo, {});
    expect(out.body.startsWith('Hi [Recipient Name],')).toBe(true);
    expect(out.body.endsWith('[Your Name]')).toBe(true);
    expect(out.subject).toBe('Next steps after our [Product Name] demo');
    expect(out.missing).toEqual(['product_name', 'pain_point']);
  });

  it('treats a blank value as missing', () => {
    const out = catalog.render(demo, { product_name: '  ', pain_point: 'x' });
    expect(out.subject).toContain('[Product Name]');
    expect(out.missing).toEqual(['product_name']);
  });

  it('inserts values as plain text, never expanding them again', () => {
    const out = catalog.render(demo, {
      recipient_name: '{{sender_name}}',
      product_name: '$& $1 $` {{ product_name }}',
      sender_name: 'Alex',
    });
    expect(out.body.startsWith('Hi {{sender_name}},')).toBe(true);
    expect(out.subject).toBe('Next steps after our $& $1 $` {{ product_name }} demo');
  });

  it('ignores variables the template does not declare', () => {
    const withExtra = catalog.render(demo, { product_name: 'Ledgerly', unrelated: 'ignored' });
    const without = catalog.render(demo, { product_name: 'Ledgerly' });
    expect(withExtra).toEqual(without);
  });

  it('accepts whitespace inside the braces', () => {
    const fixture = loadTemplateCatalog(writeCatalog({ 'general.yaml': [validTemplate()] }));
    const t = fixture.get('fixture-hello') as Template;
    const out = fixture.render(t, { recipient_name: 'Dana', sender_name: 'Alex', topic: 'x' });
    expect(out.subject).toBe('Hello from Alex');
    expect(out.body.startsWith('Hi Dana,')).toBe(true);
  });

  it('does not read values from the object prototype', () => {
    const body = (validTemplate().body as string).replace('{{topic}}', '{{constructor}}');
    const variables = [
      { name: 'recipient_name', description: 'First name.', example: 'Dana', required: false },
      { name: 'constructor', description: 'A risky name.', example: 'x', required: true },
      { name: 'sender_name', description: 'Your name.', example: 'Alex', required: false },
    ];
    const dir = writeCatalog({ 'general.yaml': [validTemplate({ body, variables })] });
    const fixture = loadTemplateCatalog(dir);
    const out = fixture.render(fixture.get('fixture-hello') as Template, {});
    expect(out.body).toContain('about [Constructor].');
    expect(out.missing).toEqual(['constructor']);
  });

  it('turns variable names into title-case placeholders', () => {
    expect(placeholderFor('recipient_name')).toBe('[Recipient Name]');
    expect(placeholderFor('sender_name')).toBe('[Your Name]');
    expect(placeholderFor('invoice_number')).toBe('[Invoice Number]');
    expect(placeholderFor('amount')).toBe('[Amount]');
  });
});

describe('where the catalog is found', () => {
  it('walks up to the directory holding package.json and content/', () => {
    expect(existsSync(join(projectRoot(), 'package.json'))).toBe(true);
    expect(contentPath('templates')).toBe(join(projectRoot(), 'content', 'templates'));
  });

  it('loads the same catalog from a path or a file URL', () => {
    const url = new URL('../../content/templates/', import.meta.url);
    expect(loadTemplateCatalog(url).list({ limit: 1000, offset: 0 }).items).toEqual(all);
    expect(loadTemplateCatalog(contentPath('templates')).categories).toEqual(catalog.categories);
  });
});
