/** A broken template file must stop the service at start-up, naming the file and template. */
import { afterAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { loadTemplateCatalog, TemplateCatalogError } from '../../src/templates/catalog.js';
import { removeCatalogs, validTemplate, writeCatalog } from './fixtures.js';

afterAll(removeCatalogs);

function loadError(dir: string): TemplateCatalogError {
  try {
    loadTemplateCatalog(dir);
  } catch (err) {
    expect(err).toBeInstanceOf(TemplateCatalogError);
    return err as TemplateCatalogError;
  }
  throw new Error('the catalog loaded, but it should have been rejected');
}

const body = validTemplate().body as string;
const variables = validTemplate().variables as { name: string }[];

describe('a broken template is rejected with a message naming the file and the template', () => {
  it.each([
    [
      'a placeholder that is not declared',
      { subject: 'About {{deadline}}' },
      '{{deadline}} is used but not declared',
    ],
    [
      'a declared variable that is never used',
      { body: body.replace('{{topic}}', 'the plan') },
      'variable "topic" is declared but never used',
    ],
    ['an unknown tone', { tone: 'sarcastic' }, 'tone'],
    ['a category that disagrees with the file name', { category: 'sales' }, 'category is "sales"'],
    ['a body that is too short', { body: 'Hi,\n\nThanks.\n\n{{sender_name}}' }, 'words'],
    [
      'a malformed placeholder',
      { body: body.replace('{{topic}}', '{{topic}} and {{Other Thing}}') },
      'malformed placeholder',
    ],
    ['a misspelled field', { varaibles: [] }, 'varaibles'],
    ['a subject on two lines', { subject: 'Hello\nthere {{sender_name}}' }, 'subject'],
    ['a purpose that is not an identifier', { purpose: 'Follow Up' }, 'purpose'],
    ['a variable declared twice', { variables: [...variables, variables[0]] }, 'declared twice'],
  ])('%s', (_case, overrides, expected) => {
    const dir = writeCatalog({ 'general.yaml': [validTemplate(overrides)] });
    const { message } = loadError(dir);
    expect(message).toContain(join(dir, 'general.yaml'));
    expect(message).toContain('template "fixture-hello"');
    expect(message).toContain(expected);
  });

  it('names a template without a usable id by its position', () => {
    const dir = writeCatalog({ 'general.yaml': [validTemplate(), validTemplate({ id: 42 })] });
    const { message } = loadError(dir);
    expect(message).toContain('template #2');
    expect(message).toContain('id');
  });

  it('rejects an id that is not kebab-case', () => {
    const dir = writeCatalog({ 'general.yaml': [validTemplate({ id: 'Fixture_Hello' })] });
    expect(loadError(dir).message).toContain('template "Fixture_Hello": id: must be kebab-case');
  });

  it('rejects an id used in two files, naming both', () => {
    const dir = writeCatalog({
      'general.yaml': [validTemplate()],
      'other.yaml': [validTemplate()],
    });
    const { message } = loadError(dir);
    expect(message).toContain(
      `${join(dir, 'other.yaml')}: template "fixture-hello": id already used in ${join(dir, 'general.yaml')}`,
    );
  });

  it('rejects an id used twice in one file', () => {
    const dir = writeCatalog({ 'general.yaml': [validTemplate(), validTemplate()] });
    expect(loadError(dir).message).toContain('template "fixture-hello": id already used in');
  });

  it('reports every problem at once', () => {
    const dir = writeCatalog({
      'general.yaml': [validTemplate({ tone: 'sarcastic' })],
      'other.yaml': [validTemplate({ id: 'fixture-two', subject: 'About {{deadline}}' })],
    });
    const { problems } = loadError(dir);
    expect(problems).toHaveLength(2);
  });
});

describe('a broken file is rejected', () => {
  it('when it is not valid YAML', () => {
    const dir = writeCatalog({ 'general.yaml': '- id: [unclosed\n' });
    expect(loadError(dir).message).toContain(
      `${join(dir, 'general.yaml')}: cannot be read as YAML`,
    );
  });

  it('when it is not a list of templates', () => {
    const dir = writeCatalog({ 'general.yaml': { id: 'fixture-hello' } });
    expect(loadError(dir).message).toContain('must be a non-empty YAML list');
  });

  it('when its name is not a category id', () => {
    const dir = writeCatalog({ 'Customer Support.yaml': [validTemplate()] });
    expect(loadError(dir).message).toContain('the file name must be a category id');
  });

  it('when the directory holds no template files', () => {
    expect(loadError(writeCatalog({ 'notes.txt': 'nothing here' })).message).toContain(
      'no *.yaml files',
    );
  });

  it('when the directory does not exist', () => {
    expect(loadError(join(writeCatalog({}), 'missing')).message).toContain('cannot list');
  });
});

describe('a valid fixture', () => {
  it('loads, taking its category from the file name', () => {
    const catalog = loadTemplateCatalog(writeCatalog({ 'general.yaml': [validTemplate()] }));
    expect(catalog.categories).toEqual(['general']);
    expect(catalog.get('fixture-hello')?.category).toBe('general');
  });
});
