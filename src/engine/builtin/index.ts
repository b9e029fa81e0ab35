/**
 * The builtin engine: writes and improves emails offline, with no model and no network,
 * from the wording in content/. Deterministic: the same input gives the same email.
 */
import type { EmailEngine, GenerateInput, ImproveInput } from '../engine.js';
import { streamWhenWritten } from '../streaming.js';
import { countTokens } from '../tokens.js';
import { composeEmail } from './write/compose.js';
import { loadEngineData } from './data.js';
import { createEditor } from './improve/index.js';
import { createLanguage } from './language.js';
import { createSpeller } from './speller.js';
import { adaptTemplate } from './write/template.js';
import {
  estimateGenerateTokens,
  estimateImproveTokens,
  generatePrompt,
  improvePrompt,
  outputTokens,
} from './billing.js';

export const BUILTIN_ENGINE_NAME = 'builtin';

export async function createBuiltinEngine(): Promise<EmailEngine> {
  const data = loadEngineData();
  const speller = createSpeller(data.spelling);
  const lang = createLanguage(data.lexicon, speller);
  const editor = await createEditor({ data, lang, speller });
  const writer = { data, lang };

  const write = (input: GenerateInput) =>
    input.template === undefined
      ? composeEmail(input, writer)
      : adaptTemplate(input, input.template, writer);

  const generate: EmailEngine['generate'] = async (input, signal) => {
    signal?.throwIfAborted();
    const value = write(input);
    const tokensUsed =
      countTokens(generatePrompt(input)) + outputTokens(value.subject, value.content);
    return { value, tokensUsed, engine: BUILTIN_ENGINE_NAME };
  };

  return {
    name: BUILTIN_ENGINE_NAME,
    estimateGenerate: estimateGenerateTokens,
    estimateImprove: estimateImproveTokens,
    generate,
    // The composer writes in milliseconds; its stream is the finished body, in pieces.
    generateStream: streamWhenWritten(generate),
    async improve(input: ImproveInput, signal) {
      signal?.throwIfAborted();
      const value = await editor.improve(input, signal);
      const tokensUsed =
        countTokens(improvePrompt(input)) + outputTokens(value.subject, value.content);
      return { value, tokensUsed, engine: BUILTIN_ENGINE_NAME };
    },
  };
}
