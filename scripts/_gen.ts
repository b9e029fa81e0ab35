import { createBuiltinEngine } from '../src/engine/builtin/index.js';
import { loadCases } from '../tools/quality/cases.js';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
const engine = await createBuiltinEngine();
const arg = process.argv[2]!;
const every = Number(process.argv[3] ?? 1);
const tones = (process.argv[4] ?? 'professional,friendly,casual').split(',');
type S = { purpose: string; recipient: string; context: string; notes?: string; recipient_name?: string; sender_name?: string; length?: 'short'|'long'; tones?: string[] };
const cases = arg.endsWith('.yaml')
  ? (parse(readFileSync(arg, 'utf8')).scenarios as S[]).flatMap((s, i) => (s.tones ?? tones).map((tone) => ({ id: `p${i}`, input: { context: s.context, tone, recipient: s.recipient, purpose: s.purpose, ...(s.notes && { additionalNotes: s.notes }), ...(s.length && { length: s.length }), ...(s.recipient_name && { recipientName: s.recipient_name }), ...(s.sender_name && { senderName: s.sender_name }) } })))
  : loadCases(arg as 'matrix', tones);
for (const [i, c] of cases.entries()) {
  if (i % every !== 0) continue;
  const r = await engine.generate(c.input);
  const v = r.value as { subject: string; content: string };
  console.log(`### ${c.id} [${c.input.tone}/${c.input.purpose}/${c.input.length ?? 'medium'}] ctx: ${c.input.context} | notes: ${c.input.additionalNotes ?? ''}${c.input.recipientName ? ' | to: ' + c.input.recipientName : ''}\nSubject: ${v.subject}\n${v.content}\n(${v.content.split(/\s+/).length} words)\n`);
}
