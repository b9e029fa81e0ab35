/**
 * The API keys view: create a key (shown once, with a copy button), list the keys, and
 * revoke one after an explicit confirmation in a <dialog>.
 */
import { api, type CreatedKey, type Key } from '../api';
import { copyButton } from '../copy';
import { announce, h, replace } from '../dom';
import { formatDateTime } from '../format';
import { freshKey, type Page } from '../page';

function newKeyPanel(created: CreatedKey): HTMLElement {
  const value = h('code', { id: 'new-key-value', class: 'secret' }, created.api_key);
  return h(
    'section',
    { class: 'card new-key', 'aria-labelledby': 'new-key-title', tabindex: -1 },
    h('h2', { id: 'new-key-title' }, `Your new key “${created.key.name ?? 'unnamed'}”`),
    h(
      'p',
      { class: 'warning' },
      h('strong', null, 'Copy this key now: it will not be shown again. '),
      'Mailwright keeps only a hint of it. If you lose it, create another and revoke this one.',
    ),
    h('div', { class: 'secret-row' }, value, copyButton(value, 'Key')),
    h(
      'p',
      { class: 'muted' },
      'Try it: the ',
      h('a', { href: '/dashboard' }, 'quick-start command on the overview'),
      ' now holds this key.',
    ),
  );
}

export async function keysView(page: Page): Promise<void> {
  const list = h('div', null, h('p', { class: 'muted' }, 'Loading…'));
  const created = h('div');
  const status = h('p', { class: 'notice-line', role: 'status', tabindex: -1 });
  const nameInput = h('input', {
    id: 'key-name',
    name: 'name',
    required: true,
    maxlength: 100,
    autocomplete: 'off',
    placeholder: 'e.g. production',
    'aria-describedby': 'key-name-errors',
  });
  const nameErrors = h('p', { class: 'field-errors', id: 'key-name-errors' });
  const createButton = h('button', { type: 'submit', class: 'primary' }, 'Create key');
  const dialog = confirmDialog((err) => page.failure(err));
  let keys: Key[] = [];

  const render = () =>
    replace(
      list,
      keyTable(keys, (key, opener) => revoke(key, opener)),
    );

  const revoke = (key: Key, opener: HTMLButtonElement) => {
    dialog.ask(key, opener, async () => {
      const revoked = await api.revokeKey(key.id);
      keys = keys.map((k) => (k.id === revoked.id ? revoked : k));
      render();
      status.textContent = `Key “${revoked.name ?? revoked.hint}” revoked: it is refused from now on.`;
      status.focus();
    });
  };

  const onSubmit = async (event: Event) => {
    event.preventDefault();
    nameErrors.textContent = '';
    nameInput.removeAttribute('aria-invalid');
    const name = nameInput.value.trim();
    if (name === '') {
      nameErrors.textContent = 'Give the key a name, such as “production”.';
      nameInput.setAttribute('aria-invalid', 'true');
      nameInput.focus();
      return;
    }
    createButton.disabled = true;
    try {
      const result = await api.createKey(name);
      freshKey.value = result.api_key;
      keys = [result.key, ...keys];
      render();
      nameInput.value = '';
      const panel = newKeyPanel(result);
      replace(created, panel);
      panel.focus();
      announce('Key created. Copy it now: it will not be shown again.');
    } catch (err) {
      nameErrors.textContent = page.failure(err);
      nameInput.setAttribute('aria-invalid', 'true');
    } finally {
      createButton.disabled = false;
    }
  };

  replace(
    page.main,
    h('h1', { tabindex: -1 }, 'API keys'),
    h(
      'p',
      { class: 'muted' },
      'Your server sends a key with every API call. Keep keys secret: never put them in code that runs in a browser or in a repository.',
    ),
    h(
      'form',
      { class: 'card create-key', novalidate: true, onSubmit },
      h(
        'div',
        { class: 'field' },
        h('label', { for: 'key-name' }, 'Key name'),
        h('div', { class: 'inline' }, nameInput, createButton),
        nameErrors,
      ),
    ),
    created,
    status,
    h('h2', null, 'Your keys'),
    list,
    dialog.element,
  );

  try {
    keys = await api.keys();
    if (page.signal.aborted) return;
    render();
  } catch (err) {
    if (page.signal.aborted) return;
    replace(list, h('p', { class: 'form-error', role: 'alert' }, page.failure(err)));
  }
}

