/**
 * The composer's subject line: a whole phrase that names the topic, in the purpose's
 * style ("Thank you for covering my on-call shift", "Could you water the plants?",
 * "Payment reminder: invoice INV-2291"), never a bare label or a phrase cut short.
 */
import { findFacts } from '../read/facts.js';
import type { Scene } from '../plan/scene.js';
import { composeSubject, upTo } from './subject.js';
import { capitalize } from '../text.js';
import {
  clauseCut,
  contextPhrase,
  cutShort,
  didYou,
  afterColon,
  endWhole,
  finishSubject,
  objectOfGerund,
  wholeName,
} from './cuts.js';
import { flawed, meetSubject, phraseSubject, subjectDate } from './subjectCheck.js';
import { deedSubject } from './deeds.js';
import { sorrySubject } from './sorry.js';
import {
  APPROVAL,
  CHECK,
  CHOICE,
  LEAVE,
  LEAVE_LATER,
  MEETING_ABOUT,
  MEETING_FOR,
  NEEDED,
  NEWS,
  NEWS_LATER,
  NEWS_TOLD,
  NEXT_MEETING,
  WELCOME_BACK,
} from './shapes.js';

export function subjectFor(scene: Scene): string {
  const meet = meetSubject(scene) ?? deedSubject(scene);
  if (meet !== undefined) return meet;
  // "… to their website contract" is theirs to the reader too: "your website contract".
  const written = finishSubject(
    wholeName(subjectOf(scene), scene.input.context),
    scene.input.context,
  )
    // "Apologies for I completely missed your birthday drinks": "Sorry I completely missed …".
    .replace(/^(?:(?:Our|My)\s+)?apologies\s+(?:for|that)\s+(?=(?:I|we)\s)/i, 'Sorry ')
    // "An apology and next steps: sorry , I completely missed your birthday": "Sorry I …".
    .replace(/^[^:]*:\s+sorry\s*,?\s+(?=(?:I|we)\s)/i, 'Sorry ')
    // "Next steps: the proposal", a follow-up's topic: "Following up: the proposal".
    .replace(/^Next steps: /, 'Following up: ')
    // "Status update: where Lanternwick" of "where Lanternwick is": the name is the topic.
    .replace(/:\s+where\s+(?=\p{Lu}[^\s:]*$)/u, ': ')

    // "Proposal: doing a monthly books and brews night": the light verb goes, the thing stays.
    .replace(/:\s+doing\s+(?=(?:a|an|the|our)\s)/i, ': ');
  // A shape no person writes gives way to the context's first whole phrase.
  // "Reminder: the farrier is coming on Thursday and all horses need to be": the first of two
  // clauses joined, whole, before any other phrase.
  const firstClause = written.replace(/\s+(?:and|but|so)\s+(?![^:]*:)[^,]*$/, '');
  // "… has a crack running" of "running from the sink": the clause without its participle.
  // "Sorry about snapping at you in front" of "in front of the client": without the cut words.
  const participle = written.replace(/\s+(?:\p{Ll}+ing|in front|on top|in charge)$/u, '');
  const subject = !flawed(written, scene.input.context)
    ? written
    : participle !== written && !flawed(participle, scene.input.context)
      ? participle
      : firstClause !== written &&
          firstClause.split(' ').length >= 4 &&
          !flawed(firstClause, scene.input.context)
        ? firstClause
        : // "Proposal: a yearly maintenance plan", what is proposed, where the first clause fails.
          ((scene.input.purpose === 'proposal' &&
          /^an?\s/.test(scene.topic?.np ?? '') &&
          !flawed(`Proposal: ${scene.topic!.np}`, scene.input.context)
            ? `Proposal: ${scene.topic!.np}`
            : undefined) ??
          phraseSubject(scene) ??
          written);
  const their = /\btheir\b/i.exec(subject);
  return their === null
    ? subject
    : subject.slice(0, their.index) + scene.understander.addressed(subject.slice(their.index));
}

