/**
 * The ask: the one sentence that says what the reader is to do, fitted to the request
 * ("send it over", "let me know whether you approve", "register with the link below"), or
 * the tone's closing line where the request asks nothing (a thanks, news of a hire).
 */
import { saysOwed, type Scene } from '../plan/scene.js';
import { APPROVAL, CHECK, LEAVE, NEEDED, NEXT_MEETING, WELCOME_BACK } from './shapes.js';

/** A time the caller set: "Tuesday at 11", "at 3pm" (or "at our next one-on-one", NEXT_MEETING). */
// "Tuesday at 11", "Friday 2:30", "Monday 9am"; "before Friday 18 December" is a date.
const SET_TIME =
  /\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+(?:at\s+\d{1,2}(?::\d\d)?|\d{1,2}:\d\d|\d{1,2}\s*(?:am|pm))\b|\bat\s+\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)\b/i;

/** The tone's closing line, after the caller's own question; an apology or a complaint ends on the question. */
export function closing(scene: Scene): string {
  if (scene.purpose.delicate) return '';
  // An invitation whose answer is asked already ends on seeing them, not "Exciting times ahead!".
  if (scene.input.purpose === 'invitation')
    return scene.tone.formality === 'high'
      ? 'I hope you will be able to join us.'
      : 'Hope to see you there!';
  // "Appreciate it!" thanks for a favour; after "Would you like to join our running club?"
  // there is nothing yet to thank for.
  const thanks = (c: string) => /\b(?:thanks|thank you|appreciate)\b/i.test(c);
  const closings = FAVOURS.has(scene.input.purpose)
    ? scene.tone.closings
    : scene.tone.closings.filter((c) => !thanks(c));
  // A favour asked ("send me the final version") ends on thanks, where the tone has one.
  const thanking = closings.filter(thanks);
  const fit = scene.input.purpose === 'request' && thanking.length > 0 ? thanking : closings;
  return scene.voice.pick('closing', fit) ?? '';
}

/** Purposes that ask something of the reader, which a closing may thank them for. */
const FAVOURS = new Set(['request', 'feedback_request', 'follow_up', 'reminder', 'thank_you']);

