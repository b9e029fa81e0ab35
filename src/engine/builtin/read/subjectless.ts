/**
 * Clauses typed without their subject, said with it: "…, did 2 yrs volunteering" → "I did
 * 2 years …", "should have flagged it" → "I should have flagged it", "wont happen again" →
 * "It won't happen again".
 */
import { capitalize } from '../text.js';

/**
 * Verbs a typed clause starts with when its "I" is left out ("…, did 2 yrs volunteering"):
 * past forms that are no participle, so "paid at $18/hour" is not read as "I paid".
 */
const DROPPED_I = 'did|fell|went|saw|spoke|rang|took|forgot|wrote|drove|got';
/** Built once: `replace` starts a global pattern from the text's start whoever used it last. */
const DROPPED_I_CLAUSE = new RegExp(
  `([^,.;?!]{12,})([,;.?!])\\s+(?:and\\s+|also\\s+)?(${DROPPED_I}|been)\\s+(?=\\S+\\s+\\S)`,
  'gi',
);
/** Past verbs of the writer's that are participles too, counted only before what they were done to. */
const DONE_BY_ME =
  'ordered|sent|put|booked|paid|emailed|posted|left|called|missed|dropped|lost|broke|moved|cancell?ed|changed|fixed|checked|asked|bought|gave|told|promised';
const DONE_CLAUSE = new RegExp(
  `([,?!]\\s+)(?:and\\s+)?(${DONE_BY_ME})\\s+(?=(?:the|a|an|my|our|your|it|them|\\d)\\b)`,
  'gi',
);
const DONE_ON_DAY = new RegExp(
  `(\\bI (?:${DONE_BY_ME}))\\s+(?=the\\s+\\d{1,2}(?:st|nd|rd|th)\\b)`,
  'gi',
);

/** "… boggy. booking a table": a sentence that opens on what the writer is doing (not after "hey!!"). */
const DOING_NOW = String.raw`(?<!^(?:hey|hi|hello|hiya)\W*)([.?!]\s+)(booking|ordering|organising|organizing|bringing|making|getting|sending|doing)\s+(?=(?:a|an|the|some|\d)\b)`;
const DOING_NOW_CLAUSE = new RegExp(DOING_NOW, 'gi');
/** "… booking a table for 1pm so need to know by the 28th": and what the writer needs. */
const DOING_SO_NEED = new RegExp(String.raw`${DOING_NOW}([^.?!]*?)\bso\s+need\s+`, 'gi');

/**
 * A context's clause typed without its subject, said with it as a sentence of its own: "…, did 2 years
 * volunteering at a hedgehog rescue" → "…. I did 2 years …"; "been 5 weeks since …" →
 * "It's been 5 weeks since …"; "got jury duty from Monday" → "I've got jury duty …".
 */