function keyTable(keys: Key[], onRevoke: (key: Key, opener: HTMLButtonElement) => void): Node {
  if (keys.length === 0) {
    return h('p', { class: 'muted' }, 'No keys yet: create one above.');
  }
  const head = ['Name', 'Key', 'Created', 'Last used', 'Status', 'Actions'];
  return h(
    'table',
    { class: 'keys' },
    h('caption', { class: 'visually-hidden' }, 'Your API keys, newest first'),
    h(
      'thead',
      null,
      h(
        'tr',
        null,
        head.map((title) => h('th', { scope: 'col' }, title)),
      ),
    ),
    h(
      'tbody',
      null,
      keys.map((key) => {
        const nameId = `key-${key.id}`;
        const revoked = key.revoked_at !== null;
        const button = revoked
          ? null
          : h(
              'button',
              { type: 'button', class: 'danger-outline', 'aria-describedby': nameId },
              'Revoke',
            );
        button?.addEventListener('click', () => onRevoke(key, button));
        return h(
          'tr',
          { class: revoked ? 'revoked' : '' },
          h('th', { scope: 'row', id: nameId, 'data-label': 'Name' }, key.name ?? '(unnamed)'),
          h('td', { 'data-label': 'Key' }, h('code', null, key.hint)),
          h('td', { 'data-label': 'Created' }, formatDateTime(key.created_at)),
          h(
            'td',
            { 'data-label': 'Last used' },
            key.last_used_at ? formatDateTime(key.last_used_at) : 'Never',
          ),
          h(
            'td',
            { 'data-label': 'Status' },
            revoked
              ? h(
                  'span',
                  { class: 'badge badge-revoked' },
                  `Revoked ${formatDateTime(key.revoked_at!)}`,
                )
              : h('span', { class: 'badge badge-active' }, 'Active'),
          ),
          h('td', { 'data-label': 'Actions', class: 'actions' }, button),
        );
      }),
    ),
  );
}

/** "Revoke this key?" in a modal <dialog>: Escape or Cancel keeps the key. */
function confirmDialog(failure: (err: unknown) => string) {
  const title = h('h2', { id: 'revoke-title' });
  const error = h('p', { class: 'form-error', role: 'alert' });
  const cancel = h('button', { type: 'button', class: 'secondary' }, 'Cancel');
  const confirm = h('button', { type: 'button', class: 'danger' }, 'Revoke key');
  const element = h(
    'dialog',
    { 'aria-labelledby': 'revoke-title', 'aria-describedby': 'revoke-description' },
    title,
    h(
      'p',
      { id: 'revoke-description' },
      'Requests that use this key are refused (401) at once, on every instance. This cannot be undone.',
    ),
    error,
    h('div', { class: 'dialog-actions' }, cancel, confirm),
  );
  let action: (() => Promise<void>) | null = null;
  let opener: HTMLElement | null = null;

  cancel.addEventListener('click', () => element.close());
  element.addEventListener('close', () => {
    // Back to the button that opened the dialog, if it is still there.
    if (action && opener?.isConnected) opener.focus();
    action = null;
  });
  confirm.addEventListener('click', async () => {
    if (!action) return;
    confirm.disabled = true;
    error.textContent = '';
    try {
      await action();
      action = null;
      element.close();
    } catch (err) {
      error.textContent = failure(err);
    } finally {
      confirm.disabled = false;
    }
  });

  return {
    element,
    ask(key: Key, from: HTMLElement, run: () => Promise<void>) {
      title.textContent = `Revoke “${key.name ?? key.hint}”?`;
      error.textContent = '';
      action = run;
      opener = from;
      element.showModal();
      cancel.focus();
    },
  };
}
