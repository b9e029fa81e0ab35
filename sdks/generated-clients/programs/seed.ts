/** The original API documentation's example, as every program sends it. */
export const seed = {
  context: 'Follow up on project proposal meeting',
  tone: 'professional',
  recipient: 'client',
  purpose: 'follow_up',
  additional_notes: 'Meeting was yesterday, they seemed interested',
} as const;

export const baseUrl = process.env.MAILWRIGHT_BASE_URL ?? 'http://localhost:3000';
export const apiKey = process.env.MAILWRIGHT_API_KEY ?? '';

export function must(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** The events of a text/event-stream body. */
export function sseEvents(text: string): { event: string; data: string }[] {
  return text
    .split(/\n\n+/)
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n');
      const event =
        lines
          .find((l) => l.startsWith('event:'))
          ?.slice(6)
          .trim() ?? 'message';
      const data = lines
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).trim())
        .join('\n');
      return { event, data };
    });
}
