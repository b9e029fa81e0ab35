/**
 * The reader as the scene uses it: who the email is to found first (people.ts), the
 * context and notes rewritten to "you", then read by the Understander.
 */
import { loadEngineData } from '../../../src/engine/builtin/data.js';
import { createLanguage } from '../../../src/engine/builtin/language.js';
import {
  Understander,
  type Idea,
  type Understanding,
} from '../../../src/engine/builtin/read/index.js';
import { readerInContext, type ReaderInContext } from '../../../src/engine/builtin/read/people.js';
import { toYou } from '../../../src/engine/builtin/read/toYou.js';
import { addresseeOf, resolveRecipient } from '../../../src/engine/builtin/read/recipient.js';
import { createSpeller } from '../../../src/engine/builtin/speller.js';

const data = loadEngineData();
const lang = createLanguage(data.lexicon, createSpeller(data.spelling));

export interface Read {
  reader: ReaderInContext;
  understanding: Understanding;
}

/** `aboutWriter`: the notes describe the writer, as in a job application. */
export function readRequest(
  recipient: string,
  context: string,
  notes?: string,
  aboutWriter = false,
): Read {
  const reader = readerInContext(context);
  const youNotes =
    notes === undefined || reader.found === undefined
      ? notes
      : toYou(notes, reader.found === 'person');
  const understander = new Understander(
    lang,
    data.composer,
    addresseeOf(resolveRecipient(recipient, data.recipients), reader.name),
  );
  const understanding = understander.understand(
    reader.context,
    youNotes,
    aboutWriter,
    reader.found === 'person',
  );
  return { reader, understanding };
}

/** An idea as one line: "act: thank | you for …", "statement: The shift was …". */
export function ideaLine(idea: Idea): string {
  switch (idea.kind) {
    case 'act':
      return `act: ${[idea.act.verb, idea.act.particle].filter((p) => p !== '').join(' ')} | ${idea.act.rest}`;
    case 'please':
      return `please: ${idea.vp}`;
    case 'statement':
      return `statement: ${idea.text}`;
    case 'topic':
      return `topic: ${idea.np}`;
    case 'state':
      return `state: ${idea.text}`;
  }
}
