/**
 * The shapes of a request that the subject line and the ask are read from: a meeting and
 * what it is for, news told to the reader, leave or approval asked for, a yes-or-no check,
 * a colleague welcomed back, a deed apologised for. Each is a regular expression over the
 * context as written to the reader ("ask you whether I can …"), except NEWS, the purposes
 * that give news.
 */

/** "… at our next one-on-one": a meeting already on the calendar, and what it is. */
export const NEXT_MEETING =
  /\b(?:at|in|during) (?:our|the|my) next (one-on-one|1:1|1-on-1|check-?in|catch-?up|sync|meeting|call|stand-?up)\b/i;

/** "for a call to …", "set up a 15-minute call with you to …": a meeting and what it is for. */
export const MEETING_FOR =
  /\b(?:for|set up|schedule|book|arrange|have) (a|an) ((?:(?:quick|short|brief|\d+-minute)\s+)?(?:call|meeting|chat|video call|catch-up))(?: with you)? to ([^,.;:!?]+)/i;

/** "for a meeting about …", "for a call on …": what a meeting asked for is about. */
export const MEETING_ABOUT =
  /\bfor (?:a|an) (?:(?:quick|short|brief|\d+-minute)\s+)?(meeting|call|chat|catch-up) (?:about|on|to discuss|regarding) ([^,.;:!?]+)/i;

/** "let you know …", "tell everyone at Larchwick Print that …": the news, after who hears it. */
export const NEWS_TOLD =
  /^(?:(?:need to |want to )?raise with you that|let you know|tell you|tell (?:everyone|all|all of you|the (?:team|staff|whole team))(?: (?:at|in|on) [^,.;:!?]+?)? that)\b(?: that)? (.+?)[.!]?$/i;

/** "I'm a self-employed bookkeeper and I need to tell you that …": the news, after who tells it. */
export const NEWS_LATER =
  /^I['’]m [^,.;:!?]+?,? and (?:I )?(?:need|want|have|would like|['’]d like) to (?:let you know|tell you)(?: that)? ([^.;!?]+)/i;

/** Purposes whose email gives news: named "Update on …" when it is news about something. */
export const NEWS = new Set(['follow_up', 'status_update', 'announcement']);

/** "ask (you) whether I can work from home …", "ask if I can borrow your ladder …". */
export const LEAVE =
  /^(?:(?:I\s+)?(?:need|want|have)\s+to\s+)?ask (?:you )?(?:whether|if) (?:I|we) (?:can|could|may)\s+(.+?)[.!?]?$/i;

/** "… and I'd like to ask you if I can go down to four shifts …": leave asked after a first clause. */
export const LEAVE_LATER =
  /\b(?:need|want|would like|['’]d like) to ask (?:you )?(?:whether|if) (?:I|we) (?:can|could|may)\s+([^.;!?]+)/i;

/** "ask (you) for approval to …", "ask for permission to …", "ask for two extra days to …". */
export const APPROVAL =
  /^(?:(?:ask|request)(?: you)? for |(?:I|we) (?:need|would like|['’]d like) (?:your )?)(approval|permission|sign-off|the go-ahead|budget|funding|an extension|extra time|more time|(?:a few|an|one|two|three|four|five|\d+) (?:extra|more) (?:days?|weeks?|hours?)) to ([^,.;:!?]+)/i;

/**
 * "we need the signed contract back by Wednesday", "we need the consent forms before we can
 * start": something the reader is to send, by when, and what it is needed for.
 */
export const NEEDED =
  /^(?:we|I) need (the [^,.;:!?]+?|your [^,.;:!?]+?)( back)?(?: (?:before|so(?: that)?) (?:we|I) (?:can|could) ([^,.;:!?]+)| ((?:by|before) [^,.;:!?]+))?[.!]?$/i;

/** A choice put to the reader, and its options: "whether they want oak or walnut for …". */
export const CHOICE =
  /\bwhether (?:you|they|he|she) (?:want|prefer|would (?:like|prefer)|['’]d (?:like|prefer)) ((?:the |a |an )?[\w-]+(?: [\w-]+)? or [^,.;:!?]+?)[.!?]?$/im;

/** "check whether you got the slides …": a yes-or-no check, its verb and what it is about. */
export const CHECK =
  // ("… our order of 2,000 A5 Christmas menus": a number's comma is inside the phrase.)
  /^(?:check|see|find out|confirm|ask(?: you)?) (?:whether|if) you (\w+) ((?:[^,.;:!?]|(?<=\d)[,.](?=\d))+)/i;

/** "welcome you back from parental leave": a colleague returning, and where from. */
export const WELCOME_BACK = /^welcome you back\b(?:\s+((?:from|after|to)\s+[^,.;:!?]+))?/i;

/** A deed done, after any adverb: "completely forgot …", "put the wrong VAT …", "double-booked …". */
export const DONE =
  /^(?:(?:completely|totally|just|accidentally|stupidly|only|clean|double)\s+)?(?:have to|need to|can['’]t|cannot|couldn['’]t|won['’]t be able to|[\p{Ll}-]+ed|forgot|put|gave|sent|left|took|made|broke|lost|told|said|got|let|ran|wrote|fell|went|did|hit|shut|cut|set|spent|threw|drove|overslept)\b/u;
