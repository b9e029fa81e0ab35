/**
 * Request bodies for the bench. Generate bodies vary on every request (a counter reaches
 * the context and the notes, and tone, purpose and recipient rotate), so no two are alike
 * and nothing downstream can answer from a cache.
 */
const TONES = ['professional', 'friendly', 'formal', 'casual', 'persuasive', 'empathetic'];
const PURPOSES = [
  'follow_up',
  'meeting_request',
  'thank_you',
  'introduction',
  'status_update',
  'reminder',
  'proposal',
];
const RECIPIENTS = ['client', 'colleague', 'manager', 'prospect', 'vendor'];
const TOPICS = [
  'the project proposal meeting',
  'the quarterly budget review',
  'the onboarding plan for the new office',
  'the renewal of the support contract',
  'the launch date of the mobile app',
  'the vendor security questionnaire',
  'the workshop agenda for next month',
];
const NOTES = [
  'They seemed interested in the pricing options',
  'The deadline moved to the end of the month',
  'Two team members will join the call',
  'We promised a revised estimate',
  'The first draft is already shared',
];

export function generateBody(i: number): Record<string, string> {
  const pick = <T>(list: T[], salt: number) => list[(i * salt + Math.floor(i / 7)) % list.length]!;
  return {
    context: `Follow up on ${pick(TOPICS, 1)}, reference ${1000 + i}`,
    tone: pick(TONES, 5),
    recipient: pick(RECIPIENTS, 3),
    purpose: pick(PURPOSES, 1),
    additional_notes: `${pick(NOTES, 2)}; item ${i}`,
  };
}

export const IMPROVE_BODY = {
  content:
    'Hi team,\n\nI wanted to reach out in order to let you know that the the report will be ' +
    'recieved by the end of the week. Due to the fact that the numbers are not final, we ' +
    'may need to make some changes at a later date. Please let me know ASAP if you have ' +
    'any questions.\n\nThanks,\nSam',
  improvements: ['spelling', 'grammar', 'concise', 'clarity'],
};

/** The chat request the provider path's peer (LiteLLM) forwards, of the size the service sends. */
export function chatBody(i: number, model: string): Record<string, unknown> {
  const brief = generateBody(i);
  return {
    model,
    messages: [
      {
        role: 'system',
        content:
          'You write emails. Answer with JSON holding "subject" and "content". Write in the ' +
          'requested tone, for the recipient and the purpose given, 50 to 120 words.',
      },
      { role: 'user', content: JSON.stringify(brief) },
    ],
    max_tokens: 2048,
  };
}