export function subjectsSaid(text: string): string {
  // "… we'll knock the charge off": a writer who says "we" is "we" where the subject is left out.
  const writer = /\bwe(?:['’]ll|['’]re)?\b/i.test(text) ? 'We' : 'I';
  const am = writer === 'We' ? "We're" : "I'm";
  return (
    text
      // "? ordered it 3 weeks ago": a sentence that opens on the writer's past verb and its "it".
      .replace(
        /([.?!]\s+)(\p{Ll}+ed)\s+(?=(?:it|them|this|these|those)\b)/gu,
        (_m, mark: string, verb: string) => `${mark}I ${verb} `,
      )
      // "sorry to Mrs Kowalewska, put the wrong VAT on …", "…? ordered 3 on the 18th": the
      // writer's past verb and what it was done to, with its "I".
      .replace(
        DONE_CLAUSE,
        (_m, mark: string, verb: string) => `${mark.trim()} I ${verb.toLowerCase()} `,
      )
      // "… in Gullyfoot Cider. pressed 38 tonnes of apples this autumn": what the writers did,
      // with its subject.
      .replace(
        /([.?!]\s+)(pressed|sold|shipped|raised|signed|launched|hired|opened|built|brewed|bottled|planted|harvested|delivered|installed|completed)\s+(?=\d|(?:over|about|nearly|almost|more than)\b)/g,
        (_m, mark: string, verb: string) => `${mark}${writer} ${verb} `,
      )
      // "… no need to send back. also refunding his 6.95 return postage": what the writer is
      // doing too, with its subject.
      .replace(
        /([.?!]\s+)(?:also|and)\s+(refunding|sending|adding|including|waiving|covering|throwing in)\s+(?=(?:a|an|the|your|his|her|their|some|\d)\b)/gi,
        (_m, mark: string, verb: string) => `${mark}${am} also ${verb.toLowerCase()} `,
      )
      // "I ordered the 16th": a day of the month after the verb is when, "on" left out.
      .replace(DONE_ON_DAY, '$1 on ')
      // "… nobody turned up. can do fri 8am": what the writer can do, with its subject.
      .replace(
        /([.?!]\s+)(can|could)\s+(?=(?:do|come|fit|make|offer|book|see|call|send|bring|move|start|begin|run|hold|keep|give|take)\b)/gi,
        (_m, mark: string, modal: string) => `${mark}${writer} ${modal.toLowerCase()} `,
      )
      // "… boggy. booking a table for 1pm so need to know by the 28th": what the writer is
      // doing, and needs, with their subject.
      .replace(
        DOING_SO_NEED,
        (_m, mark: string, verb: string, what: string) =>
          `${mark}${am} ${verb.toLowerCase()} ${what.trimEnd()}, so ${writer} need `,
      )
      .replace(
        DOING_NOW_CLAUSE,
        (_m, mark: string, verb: string) => `${mark}${am} ${verb.toLowerCase()} `,
      )
      // "… 3 times this month. just want the rule to be …": what the writer wants, with "I".
      .replace(
        /([.?!]\s+)[Jj]ust\s+(want|need|wanted)\s+(?=(?:to|the|a|an|you|everyone)\b)/g,
        (_m, mark: string, verb: string) => `${mark}${writer} just ${verb} `,
      )
      // "the rule to be fill it back up": the rule, after a colon; "the rule is fill it up":
      // "the rule is to fill it up".
      .replace(
        /\b(rule (?:is|to be|should be))\s+(?=(?:fill|put|leave|keep|bring|return|check|clean|lock|sign|write)\b)/g,
        (_m, rule: string) => (rule === 'rule is' ? 'rule is to ' : `${rule}: `),
      )
      // "… in time. still missing the rental income figures": what the writer still lacks.
      .replace(
        /([.?!]\s+|,\s+)still\s+(missing|waiting for|waiting on|need)\s+(?=(?:your|his|her|their|the|a|an|\d)\b)/gi,
        (_m, mark: string, verb: string) => {
          const lower = verb.toLowerCase();
          const said = lower === 'need' ? `${writer} still need` : `${am} still ${lower}`;
          return `${mark.includes(',') ? '.' : mark.trim()} ${said} `;
        },
      )
      // "…, need his P60 by the 15th": what the writer needs, with its subject.
      .replace(/,\s+need\s+(?=(?:your|his|her|their|the|a|an)\b)/gi, () => `. ${writer} need `)
      // "…, should be 312.40 not 412.40": what it should be, with its "it".
      .replace(
        /,\s+(should|would|must|will)\s+be\s+(?=\S)/gi,
        (_m, modal: string) => `. It ${modal.toLowerCase()} be `,
      )
      // "… upstairs bar. 14 yrs here!! ive put £150 behind the bar": how long the writer has
      // been here.
      .replace(
        /(^|[.!?]\s+)(\d+|two|three|four|five|six|seven|eight|nine|ten) (?:yrs|years) here\b/gi,
        (_m, mark: string, count: string) => `${mark}I've been here ${count} years`,
      )
      // "… we've chased it twice. hoping to have an answer by fri": the writer hopes.
      .replace(
        /(^|[.!?]\s+)(hoping|planning|aiming) to\s+(?=\p{Ll})/giu,
        (_m, mark: string, verb: string) =>
          `${mark}${writer === 'We' ? "We're" : "I'm"} ${verb.toLowerCase()} to `,
      )
      // "got 9kg on 13 nov, but invoiced for the full 12": the writer was charged.
      .replace(
        /,\s+but\s+(invoiced|charged|billed)\s+(?=for\b|\d|£|\$|€)/gi,
        (_m, verb: string) =>
          `, but ${writer === 'We' ? 'we were' : 'I was'} ${verb.toLowerCase()} `,
      )
      // "…, had a narrowboat 8 yrs": the writer's, with its "I".
      .replace(/,\s+had\s+(?=(?:a|an|my|our|some)\b)/gi, '. I had ')
      // "… first time!! took her 6 months of lessons": how long it took, with its "it".
      .replace(
        /(^|[.?!,]\s+)took\s+(?=(?:her|him|them|me|us)\s+(?:\d+|a|an|two|three|four|five|six|seven|eight|nine|ten|several|a few)\s+(?:\S+\s+)?(?:minutes|hours|days|weeks|months|years|goes|attempts|tries|lessons)\b)/gi,
        (_m, mark: string) => `${mark}${mark.trim() === ',' ? 'it' : 'It'} took `,
      )
      // "…, looks better than the first one": what "it" does, said with its "it".
      .replace(
        /,\s+(looks|seems|sounds|works|feels|fits|tastes)\s+(?=\S)/gi,
        (_m, verb: string) => `. It ${verb.toLowerCase()} `,
      )
      .replace(/(^|[.?!]\s+)got\s+(?=\S+\s+\S)/gi, "$1I've got ")
      // "…. looks like he'll owe about …": what it looks like, with its "it".
      .replace(/(^|[.?!]\s+)looks like\b/gi, '$1It looks like')
      // "yes he can come to the ceremony": the answer, then its clause.
      .replace(
        /(^|[.!?,]\s+)([Yy]es|[Nn]o)\s+(?=(?:he|she|they|we|I|it|you)\s)/g,
        (_m, lead: string, word: string) =>
          `${lead.startsWith(',') ? '. ' : lead}${capitalize(word.toLowerCase())}, `,
      )
      // "in time for mothers day on sun 7 march": the day's name and the month's capital.
      .replace(
        /\b([Mm]other|[Ff]ather)s\s+[Dd]ay\b/g,
        (_m, who: string) => `${capitalize(who.toLowerCase())}'s Day`,
      )
      .replace(/\b(\d{1,2}(?:st|nd|rd|th)?\s+)march\b/g, '$1March')
      // "an evening welding course at the college til march": until March.
      .replace(/\btill? march\b/g, 'until March')
      .replace(/\b((?:until|in|from|since|by|through|end of|early|mid|late)\s+)march\b/g, '$1March')
      // "im 34 and been a bike mechanic …": "and I've been".
      .replace(/\b(I['’]m \d{1,2}) and been\b/g, "$1 and I've been")
      // "…. could be live by fri 26 feb": what could be, with its "it".
      .replace(/([.?!]\s+)could be\s+(?=\p{Ll})/gu, '$1It could be ')
      // "Was 3 at the last one": what it was, with its "it".
      .replace(/(^|[.!]\s+)[Ww]as\s+(?=\d)/g, '$1It was ')
      // "dads home now and doing ok": "Dad's home"; "my nans 90th": "my nan's 90th".
      .replace(
        /(^|[.!?,]\s+|\band\s+|\bmy\s+)(dad|mum|mom|nan|gran|grandad)s\s+(?=(?:home|back|out|better|ok|okay|fine|doing|been|got|in|still|now|birthday|party|funeral|wedding|house|place|anniversary|retirement|\d+(?:st|nd|rd|th))\b)/gi,
        (_m, lead: string, kin: string) =>
          `${lead}${/^my\s/i.test(lead) || lead.trim() === 'and' ? kin.toLowerCase() : capitalize(kin.toLowerCase())}'s `,
      )
      // "Was a chef for 12 yrs so i know …": what the writer was, with its "I".
      .replace(/(^|[.!]\s+)[Ww]as\s+(?=(?:a|an)\s+[^.?!]*(?:[.!]|$))/g, '$1I was ')
      .replace(/^been\s+(?=\S+\s+\S)/i, "It's been ")
      // "…, just need the case studies", "should have flagged weeks ago", "would rather do it
      // face to face", "had to buy from the cash and carry": the writer's need, regret, wish
      // or trouble, with its subject.
      .replace(
        /(^|[.!?]\s+|,\s+)(just|still|also)\s+need\s+(?=\S)/gi,
        (_m, mark: string, adverb: string) =>
          `${mark}${mark.trim() === ',' && writer === 'We' ? 'we' : writer} ${adverb.toLowerCase()} need `,
      )
      .replace(
        /(^|[.!?]\s+)(should have|would rather|would prefer|had to)\s+(?=\p{Ll})/giu,
        (_m, mark: string, modal: string) => `${mark}${writer} ${modal.toLowerCase()} `,
      )
      // "…, wont happen again": it won't. "… coming wed 9 dec. could be any time that day":
      // it could.
      .replace(/(^|[.!?]\s+|,\s+)wont\s+(?=happen|be\b)/gi, (_m, mark: string) =>
        mark.trim() === ',' ? `${mark}it won't ` : `${mark}It won't `,
      )
      .replace(
        /(^|[.!?]\s+|,\s+)(could|might|may)\s+be\s+(?=any\b)/gi,
        (_m, mark: string, modal: string) =>
          `${mark}${mark.trim() === ',' ? 'it' : 'It'} ${modal.toLowerCase()} be `,
      )
      // "done 3 yrs as a kennel assistant": what the writer has done, with its "I".
      .replace(/(^|[.!?]\s+|,\s+)done\s+(?=\d+\s+(?:years|months|weeks)\b)/gi, "$1I've done ")
      // "Comments by Friday 11 December, and I'll go through them": what the reader is to send.
      .replace(
        /(^|[.!?]\s+)(comments|replies|feedback|answers|thoughts|names|entries|forms|RSVPs?)\s+by\s+(?=\S)/gi,
        (_m, mark: string, what: string) =>
          `${mark}Please send your ${/^RSVP/i.test(what) ? what : what.toLowerCase()} by `,
      )
      // "next years grant", "the first months bill": the year's, the month's.
      .replace(
        /\b(next|last|this|first|second)\s+(year|month|week)s\s+(?=(?:grant|bill|rent|fees?|invoice|salary|budget|wages|holiday|event|meeting|show|report|accounts|intake|conference|festival|fair|trip|results|figures|target|subscription|membership)\b)/gi,
        "$1 $2's ",
      )
      .replace(
        DROPPED_I_CLAUSE,
        (_m, before: string, mark: string, verb: string) =>
          `${before}${/[?!]/.test(mark) ? mark : '.'} ${verb.toLowerCase() === 'been' ? "It's been" : `I ${verb.toLowerCase()}`} `,
      )
  );
}