export function askSentence(scene: Scene): string {
  const { voice, purpose } = scene;
  const notes = scene.input.additionalNotes ?? '';
  // The context and the notes together, for what either may say.
  const both = `${scene.input.context} ${notes}`;
  // "introduce you to Wen from legal": the two are to talk to each other, not to the writer
  // (an introduction to "our company" names no one to talk to).
  // Written to both ("Zinovia and Mstislav"), the two are introduced to each other too.
  if (
    scene.input.purpose === 'introduction' &&
    (/\bintroduce you to\b(?:\s+[\p{Ll}-]+){0,4}?\s+\p{Lu}\p{Ll}|\bintroduce the two of you\b/u.test(
      scene.input.context,
    ) ||
      /^\p{Lu}\p{Ll}+ and \p{Lu}\p{Ll}+$/u.test(scene.input.recipientName?.trim() ?? ''))
  )
    return 'I will let the two of you take it from here.';
  // A survey, a review or a testimonial asked for is what the reader is asked to do.
  const wanted = scene.input.purpose === 'feedback_request' ? feedbackAsk(scene) : undefined;
  if (wanted !== undefined) return politely(scene, wanted);
  // "please reply by December 1" in the notes is the ask already: the email ends on the
  // tone's closing line instead of asking again.
  if (/\bplease\s+(?:reply|respond|rsvp|confirm|let (?:me|us) know)\b/i.test(notes))
    return closing(scene);
  // "let us know roughly if youre coming so we get enough mince pies", "let me know by
  // Wednesday the 9th so I know how many": the invitation's answer is asked for already.
  if (
    COMING_ASKED.test(scene.input.context) ||
    (scene.input.purpose === 'invitation' &&
      /\b(?:let (?:me|us) know|need to know) by\b|\bbook (?:by|via|through|online|at)\b/i.test(
        scene.input.context,
      ))
  )
    return closing(scene);
  // "We still haven't decided … We should be able to give you an answer by …": the writer
  // owes the answer; nothing is asked of the reader, who is thanked for waiting.
  if (
    scene.input.purpose === 'follow_up' &&
    /\b(?:we|I)\s+(?:still\s+)?(?:haven['’]t|have not)\s+(?:decided|made a decision)\b/i.test(
      scene.input.context,
    )
  )
    return 'Thank you for your patience.';
  // "please update your card in the app by Friday": the notes say what to do; the ask only
  // offers help with it.
  // "pls pay by bank transfer this wk" in the context says it too.
  if (
    scene.input.purpose === 'payment_reminder' &&
    (/\bplease\s+[a-z]+/i.test(notes) ||
      /\bplease\s+(?:pay|settle|transfer)\b/i.test(scene.input.context))
  ) {
    const ask = 'let me know if you run into any trouble';
    return politely(scene, ask);
  }
  // "Tuesday at 11 in the big room": the time is set, so the ask is whether it works ("any
  // evening in the week of 7 December would be great" leaves it open, however set the rest).
  if (
    scene.input.purpose === 'meeting_request' &&
    (SET_TIME.test(both) || NEXT_MEETING.test(both)) &&
    !ANY_OF_OURS.test(both)
  ) {
    const ask = NEXT_MEETING.test(scene.input.context)
      ? 'let me know if that works for you'
      : 'let me know if that time works for you';
    return politely(scene, ask);
  }
  // "I can come on Wednesday at 8am instead": the writer offered another time; the ask is
  // whether it works.
  if (INSTEAD.test(notes)) {
    const ask = 'let me know if that works for you';
    return politely(scene, ask);
  }
  // "any afternoon next week works for us": the writer's times are given, the reader picks.
  if (
    scene.input.purpose === 'meeting_request' &&
    (OUR_TIMES.test(both) || OUR_DAYS.test(notes.trim()) || ANY_OF_OURS.test(both))
  ) {
    const ask = 'let me know which time suits you';
    return politely(scene, ask);
  }
  // "we will decide by next Friday": the next move is the writer's, so a follow-up asks
  // nothing of where things stand, only for questions meanwhile.
  if (scene.input.purpose === 'follow_up' && OUR_MOVE.test(both)) {
    const ask = 'let me know if you have any questions in the meantime';
    return politely(scene, ask);
  }
  // "we need the signed contract back by Wednesday": the thing needed is what is asked for.
  // "we need the signed consent forms before we can start": the opening says what, by when
  // and why; the ask only asks for them.
  const needed = NEEDED.exec(scene.input.context);
  if (needed !== null && scene.input.purpose === 'request') {
    const them = /s$/i.test(needed[1]!) ? 'them' : 'it';
    const ask = `send ${them} ${needed[2] === undefined ? 'over' : 'back'}`;
    return politely(scene, ask);
  }
  // "we can hold 14 square metres for you until Friday": the ask is whether to hold them.
  const hold = HOLD.exec(both);
  if (scene.input.purpose === 'follow_up' && hold !== null) {
    const ask = `let me know if you would like ${hold[1] === 'I' ? 'me' : 'us'} to ${hold[2]!.toLowerCase()} ${/s$/i.test(hold[3]!) ? 'them' : 'it'} for you`;
    return politely(scene, ask);
  }
  // "we asked for it two weeks ago": a follow-up on something owed asks for it.
  // The opening named it already: the ask says "it" ("could you send it over?").
  const awaited = AWAITED.exec(both);
  if (scene.input.purpose === 'follow_up' && awaited !== null) {
    // "the budget numbers you promised": what was promised is plural.
    const owed = both.slice(0, awaited.index).trim().split(/\s+/).at(-1) ?? '';
    const them =
      /\b(?:them|these|those)\b/i.test(awaited[0]) ||
      (/^you promised/i.test(awaited[0]) && /[^s]s$/i.test(owed))
        ? 'them'
        : 'it';
    const ask = voice.pick('awaited_ask', AWAITED_ASKS, { them });
    if (ask !== undefined) return politely(scene, ask);
  }
  // "whether they want oak or walnut for the worktops": a choice put to them asks which.
  if (scene.input.purpose === 'follow_up' && CHOICE.test(scene.input.context))
    return politely(scene, 'let me know which you would prefer');
  // "we need her choice by Wednesday": the choice is what is asked for.
  const decision =
    /\bneed (?:your|her|his|their) (choice|decision|answer|go-ahead|approval)\b/i.exec(
      scene.input.context,
    )?.[1];
  if (scene.input.purpose === 'follow_up' && decision !== undefined)
    return politely(
      scene,
      /^(?:go-ahead|approval)$/i.test(decision)
        ? 'let me know whether we can go ahead'
        : `let me know your ${decision.toLowerCase()}`,
    );
  // A prospect or a customer followed up after a download or a visit has no "things" that
  // stand: they are asked whether questions came up.
  if (scene.input.purpose === 'follow_up' && OUTSIDE.has(scene.input.recipient)) {
    const ask = voice.pick('outside_ask', OUTSIDE_ASKS);
    if (ask !== undefined) return politely(scene, ask);
  }
  // "the onboarding guide is ready for your review": the ask is to look at it.
  const ready = READY_FOR.exec(both)?.[1]?.toLowerCase();
  if (ready !== undefined) {
    const ask = /^(?:approval|sign-off)$/.test(ready)
      ? 'let me know whether you approve'
      : 'take a look when you have a moment and let me know what you think';
    return politely(scene, ask);
  }
  // "ask for approval to buy a monitor", "ask if I can borrow your ladder": the answer
  // asked for is a yes.
  if (
    APPROVAL.test(scene.input.context) ||
    LEAVE.test(scene.input.context) ||
    TIME_OFF.test(scene.input.context)
  ) {
    const ask = APPROVAL.test(scene.input.context)
      ? 'let me know whether you approve'
      : 'let me know if that would be all right';
    return politely(scene, ask);
  }
  // "ask you to send me the slides": the opening asked it; the email ends on thanks, not on
  // "let me know whether you can help".
  // A question the context asks ("ask you what we should change about …") is the ask.
  if (
    (scene.input.purpose === 'request' &&
      /^(?:please\s+)?ask you (?:to|for)\b/i.test(scene.input.context)) ||
    (scene.input.purpose === 'feedback_request' &&
      /^ask you (?:what|how|which|whether|if)\b/i.test(scene.input.context))
  ) {
    const thanks = closing(scene);
    if (thanks !== '') return thanks;
  }
  // "remind you to lock the back door": a habit asked for asks no questions back; a task
  // by a date ("sign and return the lease by the 30th") is not a date for a calendar.
  if (scene.input.purpose === 'reminder' && /^remind you to\b/i.test(scene.input.context)) {
    if (voice.slot('deadline') === undefined) return voice.own('Thanks for your help with this.');
    const ask = 'let me know if anything might get in the way';
    return politely(scene, ask);
  }
  // "please take your stuff out of the fridge by Wednesday", "you can renew them online":
  // the reminder already says what to do, so it asks nothing more; colleagues are thanked.
  // "you still have my tent": the reminder asks when it can come back.
  if (/\byou (?:still )?have my\b/i.test(scene.input.context)) {
    const ask = 'let me know when would be a good time to get it back';
    return politely(scene, ask);
  }
  // "your expense report is still missing": the reminder asks for it.
  const missing = MISSING.exec(scene.input.context);
  if (scene.input.purpose === 'reminder' && missing !== null) {
    // "let me have it": a reminder's own words, not a follow-up's "send it over".
    const ask = `let me have ${missing[1]!.toLowerCase() === 'are' ? 'them' : 'it'}`;
    return politely(scene, ask);
  }
  // A reminder to customers ("the pool is closed next week") is a notice: it asks nothing.
  if (
    scene.input.purpose === 'reminder' &&
    (/\bplease\s+[a-z]{3,}/i.test(both) ||
      /\byou can\b/i.test(notes) ||
      scene.input.recipient === 'customer')
  )
    return INSIDE.has(scene.input.recipient) || scene.input.recipient === 'manager'
      ? voice.own('Thanks for your help with this.')
      : '';
  // An apology to a colleague or a friend ends on the apology: "anything else I can do to
  // make this right" is for a customer let down.
  if (
    scene.input.purpose === 'apology' &&
    (INSIDE.has(scene.input.recipient) ||
      scene.input.recipient === 'friend' ||
      scene.input.recipient === 'manager')
  )
    return 'Thank you for understanding.';
  // News for customers ("the clinic is closed on Monday") asks them nothing.
  if (scene.input.purpose === 'announcement' && scene.input.recipient === 'customer') return '';
  // "invite you to speak at our conference": whether they would speak, not attend.
  const role = /\binvite you to (speak|present|judge|moderate|exhibit|perform|sponsor)\b/i.exec(
    scene.input.context,
  )?.[1];
  // "invite you to give a short talk at …": whether they would give it.
  const talk =
    /\binvite you to (give (?:an? |the )?(?:short |brief )?(?:talk|presentation|speech|workshop|demo))\b/i.exec(
      scene.input.context,
    )?.[1];
  if (scene.input.purpose === 'invitation' && talk !== undefined) {
    const ask = `let me know whether you would be willing to ${talk.toLowerCase()}`;
    return politely(scene, ask);
  }
  if (scene.input.purpose === 'invitation' && role !== undefined) {
    const ask = `let me know whether you would be willing to ${role.toLowerCase()}`;
    return politely(scene, ask);
  }
  // A sale or an open day is not answered: customers come or not.
  if (
    scene.input.purpose === 'invitation' &&
    OUTSIDE.has(scene.input.recipient) &&
    DROP_IN.test(scene.input.context) &&
    !/\b(?:rsvp|register|registration|book|places|seats|spots)\b/i.test(notes)
  )
    return voice.own('We hope to see you there.');
  // "registration link below": the reader registers; "about your availability": the reader
  // says when they are free.
  // "register with the link below" in the notes is the ask already.
  if (/\bregister with the link\b/i.test(notes) && scene.input.purpose === 'invitation')
    return voice.own('We hope to see you there.');
  if (/\bregist(?:er|ration)\b/i.test(notes) && scene.input.purpose === 'invitation') {
    const ask = /\blink\b/i.test(notes) ? 'register with the link below' : 'register';
    return politely(scene, ask);
  }
  if (scene.input.purpose === 'follow_up' && /\byour availability\b/i.test(scene.input.context)) {
    const ask = 'let me know which days and times work for you';
    return politely(scene, ask);
  }
  // "check whether you got the spreadsheet": the answer is all that is asked.
  if (CHECK.test(scene.input.context)) {
    const ask = 'let me know either way';
    return politely(scene, ask);
  }
  // "welcome you back from parental leave": a colleague back needs no "getting started".
  if (WELCOME_BACK.test(scene.input.context)) return closing(scene);
  // A complaint among colleagues ("the kitchen fridge is full again") asks for no written
  // response; news of someone joining asks for nothing either.
  if (scene.input.purpose === 'complaint' && INSIDE.has(scene.input.recipient))
    return closing(scene);
  if (scene.input.purpose === 'announcement' && JOINING.test(scene.input.context)) return '';
  // "want a credit note for the missing 13kg …, otherwise we'll look for another roaster":
  // the complaint ends on what would put it right and what follows if nothing does; another
  // ask after it would only say it again.
  if (scene.input.purpose === 'complaint' && ULTIMATUM.test(both)) return '';
  // "I suggest we raise the salary range": the suggestion is what the reader answers.
  if (SUGGESTS.test(notes)) {
    const ask = 'let me know what you think';
    return politely(scene, ask);
  }
  // News told with excitement ("we hit 10,000 paying customers") asks for nothing: it ends
  // on the tone's closing line, not on "any questions?".
  if (scene.input.purpose === 'announcement' && scene.input.tone === 'enthusiastic')
    return closing(scene);
  // A renewal or a charge that happens on its own asks for nothing but a word if plans changed.
  if (scene.input.purpose === 'payment_reminder' && scene.label === 'reminder') {
    const ask =
      scene.voice.pick('notice_ask', NOTICE_ASKS) ??
      'let me know if you would like to change anything';
    return politely(scene, ask);
  }
  // A payment not yet late ("the second installment is due on June 1") is asked for, not
  // chased as "the outstanding balance".
  if (scene.input.purpose === 'payment_reminder' && !saysOwed(scene.input)) {
    const ask = voice.pick('upcoming_ask', UPCOMING_ASKS) ?? 'make the payment when you can';
    return politely(scene, ask);
  }
  // "timesheets are due Monday": a task by a date is no date for a calendar; what could
  // stop it is asked instead.
  if (scene.input.purpose === 'reminder' && !EVENT.test(both)) {
    const ask = DUE.test(both)
      ? 'let me know if anything might get in the way'
      : 'let me know if you have any questions';
    return politely(scene, ask);
  }
  const close = voice.pickShared('close', purpose.closes);
  if (close !== undefined) return close;
  // "comments by the end of next week" in the notes already said when: the ask does not
  // say it again, unless it asks for a payment, whose date is the point of the ask.
  const deadline = scene.voice.slot('deadline');
  const said =
    deadline !== undefined &&
    scene.input.purpose !== 'payment_reminder' &&
    notes.toLowerCase().includes(deadline.toLowerCase());
  const request =
    (said ? voice.pickShared('purpose_ask', purpose.asks, { deadline: undefined }) : undefined) ??
    voice.pickShared('purpose_ask', purpose.asks) ??
    'let me know your thoughts';
  // "a time around next week" is "a time next week" (and "between Monday 7 and Friday 18
  // December" is the span): a span has nothing around it.
  const asked = politely(scene, request).replace(/\baround (?=(?:next|this|between) )/i, '');
  // "As soon as you can, … by the end of this week": an urgent ask needs no later date.
  return /\b(?:as soon as|earliest)\b/i.test(asked)
    ? asked.replace(/,? (?:ideally )?by the end of this week(?=[?.!])/, '')
    : asked;
}

/** An ask in the tone's words: "When you get a chance, could you …?" */
function politely(scene: Scene, ask: string): string {
  // "Whenever you are ready, could you make the payment by Friday?", "… past the end of this
  // week?": an ask with a date takes none of the tone's unhurried openings.
  const dated = /\b(?:by|before|past)\s+\S/.test(ask);
  // "If it suits you, could you let me know which time suits you?": one "suits" is enough.
  const suits = /\bsuits?\b/.test(ask);
  // "If you are able to write back if anything is unclear, …": no "if" opens it then.
  const iffy = /\bif\b/.test(ask);
  const fit = scene.tone.asks.filter(
    (t) => !(dated && UNHURRIED.test(t)) && !(suits && /\bsuits?\b/.test(t.replace('{ask}', ''))),
  );
  const noIf = fit.filter((t) => !(iffy && /^if\b/i.test(t)));
  const asks = noIf.length > 0 ? noIf : fit.length > 0 ? fit : scene.tone.asks;
  return scene.voice.pick('ask', asks, { ask }) ?? `Could you ${ask}?`;
}

/** An ask's opening that leaves the reader all the time they like. */
const UNHURRIED =
  /\b(?:whenever|when you get a (?:chance|minute|moment)|when convenient|no rush)\b/i;

const OUR_MOVE =
  /\b(?:we|I)(?:['’]ll| will| are going to| am going to)\s+(?:decide|let you know|get back to you|be in touch|follow up|send|confirm|reach out)\b|\b(?:we|I)(?:['’]re| are| am) still (?:deciding|reviewing|considering)\b|\b(?:final )?decision (?:by|on|next)\b|\b(?:hoping|hope|expect(?:ing)?) to (?:have|hear|get|give you) (?:an answer|news|a decision|an update)\b|\bhaven['’]?t forgotten\b/i;

/** "any evening in the week of 7 December would be great": the reader picks. */
const ANY_OF_OURS =
  /\bany (?:day|weekday|morning|afternoon|evening|time)\b[^.;!?]*?\b(?:would be (?:great|fine|good|ideal|perfect)|works|suits)\b/i;

/** Notes that are only the writer's days: "Tuesday or Thursday afternoon". */
const OUR_DAYS =
  /^(?:any ?time |any day |any )?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|next week|this week)\b(?:\s*(?:,|or|and)?\s*(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|morning|afternoon|evening|mornings|afternoons)\b)*\s*$/i;
const OUR_TIMES =
  /\b(?:works|suits|is fine|are fine) for (?:us|me)\b|\b(?:I|we)(?:['’]m|['’]re| am| are) (?:free|available)\b|\b(?:I|we) can do\b/i;
/** "your expense report is still missing": something of the reader's, still owed. */
const MISSING = /\byour [^,.;:!?]+? (is|are) (?:still )?(?:missing|outstanding|pending|not in)\b/i;
const READY_FOR = /\bready for (?:your |you to )?(review|feedback|comments|approval|sign-off)\b/i;
/** Another time the writer offers: "I can come on Wednesday at 8am instead". */
const INSTEAD = /\b(?:I|we) (?:can|could) [^.;\n]*\binstead\b/i;

const OUTSIDE = new Set(['prospect', 'customer']);
/** Things that happen at a time, which a calendar holds: "your appointment", "the fire drill". */
const EVENT =
  /\b(?:appointment|meeting|session|class|visit|call|drill|training|inspection|interview|event|party|dinner|lunch|webinar|workshop|service|cleaning|check-?up|concert|game|match|rehearsal|ceremony|conference|orientation|tour|exam|test)s?\b/i;
/** A task by a date: "timesheets are due Monday", "must be signed off and handed in by …". */
const DUE =
  /\b(?:due|deadline|submit(?:ted)?|hand(?:ed)? in|sen[dt] in|return(?:ed)?|sign(?:ed)?)\b/i;
/** Events a customer drops in on, with nothing to answer: "an early access sale", "our open day". */
const DROP_IN = /\b(?:sale|open day|open house|market|fair|festival|tasting)\b/i;
const OUTSIDE_ASKS = [
  'let me know if any questions came up',
  'tell me if a short call would help',
  'let me know if anything is unclear',
];

export const INSIDE = new Set(['colleague', 'team', 'coworker']);
const SUGGESTS = /\b(?:I|we) (?:suggest|recommend|propose)\b/i;
/** News of someone joining or leaving: "Ken joins on Monday", "Priya is leaving". */
const JOINING =
  /\b(?:joins|is joining|will join|has joined|welcome|is leaving|will be leaving|is retiring|last day|farewell|(?:is|as|will be) our new|has been (?:appointed|promoted))\b/i;

/** "I need a day off next Friday": leave asked for, answered with a yes. */
const TIME_OFF =
  /^I (?:need|would like|['’]d like) (?:a |an |some |to take )?(?:(?:next |this )?(?:mon|tues|wednes|thurs|fri|satur|sun)day )?(?:day|days|afternoon|morning|week|time|leave)\b.*\b(?:off|leave|holiday|vacation)\b|^I (?:need|would like|['’]d like) (?:a |some )?(?:time off|leave|holiday)\b/i;

const COMING_ASKED =
  /\b(?:let (?:me|us) know|tell (?:me|us)|rsvp)\b[^.;!?]{0,20}?\b(?:if|whether)\s+(?:you['’]?re|you are|you['’]ll be|you can)\s+(?:coming|come|make it|there|join)/i;

/** What a complaint wants done, then what follows if it is not: "…, otherwise we'll …". */
const ULTIMATUM =
  /\b(?:want|expect|['’]d like|would like)\s+(?:a|an|the|my|our|someone|full|refunds?|credit|compensation|written)\b[^.;!?]*?(?:,\s*|\s+)(?:otherwise|or else|failing that|or (?:we|I)['’]ll|if not,?)\s/i;

/** "we can hold 14 square metres for you": what the writer offers to keep for the reader. */
const HOLD = /\b(I|we) can (hold|keep|reserve|save) ([^,.;:!?]+?) for you\b/i;

/** A choice put to the reader: "whether you want oak or walnut", "which date suits you". */
const CHOICE =
  /\b(?:whether|if)\s+(?:you|they|he|she)\s+(?:want|would (?:like|prefer)|['’]d (?:like|prefer)|prefer|like)\s+(?:the\s+|a\s+|an\s+)?[\w-]+(?:\s+[\w-]+)?\s+or\s+(?:the\s+|a\s+|an\s+)?[\w-]+|\bwhich\s+(?:one|option|colou?r|date|day|time|design|version|package|finish)\b/i;
const AWAITED =
  /\b(?:(?:we|I) (?:asked|requested) (?:for )?(?:it|them|this)|(?:still )?waiting (?:for|on) (?:it|them|this)|have not (?:received|heard)|haven['’]t (?:received|heard)|you promised(?: to send)?(?: me| us)?)\b/i;
const AWAITED_ASKS = [
  'send {them} over by {deadline}',
  'send {them} through by {deadline}',
  // No haste of its own: an urgent tone's ask brings it ("At your earliest opportunity, …").
  'send {them} over',
];

const UPCOMING_ASKS = [
  'make the payment by {deadline}',
  'complete the payment by {deadline}',
  'let me know if anything might delay the payment past {deadline}',
];

const NOTICE_ASKS = [
  'let me know before {deadline} if you would like to change anything',
  'tell me before {deadline} if you would like to make any changes',
];

const SURVEY_ASKS = [
  'fill in the survey when you have a moment',
  'take the survey',
  'answer the survey when you have a moment',
];
const VOTE_ASKS = ['reply with your vote', 'send me your vote'];
const CALL_ASKS = [
  'let me know a time that suits you for a short call',
  'tell me when a short call would suit you',
];
/** "A 20-minute call would suit me better than a form", "I'd rather have a quick chat". */
const CALL_WANTED =
  /\b(?:an?\s+(?:quick\s+|short\s+|\d+[- ]minute\s+)?(?:phone\s+)?(?:call|chat)\s+(?:would suit|would be better|works better|rather than|instead of)|(?:prefer|rather have|rather do)\s+(?:an?\s+)?(?:quick\s+|short\s+|\d+[- ]minute\s+)?(?:phone\s+)?(?:call|chat))\b/i;
const FORM_ASKS = ['fill in the form when you have a moment', 'take a few minutes for the form'];
const RATING_ASKS = [
  'leave your rating when you have a moment',
  'take a moment to leave your rating',
];
const REVIEW_ASKS = [
  'write a few lines when you have a moment',
  'take a moment to write a few lines',
  'share a few lines when you have a moment',
];

function feedbackAsk(scene: Scene): string | undefined {
  const text = `${scene.input.context} ${scene.input.additionalNotes ?? ''}`;
  const { voice } = scene;
  if (CALL_WANTED.test(text)) return voice.pick('feedback_ask', CALL_ASKS);
  if (/\bsurvey\b/i.test(text)) return voice.pick('feedback_ask', SURVEY_ASKS);
  if (/\b(?:vote|poll)\b/i.test(text)) return voice.pick('feedback_ask', VOTE_ASKS);
  if (/\bform\b/i.test(text)) return voice.pick('feedback_ask', FORM_ASKS);
  if (/\b(?:rate|rating)\b/i.test(text)) return voice.pick('feedback_ask', RATING_ASKS);
  if (/\b(?:review|testimonial)\b/i.test(text) && !/\breview (?:my|the|our)\b/i.test(text))
    return voice.pick('feedback_ask', REVIEW_ASKS);
  return undefined;
}
