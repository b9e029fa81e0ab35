/**
 * A context whose reader has become "you", said as a person says it to them: "reach out to
 * you about" is "tell you about", "complain to you that" is "let you know that", the
 * caller's notes on how to say it ("tactfully", "say …") go, and what the reader owns or
 * where they work is theirs to know.
 */
import { capitalize } from '../text.js';
import { POSTS } from './roles.js';

/**
 * Where the reader is and the writer's aside about them, between "write to you" and what
 * the writing does: "… on Harlowfield Business Park …", "…, who we've never worked with, …",
 * "…, a firm we've never had any contact with, …".
 */
const WHERE_AND_ASIDE = String.raw`(?:\s+(?:at|on|in)\s+[^,.;:!?]+?)?(?:,\s+(?:whom?|whose|which|an?)\s+[^,.;:!?]+,)?`;
const WRITE_OFFERING = new RegExp(
  String.raw`\bwrite to you${WHERE_AND_ASIDE}\s+offering\b(?!\s+to\b)`,
  'i',
);
const WRITE_DOING = new RegExp(
  String.raw`\b(?:write|writing|email|emailing|send a letter|sending a letter) to you${WHERE_AND_ASIDE},?\s+(asking|offering|inviting|urging|requesting|telling|complaining)\s+(?:you\s+|them\s+)?(?=to\b|that\b|about\b|whether\b|if\b)`,
  'gi',
);

/**
 * "write to X, a firm we've never had any contact with, asking them to …": the writer's
 * aside, said after the ask as a sentence of its own ("We've never had any contact with you
 * before.").
 */
