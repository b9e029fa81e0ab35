/** Temporary template directories for tests that need a catalog other than the real one. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';

const created: string[] = [];

/** A template that passes validation; tests break one field at a time. */
export function validTemplate(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'fixture-hello',
    name: 'Fixture greeting',
    description: 'A template that exists only in tests.',
    tone: 'friendly',
    purpose: 'follow_up',
    recipient: 'colleague',
    subject: 'Hello from {{ sender_name }}',
    body: [
      'Hi {{ recipient_name }},',
      'I am writing about {{topic}}. '.concat(
        'This sentence gives the fixture a realistic length for a short email. '.repeat(6),
      ),
      'Could you reply by Friday with your thoughts?',
      'Best,\n{{sender_name}}',
    ].join('\n\n'),
    variables: [
      { name: 'recipient_name', description: 'First name.', example: 'Dana', required: false },
      { name: 'topic', description: 'What it is about.', example: 'the budget', required: true },
      { name: 'sender_name', description: 'Your name.', example: 'Alex', required: false },
    ],
    ...overrides,
  };
}

/** Writes `{ 'file.yaml': data }` into a fresh directory; strings are written verbatim. */
export function writeCatalog(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'mailwright-templates-'));
  created.push(dir);
  for (const [name, data] of Object.entries(files)) {
    writeFileSync(join(dir, name), typeof data === 'string' ? data : stringify(data));
  }
  return dir;
}

export function removeCatalogs(): void {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true });
}