function subjectOf(scene: Scene): string {
  // "Invite Chloe to speak on our panel about …": the invitation is to speak.
  const role =
    /\binvite\s+you\s+to\s+((?:\p{Ll}+ly\s+)?(?:speak|present|join|lead|host|judge|moderate|give|attend|be|go|come|play|see|watch|have|exhibit|perform|sponsor|open|launch|unveil|cut|start)\b.+?)[.!]?$/iu.exec(
      scene.input.context,
    )?.[1];
  if (role !== undefined && scene.input.purpose === 'invitation')
    return `Invitation to ${upTo(role, 9)}`;
  // "introduce myself to the finance team as their IT contact" → "Introducing myself as your IT contact".
  const self = /\bintroduce myself\b.*?\bas (?:your|their|the|a|an) (.+?)[.!]?$/i.exec(
    scene.input.context,
  )?.[1];
  if (self !== undefined && scene.input.purpose === 'introduction' && self.split(' ').length <= 6)
    return `Introducing myself as your ${self}`;
  // "congratulate you on the birth of your son" → "Congratulations on the birth of your son";
  // a clause after a comma is the email's, not the subject's.
  const cheer =
    /\bcongratulate\s+you(?: and everyone at [^,.;:!?]+?)?\s+on\s+([^,;]+?)(?:[,;]\s.*|[.!]\s.*)?[.!]?$/i.exec(
      scene.input.context,
    )?.[1];
  if (cheer !== undefined && scene.input.purpose === 'congratulations')
    return `Congratulations on ${upTo(cheer, 9)}`;
  // "welcome you as our new office manager": welcome to the team.
  if (/^welcome you as (?:our|the|your) new\b/i.test(scene.input.context))
    return 'Welcome to the team';
  // "welcome you, our new sous chef, to the kitchen team" → "Welcome to the kitchen team".
  const joined = /^welcome you,? (?:as )?(?:our|the) new [^,]+?,? to ([^,.;:!?]+)/i.exec(
    scene.input.context,
  )?.[1];
  if (joined !== undefined) return `Welcome to ${upTo(joined, 6)}`;
  // "welcome you back from parental leave" → "Welcome back from parental leave".
  const back = WELCOME_BACK.exec(scene.input.context);
  if (back !== null)
    return back[1] === undefined ? 'Welcome back' : `Welcome back ${upTo(back[1], 7)}`;
  // "Can someone cover the front desk tomorrow from 2 to 4?" is its own subject, and so is a
  // question that leads what follows ("Fancy coming to darts night on the 6th? Seb is …").
  const question =
    /^(?:Can|Could|Would|Will|Is|Are|Do|Does|Did|Have|Has|Should|Want|Fancy|Free|Any chance|Anyone|How|How['’]s|What|What['’]s|When|Where)\s[^.?!]{8,70}\?+(?=\s|$)/i.exec(
      scene.input.context.trim(),
    )?.[0];
  if (question !== undefined && !scene.purpose.delicate)
    return capitalize(question.replace(/\?+$/, '?'));
  // "did you have a chance to look at my proposal for …?", too long to be the subject →
  // "Following up on my proposal for …".
  const chance =
    /^(?:did|have) you (?:had |have |get |got )?(?:a )?chance to (?:look at|review|read|check|go over|see) ([^?]+)\??$/i.exec(
      scene.input.context.trim(),
    )?.[1];
  if (chance !== undefined && scene.input.purpose === 'follow_up')
    return `Following up on ${upTo(chance, 8)}`;
  // "did the Hollins Brewery lot decide about running the cask ale stall at the Easter
  // fete?", too long to be the subject → "Following up on the cask ale stall …".
  const pending =
    /^(?:did|has|have|is|are)\s[^?]*?\babout\s+(?:running\s+|doing\s+|the\s+)?([^?]+)\?/i.exec(
      scene.input.context.trim(),
    )?.[1];
  if (pending !== undefined && scene.input.purpose === 'follow_up')
    return `Following up on ${/^(?:the|your|our|my)\s/i.test(pending) ? '' : 'the '}${upTo(pending, 8)}`;
  // "quick coffee to talk about the mentoring program?": a meeting asked as a question is
  // its own subject.
  const asked = /^[^.?!]{8,70}\?$/.exec(scene.input.context.trim())?.[0];
  if (asked !== undefined && scene.input.purpose === 'meeting_request') return capitalize(asked);
  // "need two volunteers to help set up the booth" → "Two volunteers needed to help set up the booth".
  const hands =
    /^(?:(?:I|we)\s+)?need\s+((?:(?:a few|some|two|three|four|five|\d+)\s+)?(?:more\s+)?(?:volunteers|helpers|people|hands))\s+to\s+([^,.;:!?]+)/i.exec(
      scene.input.context,
    );
  if (hands !== null) return capitalize(`${hands[1]} needed to ${upTo(hands[2]!, 7)}`);
  // "need someone to open up the hall at 7am on Saturday" → "Could someone open up the hall
  // at 7am on Saturday?"
  const someone = /^(?:(?:I|we)\s+)?need\s+(someone|somebody|anyone)\s+to\s+([^,.;:!?]+)/i.exec(
    scene.input.context,
  );
  if (someone !== null) return `Could ${someone[1]!.toLowerCase()} ${upTo(someone[2]!, 9)}?`;
  // "ask you if you'd swap your on-call weekend (…) for mine" → "Could you swap your on-call weekend?"
  const could =
    /\bask you (?:if|whether) you(?:['’]d| would| could| might) (\p{Ll}+ [^,.;:!?(]+)/u.exec(
      scene.input.context,
    )?.[1];
  if (could !== undefined && /^(?:request|feedback_request)$/.test(scene.input.purpose))
    return `Could you ${upTo(could.trim(), 7)}?`;
  // "On behalf of the parish council, … ask you to keep the Sunday service on the 72" →
  // "Could you keep the Sunday service on the 72?"
  const behalf =
    /^I['’]m writing on behalf of [^.]+\.\s+.*?\bask you to (\p{Ll}+ [^,.;:!?(]+)/u.exec(
      scene.input.context,
    )?.[1];
  if (behalf !== undefined && scene.input.purpose === 'request')
    return `Could you ${upTo(behalf.trim(), 8)}?`;
  // "we'd like a quote for catering a lunch for 40 people" → "Quote for catering a lunch for 40 people".
  const wanted = /^(?:we|I)(?:['’]d| would) like (?:a|an|some|the) ([^,.;:!?]+)/i.exec(
    scene.input.context,
  )?.[1];
  if (wanted !== undefined && scene.input.purpose === 'request')
    return capitalize(upTo(wanted, 10));
  // "remind you to submit your expense report …" → "Reminder to submit your expense report".
  const todo = /^remind you to ([^,.;:!?]+)/i.exec(scene.input.context)?.[1];
  if (todo !== undefined && scene.input.purpose === 'reminder')
    return `Reminder to ${upTo(todo, 10)}`;
  // "remind everyone at 3 to 17 Quillan Street that the gas checks are on Wednesday" →
  // "Reminder: the gas checks are on Wednesday": what they are reminded of, not where they are.
  const that =
    /^remind (?:everyone (?:at|on|in) |(?:all of )?you (?:at|on|in|working|living|staying|volunteering|helping|playing|taking part)\b)[^,.;:!?]*? that ((?:[^,;:!?.]|\.(?=\d))+)/i.exec(
      scene.input.context,
    )?.[1];
  if (that !== undefined && scene.input.purpose === 'reminder')
    return `Reminder: ${upTo(that.replace(/\.$/, ''), 10)}`;
  // "we need the signed consent forms before we can start" → "Signed consent forms needed".
  const needed = NEEDED.exec(scene.input.context);
  if (needed !== null && scene.input.purpose === 'request') {
    const thing = needed[1]!.replace(/^(?:the|your)\s+/i, '');
    return capitalize(
      `${upTo(thing, 6)} needed${needed[4] === undefined ? '' : upTo(needed[4], 4).replace(/^/, ' ')}`,
    );
  }
  // "remind you a second time about invoice 7781" → "Second reminder: invoice 7781".
  const again = /\bremind you a (second|third|final|last) time about ([^,.;:!?]+)/i.exec(
    scene.input.context,
  );
  if (again !== null) return `${capitalize(again[1]!)} reminder: ${upTo(again[2]!, 7)}`;
  // "ask you what you (honestly) thought of the first draft" → "Your thoughts on the first draft".
  const thought =
    /\bwhat you (?:(?:honestly|really|truly) )?(?:thought|think) (?:of|about) ([^,.;:!?]+)/i.exec(
      scene.input.context,
    )?.[1];
  // "what you thought of it, … when you came on our walking week": what "it" is.
  const it =
    thought !== undefined && /^(?:it|this|that|them)$/i.test(thought.trim())
      ? /\b(?:came on|came to|went on|attended|joined|stayed at|took part in|used|tried) ((?:our|the) [^,.;:!?]+)/i.exec(
          scene.input.context,
        )?.[1]
      : undefined;
  if (thought !== undefined) return `Your thoughts on ${upTo(it ?? thought, 8)}`;
  // "I need a day off next Friday for a wedding" → "Request: a day off next Friday".
  const off =
    /^I (?:need|would like|['’]d like) ((?:a|an|some|(?:next |this )?(?:mon|tues|wednes|thurs|fri|satur|sun)day) [^,.;:!?]*?\boff\b[^,.;:!?]*?)(?: (?:for|to)\b.*)?$/i.exec(
      scene.input.context,
    )?.[1];
  if (off !== undefined && scene.input.purpose === 'request') return `Request: ${upTo(off, 7)}`;
  // "ask for approval to buy a second monitor" → "Request for approval to buy a second monitor".
  const leave = APPROVAL.exec(scene.input.context);
  if (leave !== null) return `Request for ${leave[1]!.toLowerCase()} to ${upTo(leave[2]!, 8)}`;
  // "propose that Cresswold Library and the museum run a joint local history project" →
  // "Proposal: a joint local history project in the spring": what would be run.
  const run =
    /\bpropos(?:e|ing)(?: to you)? that [^,.;:!?]*?\b(?:runs?|holds?|shares?|starts?|launch(?:es)?|trials?|hosts?|organi[sz]es?|sets? up)\s+((?:a|an)\s+[^,.;:!?]+)/i.exec(
      scene.input.context,
    )?.[1];
  if (run !== undefined && scene.input.purpose === 'proposal')
    return `Proposal: ${upTo(run.replace(/\s+(?:at|in|on|with|from)\s+(?:our|the|your|their|\w+day\b).*$/i, ''), 10)}`;
  // "propose that we move the all-hands to Wednesday" → "Proposal to move the all-hands to Wednesday".
  const plan = /^(?:I\s+)?propose that we ([a-z]+) ([^,.;:!?]+)/i.exec(scene.input.context);
  if (plan !== null && scene.input.purpose === 'proposal')
    return `Proposal to ${upTo(`${plan[1]!.toLowerCase()} ${plan[2]!}`, 10)}`;
  // "… on whether they want oak or walnut for the worktops" → "Oak or walnut for the worktops?"
  const choice = CHOICE.exec(scene.input.context)?.[1];
  if (choice !== undefined) return `${capitalize(upTo(choice, 9))}?`;
  // "check whether you got the budget spreadsheet I sent" → "Did you get the budget spreadsheet?"
  const check = CHECK.exec(scene.input.context);
  if (check !== null) return didYou(check[1]!, check[2]!);
  const sorry = sorrySubject(scene);
  if (sorry !== undefined) return sorry;
  // "I'm the conveyancer handling your purchase of 14 Pennywhistle Lane and …" → "Update on
  // your purchase of 14 Pennywhistle Lane": the news is about what the writer looks after.
  const handled =
    /^I['’]m (?:the|your) [\p{L} -]+? (?:handling|managing|running|looking after|in charge of|working on) ((?:your|the) [^,.;:!?]+?)(?=\s+(?:and|so|but)\s|[,.;:!?]|$)/iu.exec(
      scene.input.context,
    )?.[1];
  if (handled !== undefined && NEWS.has(scene.input.purpose))
    return `Update on ${upTo(handled, 8)}`;
  // "let you know we are still deciding on the data analyst role" → "Update on the data
  // analyst role": news given is named by what it is about.
  // "tell you that there won't be a Christmas bonus …", told to a group as to one reader, or
  // after who tells it; the news ends with its sentence or clause ("… know the Christmas
  // opening hours. Christmas Eve 6am-2pm, …" is "the Christmas opening hours").
  const news = (NEWS_TOLD.exec(scene.input.context) ??
    NEWS_LATER.exec(scene.input.context))?.[1]?.split(/[.!?]\s+(?=\p{Lu})|;\s*/u)[0];
  const about =
    news === undefined
      ? undefined
      : /\b(?:on|about|for) ((?:the|your|our) [^,.;:!?]+)/i.exec(news)?.[1];
  if (about !== undefined && NEWS.has(scene.input.purpose)) return `Update on ${upTo(about, 7)}`;
  // "let you know your repair is done and the laptop is ready" → "Your repair is done"; a
  // complaint told so names the issue ("Issue: the meeting rooms were not cleaned …"), an
  // apology what will go wrong ("The German translation … will be two days late").
  const { purpose } = scene.input;
  const apology = purpose === 'apology' && /\b(?:will|won['’]t|can['’]t)\b/.test(news ?? '');
  if (news !== undefined && (NEWS.has(purpose) || purpose === 'complaint' || apology)) {
    const words = news.split(' ');
    // "Mondays, Wednesdays and Fridays": the "and" that ends a list is inside the clause.
    const and = words.findIndex(
      (w, i) => i >= 3 && /^(?:and|but|so)$/i.test(w) && !/,$/.test(words[i - 2]!),
    );
    const said = upTo((and > 0 ? words.slice(0, and) : words).join(' '), 12);
    return scene.input.purpose === 'complaint' ? `Issue: ${said}` : capitalize(said);
  }
  // "follow up with you after you downloaded our pricing guide" → "Following up on our pricing guide".
  const after =
    /\bafter you (?:downloaded|visited|attended|signed up for|joined|requested|tried|ordered|bought|watched|read|saw) ([^,.;:!?]+)/i.exec(
      scene.input.context,
    )?.[1];
  if (after !== undefined && scene.input.purpose === 'follow_up')
    return `Following up on ${upTo(after, 7)}`;
  // "talk about my career goals at our next one-on-one" → "For our next one-on-one: my career goals".
  const next = NEXT_MEETING.exec(scene.input.context);
  const agenda =
    /\b(?:talk|chat|speak|discuss)(?: about)? ([^,.;:!?]+?) (?:at|in|during) (?:our|the|my) next\b/i.exec(
      scene.input.context,
    )?.[1];
  if (next !== null && agenda !== undefined && scene.input.purpose === 'meeting_request')
    return `For our next ${next[1]}: ${upTo(agenda, 7)}`;
  // "ask you for a call to walk you through our Q3 numbers" → "A call to walk you through our
  // Q3 numbers": what the meeting is for, not "a call" as its topic.
  // "I need 10 minutes today to talk about a problem", "I'd like 20 minutes this week to go
  // over my goals" → "Do you have 10 minutes today to talk about a problem?"
  // "I want 30 mins with you next week to plan the stock take" → "Do you have 30 mins next week
  // to plan the stock take?"
  const minutes =
    /^(?:I need|I'd like|I would like|I want|want|need|grab|(?:can|could) I (?:have|get|grab)|ask you for) (?:about |around )?((?:\d+|a few|five|ten|fifteen|twenty|thirty) (?:minutes|mins)|an hour|half an hour)(?: of your time| with you)?( today| tomorrow| this week(?: or next)?| next week)? to ((?:talk about|talk through|discuss|go over|go through|review|walk you through|plan)\b[^,.;:!?]*)/i.exec(
      scene.input.context,
    );
  if (minutes !== null && scene.input.purpose === 'meeting_request')
    // "… to walk you through the dashboard": the time is asked for, not offered.
    return `${/\byou\b/i.test(minutes[3]!) ? 'Could I have' : 'Do you have'} ${minutes[1]}${minutes[2] ?? ''} to ${upTo(minutes[3]!, 9)}?`;
  // "I need 30 mins with you re the Year 10 clash" → "Do you have 30 mins to talk about the
  // Year 10 clash?"; "set up a call with you before our renewal" → "A call before our renewal".
  const re =
    /^(?:I need|I'd like|I would like|need|I want|want) (?:about |around )?((?:\d+|a few|five|ten|fifteen|twenty|thirty) (?:minutes|mins)|an hour|half an hour) with you(?: today| tomorrow| this week| next week)? (?:re|about|on|regarding) ([^,.;:!?]+)/i.exec(
      scene.input.context,
    );
  if (re !== null && scene.input.purpose === 'meeting_request')
    return `Do you have ${re[1]} to talk about ${upTo(re[2]!, 8)}?`;
  const call =
    /\b(?:set up|schedule|book|arrange|have) (?:a|an) ((?:quick |short |brief )?(?:call|meeting|chat)) with you (before|about|ahead of|to discuss) ([^,.;:!?]+)/i.exec(
      scene.input.context,
    );
  if (call !== null && scene.input.purpose === 'meeting_request')
    return capitalize(`a ${call[1]} ${call[2]} ${upTo(call[3]!, 8)}`);
  // "apply for the post of head of fundraising at Ardleigh Hospice" → "Application: head of
  // fundraising": the post, whole.
  const post =
    /^apply for the (?:post|role|job|position) of ([^,.;:!?]+?)(?: at [^,.;:!?]+)?(?:[,.;:!?]|$)/i.exec(
      scene.input.context,
    )?.[1];
  if (post !== undefined && scene.input.purpose === 'job_application')
    return `Application: ${upTo(post, 8)}`;
  // "I'm 16 and applying for a Saturday job at Gorsley Garden Centre", "I'm applying to be
  // Director of Care at …" → "Application: Saturday job at Gorsley Garden Centre".
  const applying =
    /\bapplying (?:for|to be) (?:the |a |an )?(?:post of |role of |position of )?([^,.;:!?]+?)(?=[,.;:!?]|\s+(?:and|because|as|which|where)\b|$)/i.exec(
      scene.input.context,
    )?.[1];
  if (applying !== undefined && scene.input.purpose === 'job_application')
    return `Application: ${upTo(applying, 9)}`;
  // "ask you … for a meeting about a pedestrian crossing on Kingfisher Road" → "Meeting about a
  // pedestrian crossing on Kingfisher Road".
  const topic = MEETING_ABOUT.exec(scene.input.context)?.[2];
  if (topic !== undefined && scene.input.purpose === 'meeting_request')
    return `Meeting about ${upTo(topic, 8)}`;
  const meeting = MEETING_FOR.exec(scene.input.context);
  if (meeting !== null && scene.input.purpose === 'meeting_request')
    return capitalize(`${meeting[1]} ${meeting[2]} to ${upTo(meeting[3]!, 8)}`);
  // "ask everyone for ideas on how to make our meetings shorter" → "Ideas on how to make our
  // meetings shorter".
  const ideas =
    /\bfor (?:your |any )?(ideas|suggestions|tips) (?:on|for) how to ([^,.;:!?]+)/i.exec(
      scene.input.context,
    );
  if (ideas !== null)
    return `${capitalize(ideas[1]!.toLowerCase())} on how to ${upTo(ideas[2]!, 8)}`;
  return (
    afterColon(writeSubject(scene), scene)
      // "Welcome to joining our gym": the welcome is to the place, not to the joining.
      .replace(/^Welcome to joining\s+/i, 'Welcome to ')
      // "Your feedback: feedback on the guide" → "Your feedback on the guide".
      .replace(/^(.*\b(\w+)):\s+\2\s+(on|about|of|for)\s+/i, '$1 $3 ')
  );
}

function writeSubject(scene: Scene): string {
  // "Thank you for covering my on-call shift", and for "thank you and the team at … for …".
  const thanks =
    /^(?:thank you|thanks)(?: so+ much| very much)?(?: (?:and (?:the|your|everyone)|to everyone) [^,.;:!?]+?)? for\s+([^;]+?)(?:;.*)?[.!]?$/i.exec(
      scene.input.context,
    )?.[1];
  if (thanks !== undefined && scene.input.purpose === 'thank_you')
    return `Thank you for ${upTo(thanks.replace(/[.!]+$/, ''), 9)}`;
  // "ask whether I can attend the course in Berlin" → "Could I attend the course in Berlin?"
  // "I'm a healthcare assistant … and I'd like to ask you if I can go down to four shifts"
  // is asked as well, after who the writer is.
  const leave =
    LEAVE.exec(scene.input.context) ??
    (scene.input.purpose === 'request' ? LEAVE_LATER.exec(scene.input.context) : null);
  if (leave !== null) {
    const who = /\bwe (?:can|could|may)\b/i.test(leave[0]) ? 'we' : 'I';
    // "… over four longer days instead of five from Monday, so that …": what is asked, first.
    const what = leave[1]!.replace(/,?\s+(?:instead of|rather than|so that|so|because)\s.*$/i, '');
    return `Could ${who} ${upTo(what, 10)}?`;
  }
  // "ask you for access to your analytics account" → "Request for access to your analytics account".
  const asked =
    /^ask you for ((?:access|a copy|copies|permission|a reference|an introduction|a quote|samples)\b[^,.;:!?]*)/i.exec(
      scene.input.context,
    )?.[1];
  if (asked !== undefined && scene.input.purpose === 'request')
    return `Request for ${upTo(asked, 8)}`;
  // "ask you how your meal was" → "How was your meal?"; "ask parents how the first term of
  // the coding club went for their children" → "How was the first term of the coding club?"
  const how =
    /\bhow ((?:the|your|our|their|my|this|last) [^,.;:!?]+?) (went|was|were|is going|are going|(?:has|have) (?:been|worked|gone)(?: for you)?)\b/i.exec(
      scene.input.context,
    );
  if (
    how !== null &&
    scene.input.purpose === 'feedback_request' &&
    how[1]!.split(' ').length <= 9
  ) {
    const np = scene.understander.addressed(how[1]!);
    const verb = how[2]!.toLowerCase();
    if (verb.endsWith('going')) return `How ${verb.split(' ')[0]} ${np} going?`;
    // "how the new tills have worked for you" → "How have the new tills worked for you?"
    const [have, ...done] = verb.split(' ');
    if (have === 'has' || have === 'have') return `How ${have} ${np} ${done.join(' ')}?`;
    return `How ${verb === 'went' ? 'was' : verb} ${np}?`;
  }
  // "an update on how December is going", "update for our 4 investors on how q4 is going"
  // → "How December is going".
  const going =
    /\bupdate (?:for [^,.;:!?]+? )?on how ((?:the |our |your |this |last )?[^,.;:!?]+?) (is|are|has been|have been) going\b/i.exec(
      scene.input.context,
    );
  if (going !== null && scene.input.purpose === 'status_update' && going[1]!.split(' ').length <= 6)
    return `How ${scene.understander.addressed(going[1]!).replace(/\bq([1-4])\b/, 'Q$1')} ${going[2]!.toLowerCase()} going`;
  // "quick poll - should the summer party be a BBQ or a boat trip?" → "Summer party: a BBQ
  // or a boat trip?"
  const choice = /\bshould (?:the|our) ([^?,]+?) be ([^?,]+? or [^?,]+?)\?/i.exec(
    scene.input.context,
  );
  if (choice !== null) return `${capitalize(choice[1]!)}: ${choice[2]}?`;
  // "ask if you'd stock our honey" → "Would you stock our honey?"
  const would = /^ask (?:if|whether) you['’]d\s+([^,.;:!?]+)/i.exec(scene.input.context)?.[1];
  if (would !== undefined && would.split(' ').length <= 8) return `Would you ${would}?`;
  // "need you to swap shifts with me on Christmas Eve, I'm on the 2-10 …" is asked as well,
  // to the end of its clause.
  const favour = /^(?:ask you to|(?:I\s+)?need you to)\s+(.+?)[.!?]?$/i
    .exec(scene.input.context)?.[1]
    ?.split(/[.!?]\s+|,\s+(?=(?:I|I['’]m|im|we|he|she|they|it['’]s)\s)/i)[0];
  // "send me the final version of the brand guidelines": the whole thing asked for.
  // A long second clause ("… while I am at the dentist") is the email's to explain; a
  // short one ("… while I'm away") belongs to the favour.
  if (favour !== undefined) {
    const first = favour.split(/\s+(?:while|because|since|as|so that|when|if|once)\s/i)[0]!;
    return `Could you ${upTo(favour.split(' ').length > 8 ? first : favour, 12)}?`;
  }
  const written = objectOfGerund(
    endWhole(cutShort(composed(scene), scene.input.context)),
    scene.input.context,
  );
  if (clauseCut(written)) return plainSubject(scene);
  const labels = [...scene.purpose.fallback_subjects, scene.label].map((l) => l.toLowerCase());
  const unflagged = written.replace(/^[^:]+:\s+/, '').toLowerCase();
  // A bare label ("Meeting request") names no topic: the context's own words follow it.
  const bare = labels.includes(written.toLowerCase()) || labels.includes(unflagged);
  if (!bare) return written;
  const topic = contextPhrase(scene.input.context);
  // "Urgent: finding a time to meet" + topic: one label before the topic, not two.
  const label = written.includes(':') ? written.slice(written.indexOf(':') + 1).trim() : written;
  return topic === undefined
    ? written
    : cutShort(`${capitalize(label.replace(/!$/, ''))}: ${topic}`, scene.input.context);
}

/** The purpose's plain subject with the context's own words after it. */
function plainSubject(scene: Scene): string {
  const label = scene.purpose.fallback_subjects[0] ?? capitalize(scene.label);
  const topic = contextPhrase(scene.input.context);
  return topic === undefined
    ? label
    : cutShort(`${label.replace(/!$/, '')}: ${topic}`, scene.input.context);
}

function composed(scene: Scene): string {
  const { understanding } = scene;
  // A meeting's subject names its date only when the context gives it: a date in the notes
  // may be what the meeting is about ("renewal date is April 30"), not when it is.
  const text =
    scene.input.purpose === 'meeting_request'
      ? scene.input.context
      : `${scene.input.context} ${scene.input.additionalNotes ?? ''}`;
  const facts = findFacts(text);
  return composeSubject({
    purpose: scene.purpose,
    label: scene.label,
    ...(scene.topic !== undefined && { topic: scene.topic }),
    ...(understanding.headline !== undefined && { headline: understanding.headline }),
    ...(facts.date !== undefined &&
      subjectDate(scene.input.purpose, text, facts.date) && { date: facts.date }),
    ...(facts.ref !== undefined && { ref: facts.ref }),
    ...(facts.amount !== undefined && { amount: facts.amount }),
    self: understanding.self,
    tone: scene.tone,
    context: scene.input.context,
    choose: scene.choose,
    lang: scene.deps.lang,
  });
}
