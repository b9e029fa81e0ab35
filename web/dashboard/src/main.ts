/**
 * The dashboard: a small single-page app. The server answers every page path under
 * /dashboard with this same page; this file picks the view for the path, keeps the
 * navigation, and moves between views without reloading (History API).
 */
import '../styles.css';
import { api, ApiError, type Session } from './api';
import { announce, h, replace } from './dom';
import { freshKey, type Page } from './page';
import { authView } from './views/auth';
import { keysView } from './views/keys';
import { overviewView } from './views/overview';
import { usageView } from './views/usage';

interface Route {
  title: string;
  /** True: only for a signed-in person; false: only for one signed out. */
  signedIn: boolean;
  view: (page: Page) => void | Promise<void>;
  /** Shown in the navigation when signed in. */
  nav?: string;
}

const ROUTES: Record<string, Route> = {
  '/dashboard': { title: 'Overview', signedIn: true, view: overviewView, nav: 'Overview' },
  '/dashboard/keys': { title: 'API keys', signedIn: true, view: keysView, nav: 'API keys' },
  '/dashboard/usage': { title: 'Usage', signedIn: true, view: usageView, nav: 'Usage' },
  '/dashboard/login': { title: 'Log in', signedIn: false, view: authView('login') },
  '/dashboard/signup': { title: 'Sign up', signedIn: false, view: authView('signup') },
};

const main = document.getElementById('main')!;
const nav = document.getElementById('nav')!;

let session: Session | null = null;
let current: AbortController | null = null;
let notice: string | null = null;

function currentPath(): string {
  return location.pathname.replace(/\/+$/, '') || '/';
}

function navigate(path: string, message?: string, replaceEntry = false): void {
  notice = message ?? null;
  if (replaceEntry) history.replaceState(null, '', path);
  else history.pushState(null, '', path);
  void show(true);
}

function failure(err: unknown): string {
  if (err instanceof ApiError && err.signedOut) {
    session = null;
    freshKey.value = null;
    navigate('/dashboard/login', 'Your session has ended. Log in again.', true);
    return err.message;
  }
  if (err instanceof ApiError) return err.message;
  return 'Something went wrong. Try again.';
}

async function logOut(): Promise<void> {
  try {
    await api.logOut();
  } catch (err) {
    if (!(err instanceof ApiError && err.signedOut)) {
      announce(failure(err));
      return;
    }
  }
  session = null;
  freshKey.value = null;
  navigate('/dashboard/login', 'You are logged out.');
}

function renderNav(path: string): void {
  const link = (href: string, text: string) =>
    h('a', { href, 'aria-current': href === path ? 'page' : null }, text);
  if (!session) {
    replace(
      nav,
      h(
        'ul',
        null,
        h('li', null, link('/dashboard/login', 'Log in')),
        h('li', null, link('/dashboard/signup', 'Sign up')),
      ),
    );
    return;
  }
  replace(
    nav,
    h(
      'ul',
      null,
      Object.entries(ROUTES)
        .filter(([, route]) => route.nav)
        .map(([href, route]) => h('li', null, link(href, route.nav!))),
    ),
    h(
      'div',
      { class: 'account' },
      h('span', { class: 'who' }, session.user.email),
      h(
        'button',
        { type: 'button', class: 'secondary small', onClick: () => void logOut() },
        'Log out',
      ),
    ),
  );
}

function notFound(): void {
  document.title = 'Page not found · Mailwright';
  replace(
    main,
    h('h1', { tabindex: -1 }, 'Page not found'),
    h(
      'p',
      null,
      'There is no such dashboard page. ',
      h('a', { href: '/dashboard' }, 'Go to the overview'),
      '.',
    ),
  );
}

/** Renders the view for the current path; `focus` moves focus to its heading. */
async function show(focus: boolean): Promise<void> {
  current?.abort();
  const controller = new AbortController();
  current = controller;
  const path = currentPath();
  const route = ROUTES[path];
  renderNav(path);
  if (!route) {
    notFound();
    if (focus) main.querySelector('h1')?.focus();
    return;
  }
  if (route.signedIn && !session) {
    history.replaceState(null, '', '/dashboard/login');
    return show(focus);
  }
  if (!route.signedIn && session) {
    history.replaceState(null, '', '/dashboard');
    return show(focus);
  }
  document.title = `${route.title} · Mailwright`;
  const page: Page = {
    main,
    signal: controller.signal,
    session,
    notice,
    navigate: (to, message) => navigate(to, message),
    signedIn(next) {
      session = next;
      navigate('/dashboard');
    },
    failure,
  };
  notice = null;
  const rendering = route.view(page);
  // Every view puts its heading up before it waits for data.
  if (focus) main.querySelector('h1')?.focus();
  await rendering;
}

/** Links to dashboard pages change the view in place instead of loading the page again. */
document.addEventListener('click', (event) => {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element | null)?.closest('a');
  if (!link || link.target || link.origin !== location.origin) return;
  const path = link.pathname;
  if (path !== '/dashboard' && !path.startsWith('/dashboard/')) return;
  if (path.startsWith('/dashboard/api/') || path.startsWith('/dashboard/assets/')) return;
  event.preventDefault();
  navigate(path + link.search);
});

window.addEventListener('popstate', () => void show(true));

async function start(): Promise<void> {
  try {
    session = await api.session();
  } catch (err) {
    replace(
      main,
      h('h1', { tabindex: -1 }, 'Mailwright is not answering'),
      h('p', { role: 'alert' }, err instanceof Error ? err.message : String(err)),
      h('button', { type: 'button', class: 'secondary', onClick: () => void start() }, 'Try again'),
    );
    return;
  }
  await show(false);
}

void start();
