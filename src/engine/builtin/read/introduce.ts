/**
 * An introduction's reader: "introduce Keiko from finance to Sam" is an email to Sam, who is
 * introduced to Keiko ("introduce you to Keiko …"); what the context says of Sam is said to
 * them.
 */
import type { ReaderInContext } from './people.js';
import { ci, LEAD, NAME, ROLE } from './roles.js';
import { escapeRegExp } from '../text.js';
import { toYou, youAgree } from './toYou.js';

/** "introduce Keiko from finance to Sam": the reader is the one introduced to. */
const INTRODUCE = new RegExp(
  `${LEAD}(${ci('introduce')})\\s+((?:(?!\\s+to\\s).)+?)\\s+to\\s+(${NAME}|${ROLE}(?:\\s+(?:and|or|&)\\s+[\\p{Ll}-]+s)?)(?=\\s+(?:so|to|because|who|that|for|as|in|from|on|of|around|near|across|at)\\b|[.,;:!?]|$)`,
  'u',
);

const ONE_NAME = new RegExp(`^${NAME}$`, 'u');

export function introducedReader(
  context: string,
  recipientName: string | undefined,
): ReaderInContext | undefined {
  const pair = pairIntroduced(context, recipientName);
  if (pair !== undefined) return pair;
  const intro = INTRODUCE.exec(context);
  // "introduce myself to the finance team" is the writer's introduction, read elsewhere.
  // "… to Lavinia at Grindlow Farm Shop": where a person named works goes with them; "… to
  // the team at Kestrel Media" stays as written.
  const atRole =
    intro !== null &&
    !ONE_NAME.test(intro[3] ?? '') &&
    /^\s+at\s/.test(context.slice(intro.index + intro[0].length));
  if (intro !== null && !atRole && !/^(?:myself|ourselves|me|us)\b/i.test(intro[2] ?? '')) {
    const [whole, verb = '', other = '', name = ''] = intro;
    // "introduce Kwesi, who runs Tonkin's Garage, to Babajide, the bookkeeper who'll look after
    // his books", written to Kwesi: he is introduced to Babajide, as "you", and what is his is
    // "your".
    const first = recipientName?.trim().split(/\s+/)[0] ?? '';
    // The caller's own text: "(Kwesi" is a name typed, not a pattern.
    const greeted = new RegExp(`^${escapeRegExp(first)}\\b`, 'u');
    if (first !== '' && greeted.test(other) && !greeted.test(name)) {
      const start = context.slice(0, intro.index) + whole.slice(0, whole.indexOf(verb));
      const after = toYou(context.slice(intro.index + whole.length), true, false, first).replace(
        /\bthe two of them\b/g,
        'the two of you',
      );
      return {
        context: `${start}${verb} you to ${name}${after}`,
        found: 'person',
        ...named(first, recipientName),
      };
    }
    // "… to Kenji in procurement": the reader's own team is not said to them; "… to office
    // managers in the city" says where the thing introduced is, and keeps it.
    const tail = context.slice(intro.index + whole.length);
    const after = ONE_NAME.test(name)
      ? tail
          .replace(
            /^\s+(?:in|from)\s+(?:the\s+)?[\p{L}-]+(?:\s+(?:team|department|group))?(?=[.,;:!?]|\s+(?:so|because|who|for|as)\b|$)/u,
            '',
          )
          // "… to Endelyn Chadderton at our accountants, Quarmby Haworth, so the two of them
          // can …": where the reader works, theirs to know; the two are "you".
          .replace(/^\s+at\s+(?:our|the)\s+[\p{Ll}\s-]+?,\s+(?:\p{Lu}[\p{L}&'’-]*\s*)+(?=,)/u, '')
          .replace(/\bthe two of them\b/g, 'the two of you')
      : // "… to restaurants on the high street": where they are goes with them ("… in the
        // city" says where the thing introduced is, and stays).
        tail
          .replace(
            /^\s+on\s+the\s+[\p{L}\s-]+?(?=[.,;:!?]|\s+(?:so|because|who|that|for|as)\b|$)/u,
            '',
          )
          // "… to property managers of apartment complexes": what they look after is who they are.
          .replace(
            /^\s+of\s+(?:the\s+)?[\p{Ll}\s-]+?(?=\s+in\b|[.,;:!?]|\s+(?:so|because|who|that|for|as)\b|$)/u,
            '',
          );
    // "… so they can sort out the contract": the two introduced are "you two"; "… to couples
    // who visited our stand" is why they hear of it ("…, since you visited our stand").
    const who = /^\s+(?:who|that)\s+([^,.;:!?]+)/.exec(after);
    // "… to Saoirse, who's organising the summer show and still needs hot food": what the
    // reader is doing, said to them.
    const doing = /^(\s+(?:at|from)\s+[^,.;:!?]+?)?,\s+who(['’]s|\s+is)?\s+([^.;:!?]+)/.exec(after);
    // "… to Lamorna Rawle, the kitchen designer who fitted out our café": who the reader is,
    // said to them as why they hear of it.
    const role = /^,\s+((?:the|a|an|our)\s+[^.;:!?]+)/.exec(after);
    const rest =
      role !== null && ONE_NAME.test(name)
        ? `. I thought of you as ${role[1]}${after.slice(role[0].length)}`
        : who !== null && !ONE_NAME.test(name)
          ? `, since you ${youAgree(who[1]!)}${after.slice(who[0].length)}`
          : doing !== null && ONE_NAME.test(name)
            ? `. I know you${doing[2] === undefined ? '' : "'re"} ${youAgree(doing[3]!).replace(/\band still (\p{Ll}+)s\b/u, 'and still $1')}${doing[1] ?? ''}${after.slice(doing[0].length)}`
            : toYou(after.replace(/\b(so(?: that)?)\s+they\b/i, '$1 you two'), true);
    const start =
      context.slice(0, intro.index) +
      whole.slice(0, whole.toLowerCase().indexOf(verb.toLowerCase()));
    return {
      context: `${start}${verb} you to ${other.replace(/,$/, '')}${rest}`,
      ...(ONE_NAME.test(name) ? { found: 'person', ...named(name, recipientName) } : byRole(name)),
    };
  }
  return undefined;
}

/**
 * "intro Jarrah (just started on the soils project) to Csilla who runs the lab", greeted
 * "Jarrah and Csilla": both read it, so each is named to the other, in the third person
 * ("introduce the two of you. Jarrah (…), meet Csilla, who runs the lab").
 */
function pairIntroduced(
  context: string,
  recipientName: string | undefined,
): ReaderInContext | undefined {
  const pair = /^(\p{Lu}[\p{L}'’-]+)\s+(?:and|&)\s+(\p{Lu}[\p{L}'’-]+)$/u.exec(
    recipientName?.trim() ?? '',
  );
  if (pair === null) return undefined;
  const [a, b] = [escapeRegExp(pair[1]!), escapeRegExp(pair[2]!)];
  const m = new RegExp(
    String.raw`\b(${ci('introduce|intro')})\s+((?:${a}|${b})\b[^.;]*?)\s+to\s+((?:(?:${ci('my|our')})\s+[\p{Ll}-]+\s+)?(?:${a}|${b}))\b`,
    'u',
  ).exec(context);
  if (m === null) return undefined;
  const after = context.slice(m.index + m[0].length).replace(/^\s+(?=who\b)/, ', ');
  return {
    context: `${context.slice(0, m.index)}${m[1]!} the two of you. ${m[2]!}, meet ${m[3]!}${after}`,
  };
}

/** A reader named by role: "the distributor" is one person, "the designers" a group. */
export function byRole(role: string): Pick<ReaderInContext, 'found' | 'noun'> {
  const noun = role.replace(/^(?:the|our|my|a|an|all|all the|all our|every|each)\s+/i, '');
  const many =
    /s$/i.test(noun) ||
    /\b(?:team|staff|crew|shift|family|department|board|lot|gang|squad|group|class|club|committee)$/i.test(
      noun,
    );
  return { found: many ? 'group' : 'person', noun };
}

/** The name the context gives, unless the caller named the recipient otherwise. */
export function named(name: string, recipientName: string | undefined): { name?: string } {
  return recipientName === undefined || recipientName.trim() === '' ? { name } : {};
}
