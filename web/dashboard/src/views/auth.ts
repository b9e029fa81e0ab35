/** The sign-up and login views: a form, each server problem shown next to its field. */
import { api, ApiError, type Session } from '../api';
import { h, replace, uid } from '../dom';
import type { Page } from '../page';

type Kind = 'signup' | 'login';

const TEXT = {
  signup: {
    heading: 'Sign up',
    intro: 'Create an account on the Free plan: 100 requests a day and 50,000 credits a month.',
    button: 'Sign up',
    busy: 'Signing up…',
    autocomplete: 'new-password',
    other: ['Already have an account?', 'Log in', '/dashboard/login'],
  },
  login: {
    heading: 'Log in',
    intro: 'Log in to manage your API keys and see your usage.',
    button: 'Log in',
    busy: 'Logging in…',
    autocomplete: 'current-password',
    other: ['No account yet?', 'Sign up', '/dashboard/signup'],
  },
} as const;

/** The password rule of src/dashboard/password.ts, in words. */
const PASSWORD_RULE =
  'At least 10 characters. Not your email address, not only digits or one repeated ' +
  'character, and not a well-known password. A few words make a good one.';

/** A labelled input with its hint and the list of the server's problems with it. */
interface Field {
  input: HTMLInputElement;
  errors: HTMLUListElement;
  wrapper: HTMLElement;
}

function field(label: string, input: HTMLInputElement, hint?: string): Field {
  const errors = h('ul', { class: 'field-errors', id: uid('errors') });
  const hintElement = hint ? h('p', { class: 'hint', id: uid('hint') }, hint) : null;
  input.id = uid('field');
  input.setAttribute(
    'aria-describedby',
    [hintElement?.id, errors.id].filter((id): id is string => Boolean(id)).join(' '),
  );
  const wrapper = h(
    'div',
    { class: 'field' },
    h('label', { for: input.id }, label),
    input,
    hintElement,
    errors,
  );
  return { input, errors, wrapper };
}

function showErrors(target: Field, messages: string[]): void {
  replace(
    target.errors,
    messages.map((message) => h('li', null, message)),
  );
  target.input.setAttribute('aria-invalid', messages.length > 0 ? 'true' : 'false');
  target.wrapper.classList.toggle('invalid', messages.length > 0);
}

export function authView(kind: Kind) {
  return (page: Page): void => {
    const text = TEXT[kind];
    const email = field(
      'Email',
      h('input', {
        type: 'email',
        name: 'email',
        autocomplete: 'email',
        required: true,
        maxlength: 254,
      }),
    );
    const password = field(
      'Password',
      h('input', {
        type: 'password',
        name: 'password',
        autocomplete: text.autocomplete,
        required: true,
        maxlength: 1024,
      }),
      kind === 'signup' ? PASSWORD_RULE : undefined,
    );
    const formError = h('div', { class: 'form-error', role: 'alert' });
    const submit = h('button', { type: 'submit', class: 'primary' }, text.button);
    const fields: Record<string, Field> = { email, password };

    const onSubmit = async (event: Event) => {
      event.preventDefault();
      showErrors(email, []);
      showErrors(password, []);
      formError.textContent = '';
      submit.disabled = true;
      submit.textContent = text.busy;
      let session: Session;
      try {
        const call = kind === 'signup' ? api.signUp : api.logIn;
        session = await call(email.input.value.trim(), password.input.value);
      } catch (err) {
        submit.disabled = false;
        submit.textContent = text.button;
        if (err instanceof ApiError) {
          const byField = new Map<Field, string[]>();
          for (const detail of err.details) {
            const target = detail.param ? fields[detail.param] : undefined;
            if (target) byField.set(target, [...(byField.get(target) ?? []), detail.message]);
          }
          if (byField.size === 0 && err.param && fields[err.param]) {
            byField.set(fields[err.param]!, [err.message]);
          }
          for (const [target, messages] of byField) showErrors(target, messages);
          const first = [email, password].find((f) => byField.has(f));
          if (first) {
            formError.textContent = 'Please correct the highlighted field.';
            first.input.focus();
            return;
          }
        }
        formError.textContent = page.failure(err);
        return;
      }
      page.signedIn(session);
    };

    const [question, linkText, href] = text.other;
    replace(
      page.main,
      h(
        'section',
        { class: 'auth' },
        h('h1', { tabindex: -1 }, text.heading),
        h('p', { class: 'muted' }, text.intro),
        page.notice ? h('p', { class: 'notice', role: 'status' }, page.notice) : null,
        h(
          'form',
          { class: 'card stack', novalidate: true, onSubmit },
          email.wrapper,
          password.wrapper,
          formError,
          submit,
        ),
        h('p', { class: 'switch' }, `${question} `, h('a', { href }, linkText)),
      ),
    );
  };
}
