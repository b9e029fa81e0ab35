/**
 * Each provider engine against its fake server, built the same way for every test: one
 * table, so each behaviour is tested through both wire protocols.
 */
import { createAnthropicEngine } from '../../../src/engine/anthropic.js';
import type { EmailEngine, GenerateInput, ImproveInput } from '../../../src/engine/engine.js';
import { createOpenAIEngine } from '../../../src/engine/openai.js';
import type { CircuitOptions } from '../../../src/engine/provider/circuit.js';
import { loadPromptBook } from '../../../src/engine/provider/prompts.js';
import { startFakeAnthropic } from '../../support/fake-anthropic.js';
import { startFakeOpenAI, type FakeServer } from '../../support/fake-openai.js';

export const prompts = loadPromptBook();

export interface EngineSettings {
  timeoutMs?: number;
  maxRetries?: number;
  circuit?: CircuitOptions;
  structuredOutput?: 'json_schema' | 'tool';
}

export interface Provider {
  name: 'openai' | 'anthropic';
  start(): Promise<FakeServer>;
  engine(server: FakeServer, settings?: EngineSettings): EmailEngine;
  /** The user part of the prompt the server received in request `i`. */
  userText(server: FakeServer, i: number): string;
  systemText(server: FakeServer, i: number): string;
}

const shared = (settings: EngineSettings) => ({
  prompts,
  timeoutMs: settings.timeoutMs ?? 2000,
  maxOutputTokens: 512,
  maxRetries: settings.maxRetries ?? 0,
  circuit: settings.circuit ?? { volumeThreshold: 1000 },
});

export const providers: Provider[] = [
  {
    name: 'openai',
    start: startFakeOpenAI,
    engine: (server, settings = {}) =>
      createOpenAIEngine({
        ...shared(settings),
        model: 'gpt-test',
        baseURL: server.baseURL,
        apiKey: 'sk-test',
        ...(settings.structuredOutput && { structuredOutput: settings.structuredOutput }),
      }),
    userText: (server, i) => server.received[i]?.body.messages[1].content,
    systemText: (server, i) => server.received[i]?.body.messages[0].content,
  },
  {
    name: 'anthropic',
    start: startFakeAnthropic,
    engine: (server, settings = {}) =>
      createAnthropicEngine({
        ...shared(settings),
        model: 'claude-test',
        baseURL: server.baseURL,
        apiKey: 'sk-ant-test',
      }),
    userText: (server, i) => server.received[i]?.body.messages[0].content,
    systemText: (server, i) => server.received[i]?.body.system,
  },
];

/** The original documentation's example. */
export const example: GenerateInput = {
  context: 'Following up on our product demo',
  tone: 'professional',
  recipient: 'client',
  purpose: 'follow_up',
  additionalNotes: 'Meeting was yesterday, they seemed interested',
};

export const draft: ImproveInput = {
  content: 'Subject: update\n\nHi Sam,\n\nThe project is on trak for friday.\n\nAlex',
  improvements: ['spelling', 'grammar'],
  tone: 'friendly',
};

export async function elapsed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = Date.now();
  const result = await work();
  return { ms: Date.now() - started, result };
}

export async function failure(
  work: () => Promise<unknown>,
): Promise<{ ms: number; error: unknown }> {
  const started = Date.now();
  try {
    await work();
  } catch (error) {
    return { ms: Date.now() - started, error };
  }
  throw new Error('expected the call to fail');
}
