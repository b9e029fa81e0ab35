/** What every view gets from the router (main.ts). */
import type { Session } from './api';

export interface Page {
  /** Where the view renders. */
  main: HTMLElement;
  /** Aborted when the person moves to another view: late answers are then dropped. */
  signal: AbortSignal;
  /** The signed-in session; null on the sign-up and login views. */
  session: Session | null;
  /** A one-off message handed over by the previous view ("You are logged out."). */
  notice: string | null;
  /** Shows another view; `notice` is shown there once. */
  navigate(path: string, notice?: string): void;
  /** Records a new session (sign-up, login) and shows the overview. */
  signedIn(session: Session): void;
  /**
   * The message to show for a failed call. A lost session instead sends the person to
   * the login view (and the message is moot).
   */
  failure(err: unknown): string;
}

/**
 * The key made on the API keys view, for the overview's quick-start command. In memory
 * only, and only until the page is reloaded: the server never shows it again.
 */
export const freshKey: { value: string | null } = { value: null };
