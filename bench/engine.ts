/**
 * The builtin engine's CPU per call, measured in-process: generate with bench bodies that
 * differ on every call (so the engine's per-text parse caches never answer), and improve
 * of a sloppy 150-word draft that changes on every call. `process.cpuUsage` around each
 * call; the median and p90 of the calls after a warm-up.
 */
import { createBuiltinEngine } from '../src/engine/builtin/index.js';
import type { GenerateInput, ImproveInput } from '../src/engine/engine.js';
import { generateBody } from './inputs.js';

export interface EngineCpu {
  generate: { median: number; p90: number; calls: number };
  improve: { median: number; p90: number; calls: number };
}

const DRAFT = `hi team, just wanted to let u know that the vendor review for the {n} office is running late. their was a problem with the contract draft and legal sent it back on tuesday with alot of comments. tbh i think we can still make the friday deadline if everyone sends there notes by thursday noon. pls dont wait untill the last minute, the the client already asked twice. the budget stays at $48,000 and the kickoff is still set for March {d}. i will set up a short call tomorrow to go over whats left, and ill share the updated timeline right after. if something is blocking you let me know asap so we can fix it before it becomes a bigger issue. thanks for all the hard work on this, its been a long month for everyone and i really appreciate it. sam`;

function stats(samples: number[]): { median: number; p90: number; calls: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => Number((sorted[Math.floor(q * (sorted.length - 1))] ?? 0).toFixed(2));
  return { median: at(0.5), p90: at(0.9), calls: sorted.length };
}

async function cpuOf(call: () => Promise<unknown>): Promise<number> {
  const start = process.cpuUsage();
  await call();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

export async function engineCpu(calls = 300, warmUp = 30): Promise<EngineCpu> {
  const engine = await createBuiltinEngine();
  const generate: number[] = [];
  for (let i = 0; i < warmUp + calls; i++) {
    // Offset far from the HTTP rows' bodies: every text is new to this process.
    // The HTTP body's snake_case notes are the engine's `additionalNotes`.
    const { additional_notes: additionalNotes, ...rest } = generateBody(100_000 + i);
    const input = { ...rest, additionalNotes } as unknown as GenerateInput;
    const ms = await cpuOf(() => engine.generate(input));
    if (i >= warmUp) generate.push(ms);
  }
  const improve: number[] = [];
  const kinds = [['grammar', 'spelling', 'formality'], ['grammar', 'clarity'], ['concise']];
  for (let i = 0; i < warmUp + calls; i++) {
    const input = {
      content: DRAFT.replace('{n}', `Building ${i + 1}`).replace('{d}', String((i % 27) + 1)),
      improvements: kinds[i % kinds.length],
      tone: 'professional',
    } as unknown as ImproveInput;
    const ms = await cpuOf(() => engine.improve(input));
    if (i >= warmUp) improve.push(ms);
  }
  return { generate: stats(generate), improve: stats(improve) };
}
