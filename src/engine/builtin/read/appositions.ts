/**
 * The reader as the caller describes them, beside their name or for them: "my manager, Mr
 * Haldorsen, for …", "Wilbur, our caretaker, for …", "the Arceneaux family", "it goes to the
 * director Mr Oakenfold". Said to the reader, who they are goes unsaid (or is "you"), and so
 * does whom the email is for.
 */
import { agree, toYou } from './toYou.js';

/** "Ask my manager, Mr Haldorsen, for …" → "Ask my manager Mr Haldorsen for …": the reader, named. */
export function roleNamed(context: string, name = ''): string {
  const first = /^\p{Lu}[\p{L}'’-]+/u.exec(name.trim())?.[0];
  return (
    context
      // "can u ask Tiberiu if he'd swap shifts", written to Tiberiu: the caller asks the writer
      // to ask the reader, not the reader to ask someone.
      .replace(
        first === undefined
          ? /(?!)/
          : new RegExp(
              String.raw`^(?:can|could|would)\s+(?:u|you)\s+(?:pls\s+|please\s+)?(ask|tell|remind)\s+(?=${first}\s+(?:if|whether|to)\b)`,
              'i',
            ),
        '$1 ',
      )
      .replace(
        /^((?:[Pp]lease\s+)?(?:[Aa]sk|[Tt]hank|[Rr]emind|[Tt]ell|[Ii]nvite|[Cc]ongratulate)\s+(?:my|our)\s+(?:\p{Ll}+\s+){0,3}?\p{Ll}+),\s+((?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?),(?=\s)/u,
        '$1 $2',
      )
      // "welcome email for new members at Spindlestone Climbing Wall, …": the welcome itself.
      .replace(/^(?:an?\s+)?welcome\s+(?:email|message|note|letter)\s+(?:for|to)\s+/i, 'welcome ')
  );
}

/**
 * What the reader is, as the caller calls them: "their manager", "your account manager at
 * Ridley's", "our caretaker" ("our new sous chef" and "our rep at Cartonwell Packaging" say
 * more than who the reader is, and stay).
 */
const WHAT_THEY_ARE = String.raw`,\s+(?:(?:your|the|their)\s+(?:[\p{Ll}-]+\s+){0,3}?[\p{Ll}-]+(?:\s+(?:at|of|from)\s+\p{Lu}[\p{L}&'\u2019-]*(?:\s+\p{Lu}[\p{L}&'\u2019-]*)*)?|our\s+(?!new\b)(?:[\p{Ll}-]+\s+){0,2}?[\p{Ll}-]+),\s+`;

/** "so dont be pushy": the caller's note on how to write it, said to the writer (the harness reads it too). */
export const HOW_TO_SOUND = String.raw`\bso\s+(?:don['\u2019]?t|do not)\s+be\s+(?:too\s+)?(?:pushy|harsh|blunt|rude)\b`;

/** "it goes to the director you", "The application goes to you by Friday 8 January". */
const GOES_TO_YOU = String.raw`(?:[Ii]t|[Tt]his|[Tt]he (?:letter|application|email))\s+(?:goes|is going|should go|needs to go)\s+to\s+(?:the\s+(?:\p{Ll}+\s+){1,3})?you\b(?:\s+(?:by|before)\s+[^.;!?]+)?`;
/** After a comma, up to the sentence's end; or a sentence of its own, with its full stop. */
const GOES_TO_YOU_SAID = new RegExp(
  `(?:,\\s*(?:and\\s+)?${GOES_TO_YOU}(?=\\s*(?:[.;!?]|$))|(?<=[.!?])\\s+${GOES_TO_YOU}\\s*[.!?])`,
  'gu',
);
/** "ask them for some quick feedback …, and whether they'd use …": asked of the readers. */
const ASK_THEM_FOR =
  /\bask them for ((?:some |your |a little |a bit of )?(?:quick |short |honest |brief )?(?:feedback|thoughts|views|opinions)\b)(?:([^.!?]*?\bwhether )they(['’]d|\s+would)\b)?/g;

/**
 * "Thank you, our caretaker, for staying …", "which Vida, their manager, told me about" to
 * Vida: the reader, then what the reader is, said to them as the reader alone ("you", or
 * the name that becomes "you"); and "it goes to the director you", the caller's note of whom
 * the email is for, left out.
 */
export function youAlone(text: string, name = ''): string {
  // The reader greeted by one name ("Quiteria", "Walpurga"), which the text may use.
  const oneName = /^\p{Lu}[\p{L}'’-]+$/u.test(name);
  const reader = oneName ? `|${name}` : '';
  return (
    text
      .replace(
        new RegExp(String.raw`\b([Yy]ou${reader})${WHAT_THEY_ARE}`, 'gu'),
        (_m, who: string) => (who === name ? 'you ' : `${who} `),
      )
      // "You, who sits next to me in the office, found out …": who the reader is, they know.
      .replace(
        /(^|[.!?]\s+)You, who [^,.;!?]+, (?=\p{Ll}+ed\b|found|got|won|passed|made)/gu,
        '$1You ',
      )
      // "closing date Friday 15 January, it goes to the director Mr Oakenfold": whom the
      // email goes to is the caller's note, not news to the reader.
      .replace(GOES_TO_YOU_SAID, '')
      // "dont want it to sound like im blaming her, she was off sick …": how the caller wants
      // it to read, of the reader, a note to the writer; what follows the comma is still said.
      .replace(
        /(^|[.!?]\s+)(?:but\s+)?(?:I\s+)?(?:don['’]t|do not)\s+want\s+(?:it|this)\s+to\s+(?:sound|come across|seem|read)\s+(?:like|as if|as though)\b[^.!?,;]*\byou\b[^.!?,;]*(?:[,;]\s*(\p{Ll})|[.!?]\s*|$)/giu,
        (_m, before: string, next: string | undefined) => before + (next?.toUpperCase() ?? ''),
      )
      // "want to email the restaurants and butchers there": the caller's plan, not news to them
      // ("want to email them about putting beehives on their roofs" says what it is about).
      .replace(
        /(^|[.!?]\s+)(?:I\s+)?(?:want|need|would like)\s+to\s+(?:email|write to|message|contact)\s+you\b(?:\s+and\s+(?:the\s+)?\p{Ll}+)?(?:\s+(?:there|here|nearby|round here|in the area))?(?:[.!?]\s*|$)/giu,
        '$1',
      )
      // "I know you've been buried with the flu clinics so don't be pushy": how to write it,
      // a note to the writer; what it follows is still said.
      .replace(new RegExp(String.raw`,?\s+${HOW_TO_SOUND}`, 'giu'), '')
      // "quarterly update for our 9 investors in Gullyfoot Cider": the update is on the firm;
      // its investors are the ones written to.
      .replace(
        /^(?:(?:a|the|our|my)\s+)?((?:quarterly|monthly|weekly|annual|yearly|half-yearly|\p{Lu}\d)?\s*update)\s+for\s+(?:all\s+)?(?:our|the|my)\s+(?:\d+\s+)?(?:investors|shareholders|backers|members|trustees|donors|supporters|partners)\s+(?:in|of|at)\s+(?=\p{Lu})/iu,
        (_m, update: string) => `give you our ${update.trim().toLowerCase()} on `,
      )
      // "Before I set my 2027 rates I'd like to ask them for some quick feedback …, and whether
      // they'd use …", in a feedback request: the ones asked are the readers.
      .replace(
        ASK_THEM_FOR,
        (_m, what: string, between: string | undefined, would: string | undefined) =>
          `ask you for ${what}${between === undefined ? '' : `${between}you${would!}`}`,
      )
      // "Write my application for the sous chef job at …, to the owner, Mr Kempthorne": the
      // caller's note of what to write, and to whom, is the applying.
      .replace(
        /^(?:please\s+)?(?:write|draft)\s+my\s+(?:job\s+)?(?:application|cover(?:ing)?\s+letter)\s+for\s+([^.;!?]+?)(?:,\s+to\s+you)?(?=\s*(?:[.;!?]|$))/i,
        "I'm applying for $1",
      )
      // "want to email the estates director at Kittering University about putting beehives on
      // their roofs": the caller's note of whom to write to is the writing, "I am writing to
      // you about …", where they work theirs to know.
      .replace(
        /^(?:I\s+)?(?:want|need|would like|['’]d like) to (?:email|write to|contact|message) you(?: at [^,.;:!?]+?)? (?=about\b)/i,
        'I am writing to you ',
      )
      // "Ettore your president came to see it": the apposition in its commas.
      .replace(
        /\b(\p{Lu}\p{Ll}+)\s+((?:your|their|our)\s+\p{Ll}+)\s+(?=(?:\p{Ll}+ed|came|went|said|told|gave|was|has|will)\b)/gu,
        '$1, $2, ',
      )
      // "I met you, who buys for the garden centres, at the craft fair": met "you" there.
      .replace(/\b([Yy]ou),\s+who\s+[^,.;:!?]+,\s+(?=(?:at|in|on|last|this|yesterday)\b)/g, '$1 ')
      // "My friend Ysmay drove me …", "their operations manager, Mrs Pauncefoot, …": who the
      // reader is to the caller, said to the reader, is "you" alone.
      .replace(
        /\b(?:(?:[Mm]y|[Oo]ur)\s+(?:[\p{Ll}-]+\s+){0,2}?[\p{Ll}-]+\s+(?=you\s+(?:\p{Ll}+ed|drove|came|went|gave|took|made|did|kept|found|brought|ran|sent|stepped|spent|lent|caught|won|got)\b)|(?:[Tt]he|[Yy]our|[Tt]heir|[Oo]ur|[Mm]y)\s+(?:[\p{L}-]+\s+){0,5}?[\p{L}-]+,\s+(?=you,))/gu,
        (_m, at: number, all: string) => (/(?:^|[.!?]\s+)$/.test(all.slice(0, at)) ? '\uE003' : ''),
      )
      .replace(/\uE003you\b/g, 'You')
      // "I want 20 minutes with my manager Ms Achterberg next week": her post beside her name.
      .replace(
        /\b(?:[Mm]y|[Oo]ur)\s+(?:line\s+)?(?:manager|boss|supervisor|team leader|landlord|landlady|mentor)\s+(?=you\b)/g,
        '',
      )
      // "the 25 pound rush fee Walpurga mentioned on the phone", written to Walpurga at the
      // firm asked: the reader's own name, doing something, is "you".
      .replace(
        oneName && /\byou\b/i.test(text) && !/\bintroduc/i.test(text)
          ? new RegExp(
              String.raw`(?<=[\p{Ll},]\s)${name}(?=\s+(?:\p{Ll}+ed|said|told|gave|sent|quoted)\b)`,
              'gu',
            )
          : /(?!)/g,
        'you',
      )
      // "I interviewed Quiteria Eckersall …" written to Quiteria: her surname goes with her.
      .replace(
        oneName
          ? /\b([Yy]ou)\s+(?!(?:I|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)\b)\p{Lu}[\p{L}'’-]+(?=\s+(?:for|at|on|in|to|from|about|with|and|last|this|yesterday)\b|[,.;:!?])/gu
          : /(?!)/g,
        '$1',
      )
  );
}

/**
 * "for the Arceneaux family", "The Demircis at Hazelrigg Grange have had me in", written to
 * Mr and Mrs Arceneaux or the Demircis: the family is "you".
 */
export function familyAsYou(text: string, name = ''): string {
  const surname = /^(?:Mr\.? and Mrs\.?|the)\s+(\p{Lu}[\p{L}'’-]+)(?:\s+family)?$/iu.exec(
    name.trim(),
  )?.[1];
  if (surname === undefined) return text;
  // "Mr and Mrs Kuzniarski have just booked …" too.
  const family = new RegExp(
    String.raw`\b(?:([Tt])he\s+(?:${surname}\s+family|${surname}e?s(?:\s+at\s+\p{Lu}[\p{L}'\u2019-]*(?:\s+\p{Lu}[\p{L}'\u2019-]*)*)?)|(M)r\.?\s+and\s+Mrs\.?\s+${surname})\b`,
    'gu',
  );
  if (!family.test(text)) return text;
  // "… gets away from them between visits. If they sign up by Friday …": theirs too; and
  // "each time Mrs Demirci has said" is one of them, "you have said".
  return toYou(
    text
      .replace(
        family,
        (_m, t: string | undefined, mr: string | undefined, at: number, all: string) =>
          t === 'T' || (mr !== undefined && /(?:^|[.!?]\s+)$/.test(all.slice(0, at)))
            ? 'You'
            : 'you',
      )
      .replace(
        new RegExp(String.raw`\b(?:Mr|Mrs)\.?\s+${surname}\s+(has|is|was|does)\b`, 'gu'),
        (_m, verb: string) => `you ${agree(verb, true)}`,
      ),
    false,
  );
}
