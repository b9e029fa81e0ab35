/**
 * A "Copy" button for a piece of text on the page, with its own status message. The
 * Clipboard API needs a secure context (https or localhost); elsewhere the text is
 * selected so the person can press Ctrl+C / ⌘C themselves.
 */
import { h } from './dom';

function select(element: HTMLElement): void {
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

async function copy(text: string, source: HTMLElement): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    select(source);
    return false;
  }
}

/** The button and its status line; `source` holds the text to copy. */
export function copyButton(source: HTMLElement, what: string): HTMLElement {
  const status = h('span', { class: 'copy-status', role: 'status' });
  let timer: number | undefined;
  const button = h(
    'button',
    {
      type: 'button',
      class: 'secondary',
      onClick: async () => {
        const copied = await copy(source.textContent ?? '', source);
        status.textContent = copied
          ? `${what} copied to the clipboard.`
          : `${what} selected: press Ctrl+C (⌘C on a Mac) to copy it.`;
        window.clearTimeout(timer);
        timer = window.setTimeout(() => (status.textContent = ''), 8000);
      },
    },
    'Copy',
  );
  return h('span', { class: 'copy' }, button, status);
}