const NEVER_ASIDE =
  /(\bto you(?:\s+(?:at|on|in)\s+[^,.;:!?]+?)?),\s+(?:(?:a|an)\s+[\p{L}-]+\s+|whom?\s+)(we|I)(?:['’]ve|\s+have)\s+never\s+([^,.;:!?]+?),(\s+(?:asking|offering|inviting|urging|requesting|telling|complaining)\b[^.;!?]*)([.;!?]|$)/u;

function neverAside(text: string): string {
  return text.replace(
    NEVER_ASIDE,
    (_m, to: string, who: string, done: string, doing: string, end: string) => {
      const stop = end === '' || end === ';' ? '.' : end;
      // "whom I've never met": "We haven't met before."
      const said = /^met$/.test(done)
        ? "We haven't met before"
        : `${capitalize(who)}'ve never ${done}${/\bwith$/.test(done) ? ' you' : ''} before`;
      return `${to}${doing}. ${said}${stop}`;
    },
  );
}

/** "you, chief executive of Orchardine Homes, …": the reader's post beside "you". */
const YOU_AND_POST = new RegExp(
  String.raw`\byou,\s+(?:the\s+)?(?:${POSTS})(?:\s+(?:of|at)\s+[^,.;:!?]+)?,\s+`,
  'gi',
);

// Case matters in the name, so the verbs carry their capital.
const TOLD_AT_WORK =
  /\b([Rr]emind|[Tt]ell|[Cc]hase|[Aa]sk|[Ll]et|[Uu]pdate|[Ii]nform|[Nn]udge|[Ww]arn|[Nn]otify|[Cc]ontact) you at (?:the\s+)?(?:\p{Lu}[\p{L}&'’-]*\s+)*?\p{Lu}[\p{L}&'’-]*(?:\s+(?:depot|office|branch|site|shop|store|studio|clinic|surgery|warehouse|factory|yard|school|hall|centre|center))?(?=\s+(?:that|about|to|if|whether|know|the|our|my|this|how|when|what|we|I)\b)/gu;

export function saidToYou(context: string, many: boolean): string {
  return (
    neverAside(context)
      // "say sorry to Mr Penwarden, i completely forgot to walk Pipkin": sorry that I forgot.
      .replace(/\b(say sorry|apologi[sz]e)(?: to you)?\s*,\s+(?=(?:I|we)\b)/i, '$1 that ')
      // "you keep selling out at markets and takes orders by DM": both verbs said to "you".
      .replace(
        /\b(you\s+(?:[\p{Ll}'’]+\s+){1,8}?and\s+)(take|get|make|hate|love|want|need|keep|say|run|use|sell)s\b/gu,
        '$1$2',
      )
      // "I am writing to reach out to you about …" says reaching out twice.
      .replace(/\breach out to you (about|regarding)\b/i, 'tell you $1')
      // "raise with Brenda, tactfully, that …": how to say it is the writer's to show.
      .replace(
        /\byou,\s+(?:tactfully|gently|politely|kindly|nicely|firmly|diplomatically|discreetly|carefully),?\s+/i,
        'you ',
      )
      // "raise with Dunmore Fitness next door that …": where they are is theirs to know, and
      // what is raised is told.
      .replace(/\braise with you next door that\b/i, 'raise with you that')
      // "ask Tobias next door if he can take in a parcel": "ask you if you can …".
      .replace(/\b(ask|tell|remind|invite|thank) you next door\b/i, '$1 you')
      // "propose to the owner of the Drowsy Badger café that …": what they own is theirs to know.
      .replace(/\bpropose to you (?:of|at) [^,.;:!?]+? that\b/i, 'propose to you that')
      // "massive congrats to Emeka for passing …": congratulated on it.
      .replace(/\bcongratulate you for\b/i, 'congratulate you on')
      // "write to Elspeth, whose mugs we saw at the market, asking whether she'd make …": the
      // question asked, then where the writer came across them.
      .replace(
        /\bwrite to you,\s+whose\s+([^,;]+?)\s+(we|I)\s+(saw|met|found|tried|bought|heard|read)\s+([^,;]+),\s+asking\s+((?:whether|if)\s[^.;]+)([.;]|$)/i,
        (_m, thing: string, who: string, did: string, where: string, asked: string, end: string) =>
          `ask you ${asked}. ${capitalize(who)} ${did} your ${thing} ${where}${end === ';' ? '.' : end}`,
      )
      // "write to the HR director at Stannard Haulage offering our training": the offer, to them.
      .replace(WRITE_OFFERING, 'offer you')
      // "…; say I don't mind doing my share": what the caller would have said, as said;
      // "say our two schools have …, that we look forward to …, and invite her to …": each
      // thing to say its own sentence.
      .replace(
        /([;.]\s+)say (?:that )?((?:I|we|our|my|the)\b.*)$/i,
        (_m, stop: string, said: string) =>
          stop +
          said
            .replace(/([;.]\s+)say (?:that )?(?=(?:I|we|our|my|the)\b)/gi, '$1')
            .replace(
              /,?\s+(?:and\s+)?that\s+(we|I)\b/g,
              (_t, who: string) => `. ${capitalize(who)}`,
            )
            .replace(/,?\s+and invite you to\b/g, '. I would also like to invite you to'),
      )
      // "congratulate Professor Garside on …, from the principal of Dunmere College": who
      // signs it, for the signature.
      .replace(
        /,\s+from (?:the|our) (?:principal|head|headteacher|director|chair|chairman|chairwoman|ceo|manager|president|owner|team|staff) (?:of|at) [^,;.]+(?=[;.]|$)/i,
        '',
      )
      // "raise it with Ravensgill Rovers, the football club who use our pavilion, that …":
      // what is raised, told to them, without who they are.
      .replace(
        /\braise it with you(?:,\s+(?:the|our)\s+[^,.;:!?]+,)?\s+that\b/i,
        'let you know that',
      )
      // "complain to the cleaning company that the rooms were not cleaned": what went wrong,
      // told to them.
      .replace(/\bcomplain to you (that|about)\b/i, (_m, how: string) =>
        how.toLowerCase() === 'that' ? 'let you know that' : 'raise a problem about',
      )
      // "congratulate the owners of Hollow Oak Bakery on their tenth anniversary": them and
      // everyone at the business, as "our partners at …" below.
      .replace(
        /\byou of (\p{Lu}[\p{L}&'’-]*(?:\s+\p{Lu}[\p{L}&'’-]*)*?)(?:['’]s)?\s+(?=(?:for|on|to)\b)/u,
        'you at $1 ',
      )
      // "welcome new members of the beekeeping association": welcomed to it.
      .replace(/\bwelcome you of (?=the|our)\b/i, 'welcome you to ')
      // "reach out to dentists in the area": where they are goes with them.
      .replace(/\byou in (?:the|your|our) (?:area|city|region|neighbou?rhood)\b/i, 'you')
      // "ask to attend the course" asks leave to do it, not the reader to do it.
      .replace(/^((?:please\s+)?)ask to\s+(?!you\b)/i, '$1ask whether I can ')
      // "pitch Mrs Hollinrake adding a robotics club": what is pitched is proposed.
      .replace(/\bpitch you (?=\p{Ll}+ing\b)/giu, 'propose ')
      // "pitch our program to you" is the caller's word for it, not the writer's.
      .replace(/\bpitch\s+(.+?)\s+to you\b/i, 'tell you about $1')
      // "congratulate Meinir and Alun at Lowfold Farm Shop on ten years of trading": the
      // achievement is the business's, where they are said after it ("on ten years of trading
      // at Lowfold Farm Shop").
      .replace(
        /\b([Cc]ongratulate) you at ((?:\p{Lu}[\p{L}&'-]*\s+)*\p{Lu}[\p{L}&'-]*) on ([^,.;:!?]+)/u,
        (m, verb: string, org: string, what: string) =>
          many ? m : `${verb} you on ${what} at ${org}`,
      )
      // "thank our partners at Greenfield Farms for …": you and everyone there.
      .replace(
        // Case matters in the name: with /i, \p{Lu} takes any letter and the whole phrase.
        /\b([Tt]hank|[Cc]ongratulate|[Ww]elcome|[Ii]nvite) you at ((?:\p{Lu}[\p{L}&'-]*\s+)+)(for|on|to)\b/u,
        // "the head of IT at Corvel Bank" is one person there; "our partners at …" are many.
        (m, verb: string, org: string, prep: string) =>
          many ? `${verb} you and everyone at ${org}${prep}` : `${verb} you ${prep}`,
      )
      // "thank Bluecap Coaches … for how they handled the breakdown": how you handled it.
      .replace(/(\b[Tt]hank you\b[^.;]*?\bfor (?:how|the way|all the ways)) they\b/g, '$1 you')
      // "apologise to the patients whose appointments … were cancelled": sorry that theirs were.
      .replace(/\b([Aa]pologi[sz]e)(?: to you)?\s+whose\s+/g, '$1 that your ')
      // "a meeting with Ms Radulescu, chief executive of Orchardine Homes, about …": who they
      // are, theirs to know.
      .replace(YOU_AND_POST, 'you ')
      // "inviting everyone in accounts and payroll to my leaving drinks": the team they are
      // in is theirs to know.
      .replace(
        /\b([Ii]nvit(?:e|ing)|[Rr]emind(?:ing)?|[Tt]ell(?:ing)?|[Aa]sk(?:ing)?) you in (?:the )?\p{Ll}+(?: (?:and|&) \p{Ll}+)?(?: (?:team|department|office))?(?= (?:to|that|about)\b)/gu,
        (_m, verb: string) => `${verb} you${many ? ' all' : ''}`,
      )
      // "remind everyone at the Trundlebank depot that …", "chase Rollo at Tidewick Gin about
      // …": where the reader works is theirs to know.
      .replace(TOLD_AT_WORK, '$1 you')
      // "write to the chief executive asking him to reverse …": the writing is the email, the
      // asking is its act ("ask you to reverse …"); "… offering to park outside": "offer to".
      .replace(WRITE_DOING, (_m, act: string) => {
        // "write to you complaining that …": "complain that …".
        if (/^complaining$/i.test(act)) return 'complain ';
        const verb = act
          .toLowerCase()
          .replace(/ing$/, '')
          .replace(/^invit$/, 'invite')
          .replace(/^urg$/, 'urge');
        return verb === 'offer' ? 'offer ' : `${verb} you `;
      })
      // "write to Tidesend Brewing … asking if they'd sponsor …": whether you would.
      .replace(
        /\b(ask you (?:whether|if)) (?:he|she|they)(?=\s+(?:would|could|can|will|might|may|is|are|has|have)\b|['’](?:d|ll|s|re|ve)\b)/gi,
        (_m, asked: string) => `${asked} you`,
      )
      // "welcome Isidore to the workshop, starts mon 7 dec as our new apprentice": starting then.
      .replace(
        /(\bwelcome you to [^,.;:!?]+),\s+(starts|joins|begins)\s+/gi,
        (_m, welcome: string, verb: string) =>
          `${welcome}, ${{ starts: 'starting', joins: 'joining', begins: 'beginning' }[verb.toLowerCase()]} `,
      )
      // "a gentle nudge, they might have missed it": the reader's oversight, said to them.
      .replace(
        /\b([Tt])hey (might|may|could) have (missed|forgotten|overlooked|lost) (it|this|the email|the invoice|the reminder)\b/g,
        (_m, t: string, modal: string, done: string, what: string) =>
          `${t === 'T' ? 'Y' : 'y'}ou ${modal} have ${done} ${what}`,
      )
      // "recommending us to your sister; the sister booked a rewire": the reader's sister still.
      .replace(
        /\b([Tt])he (sister|brother|mum|mother|dad|father|son|daughter|husband|wife|partner|cousin|aunt|uncle|neighbou?r|friend)\b/g,
        (whole, t: string, kin: string, at: number, all: string) =>
          all.slice(0, at).includes(`your ${kin}`) ? `${t === 'T' ? 'Y' : 'y'}our ${kin}` : whole,
      )
      // "tell everyone at Larchwick Print that …": told to them, where they work goes unsaid.
      .replace(
        /\b([Tt]ell|[Rr]emind|[Ii]nform|[Ww]arn|[Uu]pdate|[Rr]aise with) you at (?:the\s+)?(?:\p{Lu}[\p{L}&'-]*\s+)+(that|about|on)\b/u,
        '$1 you $2',
      )
      // "propose to Dr Upjohn, the curator at Ravensgarth Museum, that …": her post, said to her,
      // is no news.
      .replace(
        /\b(propose|suggest) to you,\s+(?:the|our|my)\s+[^,.;:!?]{2,60}?,\s+(?=that\b)/i,
        '$1 ',
      )
      // "welcome you at the Saltinghame lifeboat shop": welcomed to it.
      .replace(/\b([Ww]elcome) you at (?=(?:the|our)\s+\p{Lu})/u, '$1 you to ')
      // "ask Mr Scantlebury at Hollowbeck Timber whether they can keep our order", "let all our
      // members at Kettleburn Fitness know", "pitch to Niamh at Kilnyard Brewery (next door to
      // us) doing …": where the reader works is theirs to know, and "they" there are "you".
      .replace(
        /\b([Aa]sk|[Ll]et|[Pp]itch to|[Tt]hank|[Ii]nvite|[Ww]elcome|[Cc]ongratulate) you at (?:the\s+)?(?:\p{Lu}[\p{L}\d&'’-]*\s+)*\p{Lu}[\p{L}\d&'’-]*(?:\s+\([^()]*\))?\s+(?=\p{Ll})(?!and\b|or\b|of\b|in\b)(?:(whether|if) they\b)?/gu,
        (m, verb: string, asked: string | undefined) =>
          many && /^(?:thank|invite|welcome|congratulate)$/i.test(verb)
            ? m
            : `${verb} you ${asked === undefined ? '' : `${asked} you`}`.trimEnd() +
              (asked === undefined ? ' ' : ''),
      )
      // "pitch to you adding an online shop", "pitch to you doing a monthly books and brews
      // night" (once where they work is gone): what is proposed.
      .replace(/\bpitch to you (?=\p{Ll}+ing\b)/u, 'propose ')
      // "propose doing a monthly books and brews night": what is proposed, without the light verb.
      .replace(/\bpropose doing (?=(?:a|an|the|our)\s)/i, 'propose ')
      // "thank you for a five-star review": the review is theirs.
      .replace(
        /\bthank you for (?:a|an)\s+((?:[\w-]+\s+){0,2}(?:review|referral|recommendation|donation|gift|order|purchase|introduction|testimonial))\b/i,
        'thank you for your $1',
      )
  );
}
