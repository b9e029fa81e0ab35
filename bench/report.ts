/**
 * The bench's table: printed, and written to docs/performance.md with the machine it ran
 * on and the targets checked against the figures of this same run.
 */
import { writeFileSync } from 'node:fs';
import { cpus, freemem, loadavg, totalmem, type as osType, release } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../src/paths.js';
import type { EngineCpu } from './engine.js';

export interface Row {
  what: string;
  kind: string;
  backend?: 'sqlite' | 'redis';
  rps?: number;
  p50?: number;
  p99?: number;
  non2xx?: number;
  errors?: number;
  startMs?: number;
  startCpuMs?: number;
  /** RSS after this row's load. */
  rssMb?: number;
  rssAtStartMb?: number;
  rssWarmMb?: number;
  /** RSS 15 s after the service's last row, idle. */
  rssSettledMb?: number;
  /** p50 minus the upstream's own p50: what the gateway adds. */
  addedP50?: number;
}

export interface Machine {
  cpu: string;
  cores: number;
  memoryGb: number;
  freeGb: number;
  load: string;
}

export function machine(): Machine {
  const list = cpus();
  return {
    cpu: list[0]?.model.trim() ?? 'unknown',
    cores: list.length,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    freeGb: Math.round(freemem() / 2 ** 30),
    load: loadavg()
      .map((n) => n.toFixed(2))
      .join(' '),
  };
}

interface RunInfo {
  before: Machine;
  after: Machine;
  seconds: number;
  connections: number;
  providerConnections: number;
  elapsedS: number;
  engine?: EngineCpu;
}

const pct = (a: number | undefined, b: number | undefined) =>
  a === undefined || !b ? '' : `${((100 * a) / b).toFixed(1)}%`;

function check(ok: boolean | undefined): string {
  return ok === undefined ? 'not measured' : ok ? 'met' : 'NOT met';
}

