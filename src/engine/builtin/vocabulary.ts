/**
 * The identifiers the builtin engine's data defines, for the HTTP layer and for the test
 * that holds the OpenAPI enums equal to the data files.
 */
import { readEditor, readPurposes, readRecipients, readTones } from './data.js';

export interface Vocabulary {
  tones: string[];
  purposes: string[];
  recipients: string[];
  improvements: string[];
}

export function loadVocabulary(): Vocabulary {
  return {
    tones: Object.keys(readTones().tones),
    purposes: Object.keys(readPurposes().purposes),
    recipients: Object.keys(readRecipients().recipients),
    improvements: Object.keys(readEditor().kinds),
  };
}
