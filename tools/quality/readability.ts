/** The harness reads readability with the same textbook formula the editor reports. */
export {
  fleschReadingEase,
  sentenceCount,
  syllables,
  words,
} from '../../src/engine/builtin/flesch.js';
