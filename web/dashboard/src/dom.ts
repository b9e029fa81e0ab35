/**
 * A tiny element builder: every page is built with DOM calls, never from HTML strings, so
 * text from the server (key names, emails) can never become markup.
 */

type AttrValue = string | number | boolean | null | undefined;
export type Attrs = Record<string, AttrValue | ((event: Event) => void)>;
export type Child = Node | string | number | null | undefined | false | Child[];

function apply(element: Element, attrs: Attrs | null | undefined, children: Child[]): void {
  for (const [name, value] of Object.entries(attrs ?? {})) {
    if (typeof value === 'function') {
      element.addEventListener(name.slice(2).toLowerCase(), value);
    } else if (value === true) {
      element.setAttribute(name, '');
    } else if (value !== false && value !== null && value !== undefined) {
      element.setAttribute(name, String(value));
    }
  }
  append(element, children);
}

export function append(parent: Element, children: Child[]): void {
  for (const child of children) {
    if (Array.isArray(child)) append(parent, child);
    else if (child instanceof Node) parent.append(child);
    else if (child !== null && child !== undefined && child !== false) parent.append(String(child));
  }
}

/** An HTML element: `h('button', { type: 'button', onClick }, 'Copy')`. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs?: Attrs | null,
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  apply(element, attrs, children);
  return element;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** An SVG element, for the usage chart. */
export function s<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs?: Attrs | null,
  ...children: Child[]
): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG_NS, tag);
  apply(element, attrs, children);
  return element;
}

/** Replaces everything inside `parent`. */
export function replace(parent: Element, ...children: Child[]): void {
  parent.replaceChildren();
  append(parent, children);
}

let ids = 0;
/** A fresh id for label/aria-* references. */
export function uid(prefix: string): string {
  ids += 1;
  return `${prefix}-${ids}`;
}

/** Says `message` to screen readers through the page's polite live region. */
export function announce(message: string): void {
  const region = document.getElementById('announcer');
  if (!region) return;
  // Emptied first, so the same message said twice is announced twice.
  region.textContent = '';
  window.setTimeout(() => (region.textContent = message), 50);
}
