/** The harness's report: plain-text tables for the terminal, Markdown for docs/quality.md. */
import { CHECKS, type Scored } from './score.js';
import type { Row } from './run.js';

const HEADERS = ['', 'emails', 'clean', 'words', 'Flesch', ...CHECKS];

function cells(row: Row): string[] {
  return [
    row.key,
    String(row.emails),
    String(row.clean),
    String(row.words),
    String(row.readability),
    ...CHECKS.map((c) => String(row.failures[c])),
  ];
}

export function textTable(title: string, rows: readonly Row[]): string {
  const table = [HEADERS, ...rows.map(cells)];
  const widths = HEADERS.map((_, i) => Math.max(...table.map((r) => (r[i] ?? '').length)));
  const line = (r: readonly string[]) =>
    r.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [title, line(HEADERS), ...rows.map(cells).map(line)].join('\n');
}

export function markdownTable(rows: readonly Row[]): string {
  const head = `| ${HEADERS.join(' | ')} |`;
  const rule = `|${HEADERS.map((_, i) => (i === 0 ? ' --- ' : ' ---: ')).join('|')}|`;
  return [head, rule, ...rows.map((r) => `| ${cells(r).join(' | ')} |`)].join('\n');
}

export function problemList(scored: readonly Scored[], limit = 50): string[] {
  return scored
    .flatMap((s) => s.problems.map((p) => `${s.case.id}: ${p.check}: ${p.detail}`))
    .slice(0, limit);
}

/**
 * Every `sampleStep`-th email in full, so a reader can judge them. The step shares no
 * factor with the number of tones, so the sample goes through every tone and purpose
 * rather than showing one tone only.
 */
export function sampleStep(total: number, count: number, tones: number): number {
  let step = Math.max(1, Math.floor(total / count));
  while (gcd(step, tones) !== 1) step++;
  return step;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

export function samples(scored: readonly Scored[], step: number): string {
  const picked = scored.filter((_, i) => i % step === 0);
  return picked
    .map((s) => {
      const { input } = s.case;
      const request = [
        `tone \`${input.tone}\`, purpose \`${input.purpose}\`, recipient \`${input.recipient}\`, length \`${input.length ?? 'medium'}\``,
        `context: “${input.context}”`,
        ...(input.additionalNotes ? [`notes: “${input.additionalNotes}”`] : []),
      ];
      const quoted = s.email.content
        .split('\n')
        .map((l) => (l === '' ? '>' : `> ${l}`))
        .join('\n');
      return `### ${s.case.id}\n\n${request.map((r) => `- ${r}`).join('\n')}\n\n> **Subject:** ${s.email.subject}\n>\n${quoted}\n`;
    })
    .join('\n');
}