export function writeReport(rows: Row[], info: RunInfo): string {
  const express = rows.find((r) => r.kind === 'express')?.rps;
  const prism = rows.find((r) => r.kind === 'prism')?.rps;
  const litellm = rows.find((r) => r.kind === 'litellm');

  const header =
    '| what | req/s | p50 ms | p99 ms | vs Express | start ms (CPU ms) | RSS MB (start / warm / after) | p50 added | vs LiteLLM | non-2xx / errors |';
  const lines = rows.map((r) => {
    const rss =
      r.rssAtStartMb !== undefined
        ? `${r.rssAtStartMb} / ${r.rssWarmMb ?? ''} / ${r.rssMb ?? ''}`
        : (r.rssMb ?? '');
    const vsLite =
      r.addedP50 !== undefined && litellm?.addedP50 !== undefined && r.kind !== 'litellm'
        ? `${r.addedP50} ms vs ${litellm.addedP50} ms`
        : '';
    return `| ${r.what} | ${r.rps ?? ''} | ${r.p50 ?? ''} | ${r.p99 ?? ''} | ${pct(r.rps, express)} | ${r.startMs === undefined ? '' : `${r.startMs} (${r.startCpuMs ?? '?'})`} | ${rss} | ${r.addedP50 !== undefined ? `${r.addedP50} ms` : ''} | ${vsLite} | ${r.rps === undefined ? '' : `${r.non2xx ?? 0} / ${r.errors ?? 0}`} |`;
  });
  const table = [header, `|${'---|'.repeat(10)}`, ...lines].join('\n');

  const service = rows.filter((r) => r.backend);
  const of = (backend: string, kind: string) =>
    service.find((r) => r.backend === backend && r.kind === kind);
  const targets: string[] = [];
  for (const backend of ['sqlite', 'redis']) {
    const t = of(backend, 'templates');
    const g = of(backend, 'generate');
    targets.push(
      `- ${backend}: \`GET /v1/templates?limit=1\` at ${pct(t?.rps, express)} of Express (target ≥ 40%): ${check(t?.rps !== undefined && express ? t.rps >= 0.4 * express : undefined)}`,
      `- ${backend}: \`POST /v1/generate\` varied at ${pct(g?.rps, express)} of Express (target ≥ 15%): ${check(g?.rps !== undefined && express ? g.rps >= 0.15 * express : undefined)}; ${g?.rps !== undefined && prism ? (g.rps / prism).toFixed(2) : '?'}× Prism (target ≥ 1.5×): ${check(g?.rps !== undefined && prism ? g.rps >= 1.5 * prism : undefined)}`,
    );
  }
  const provider = rows.find((r) => r.kind === 'provider');
  targets.push(
    `- provider path: p50 added ${provider?.addedP50 ?? '?'} ms, LiteLLM's ${litellm?.addedP50 ?? 'not measured'}${litellm ? ' ms' : ''} (target: below LiteLLM's): ${check(provider?.addedP50 !== undefined && litellm?.addedP50 !== undefined ? provider.addedP50 < litellm.addedP50 : undefined)}`,
  );
  const starts = service.map((r) => r.startMs ?? Infinity);
  const startCpu = service.map((r) => r.startCpuMs ?? Infinity);
  targets.push(
    `- start from the build to 200 on /healthz: ${[...new Set(starts)].join(' ms, ')} ms wall clock (target ≤ 1000 ms): ${check(starts.every((s) => s <= 1000))}; CPU used by then ${[...new Set(startCpu)].join(' ms, ')} ms (${startCpu.every((s) => s <= 1000) ? 'within' : 'over'} 1000 ms: on an idle machine wall clock and CPU time of a start are close)`,
  );
  const atStart = service.map((r) => r.rssAtStartMb ?? Infinity);
  const warm = service.map((r) => r.rssWarmMb ?? Infinity);
  const after = ['sqlite', 'redis'].map((b) => of(b, 'improve')?.rssMb ?? Infinity);
  const settled = ['sqlite', 'redis'].map((b) => of(b, 'improve')?.rssSettledMb ?? Infinity);
  const engine = info.engine;
  targets.push(
    engine === undefined
      ? '- builtin engine CPU per call: not measured'
      : `- builtin engine CPU per call, in-process (${engine.generate.calls} calls each): generate with varied inputs median ${engine.generate.median} ms, p90 ${engine.generate.p90} ms (target ≤ 1 ms at the median): ${check(engine.generate.median <= 1)}; improve of a 150-word sloppy draft median ${engine.improve.median} ms, p90 ${engine.improve.p90} ms (target ≤ 2 ms): ${check(engine.improve.median <= 2)}`,
  );
  targets.push(
    `- RSS at start: ${[...new Set(atStart)].join(' MB, ')} MB on the first answer, before the builtin engine loads in the background, ${[...new Set(warm)].join(' MB, ')} MB once it has (warm; target ≤ 150 MB, checked on the warm reading: the engine loads straight after start whether a request comes or not): ${check(warm.every((m) => m <= 150))}; after the bench, right after its last row: ${after.join(' MB, ')} MB (target ≤ 200 MB): ${check(after.every((m) => m <= 200))}; 15 s later, idle: ${settled.join(' MB, ')} MB: ${check(settled.every((m) => m <= 200))}`,
  );

  const doc = `# Performance

Written by \`npm run bench\` (bench/run.ts) on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. Every
figure below comes from that one run: the anchors and the service were measured one
after another on the same machine, with the load generator (autocannon, on loopback)
sharing its CPU.

**Machine.** ${info.before.cpu}, ${info.before.cores} cores, ${info.before.memoryGb} GB memory,
${osType()} ${release()}, Node ${process.version}. Load average (1, 5, 15 min) before the
run: ${info.before.load}; after: ${info.after.load}. A load average above the number of
cores means other work shared the CPU: absolute figures are then low and noisy, and the
ratios within the run are what to compare.

**Load.** ${info.connections} connections for ${info.seconds} s per row; the provider rows
${info.providerConnections} connections. Generate bodies differ on every request (no two
alike). The service runs from \`dist/\` in a process of its own with \`LOG_LEVEL=warn\`;
start is from spawning the process to its first 200 on \`/healthz\` (wall clock, and the
CPU time the process had used by then, which other work on the machine inflates less than the wall clock); RSS is read from
\`/proc\` when the service first answers (start; the builtin engine then loads in the
background), after one generate and one improve (warm), after each row's load, and once
more 15 s after the service's last row, idle. The service runs with the Node flags of
\`npm start\`, which size V8's heap (docs/decisions/011-v8-heap-sizing.md). Idle, V8 gives
back a load's garbage only once it judges the allocation rate low, from an average over
its last collections, all made under load: that took about 50 s where it was measured, so
the idle reading may still hold it. The provider path is the service with \`EMAIL_ENGINE=openai\` and
LiteLLM's proxy, each in front of the same local OpenAI-compatible server that answers at
once; "p50 added" is that row's p50 minus the server's own. The whole run took
${info.elapsedS} s.

${table}

## Targets, checked against this run

${targets.join('\n')}

## Running it

\`npm run bench\` builds the service when the build is missing or stale, then measures.
\`BENCH_SECONDS\`, \`BENCH_CONNECTIONS\` and \`BENCH_PROVIDER_CONNECTIONS\` change the load;
\`REDIS_URL\` the Redis used (keys under a prefix of the run's own, deleted after). LiteLLM
is measured when it is installed, from \`LITELLM_BIN\`, \`bench/.venv\` or the \`PATH\`:

\`\`\`sh
python3 -m venv bench/.venv && bench/.venv/bin/pip install 'litellm[proxy]'
\`\`\`

Without it the table says so and the rest runs.

\`npx tsx bench/gateway.ts\` measures only the gateway row (\`GET /v1/templates?limit=1\`)
beside Express, in about a minute, and adds the service's CPU time per request read from
\`/proc\`: on a machine shared with other work that figure moves far less than req/s.
\`BENCH_CPU_PROF=dir\` (both scripts) writes each service's CPU profile there.
`;
  const file = join(projectRoot(), 'docs', 'performance.md');
  writeFileSync(file, doc);
  console.log(`\n${table}\n\n${targets.join('\n')}`);
  return file;
}
