/**
 * `npm run smoke:provider`: one generate and one improve through each real provider whose
 * settings are in the environment, printed as a table. Skipped (exit 0) when none is set,
 * so it can sit in any pipeline. OpenAI runs when OPENAI_API_KEY or OPENAI_BASE_URL is set
 * (a local Ollama needs no key); Anthropic when ANTHROPIC_API_KEY is.
 */
import 'dotenv/config';
import { createEngine, type EngineOptions } from '../src/engine/select.js';

const timeoutMs = Number(process.env.ENGINE_TIMEOUT_MS ?? 60_000);
const runs: EngineOptions[] = [];

if (process.env.OPENAI_API_KEY || process.env.OPENAI_BASE_URL) {
  runs.push({
    engine: 'openai',
    fallback: 'none',
    timeoutMs,
    openai: {
      model: process.env.OPENAI_MODEL ?? 'gpt-4o-mini',
      ...(process.env.OPENAI_BASE_URL && { baseURL: process.env.OPENAI_BASE_URL }),
      ...(process.env.OPENAI_API_KEY && { apiKey: process.env.OPENAI_API_KEY }),
    },
  });
}
if (process.env.ANTHROPIC_API_KEY) {
  runs.push({
    engine: 'anthropic',
    fallback: 'none',
    timeoutMs,
    anthropic: {
      model: process.env.ANTHROPIC_MODEL ?? 'claude-haiku-4-5',
      apiKey: process.env.ANTHROPIC_API_KEY,
      ...(process.env.ANTHROPIC_BASE_URL && { baseURL: process.env.ANTHROPIC_BASE_URL }),
    },
  });
}

if (runs.length === 0) {
  console.log('smoke:provider skipped: set OPENAI_API_KEY / OPENAI_BASE_URL or ANTHROPIC_API_KEY');
  process.exit(0);
}

const brief = {
  context: 'Following up on our product demo',
  tone: 'professional',
  recipient: 'client',
  purpose: 'follow_up',
  additionalNotes: 'Meeting was yesterday, they seemed interested',
};
const draft = {
  content: 'Subject: update\n\nHi Sam,\n\nThe project is on trak for friday, i think.\n\nAlex',
  improvements: ['spelling', 'grammar', 'clarity'],
  tone: 'friendly',
};

let failed = false;
const rows: Record<string, string | number>[] = [];
for (const options of runs) {
  const engine = await createEngine(options);
  for (const operation of ['generate', 'improve'] as const) {
    const started = Date.now();
    try {
      const estimate = await (operation === 'generate'
        ? engine.estimateGenerate(brief)
        : engine.estimateImprove(draft));
      const result =
        operation === 'generate' ? await engine.generate(brief) : await engine.improve(draft);
      rows.push({
        engine: result.engine,
        operation,
        ms: Date.now() - started,
        tokens: result.tokensUsed,
        estimate,
        subject: result.value.subject ?? '',
        words: result.value.content.split(/\s+/).length,
      });
      console.log(`--- ${result.engine} ${operation}\n${result.value.content}\n`);
    } catch (err) {
      failed = true;
      rows.push({ engine: engine.name, operation, ms: Date.now() - started, error: String(err) });
    }
  }
}
console.table(rows);
process.exit(failed ? 1 : 0);
