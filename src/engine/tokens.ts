/**
 * Token counting shared by every engine that has no provider-reported count. o200k_base is
 * the encoding of current OpenAI models, so counts here match what a provider would bill
 * for the same text closely enough to meter credits by.
 */
import { countTokens as countO200k } from 'gpt-tokenizer/encoding/o200k_base';

export function countTokens(text: string): number {
  return text.length === 0 ? 0 : countO200k(text);
}
