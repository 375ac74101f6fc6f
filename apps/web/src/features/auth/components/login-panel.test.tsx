import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { AUTH_MESSAGES } from '@thrive/contract';

/** The server: nobody signed in, no social sign-in, and the next [status, body] as the response to each sign-up. */
function serve(...signUps: [number, unknown][]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const path = new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname;
    if (path === '/api/auth/get-session') return Response.json(null);
    if (path === '/api/auth-providers') return Response.json({ google: false, facebook: false });
    const next = path === '/api/auth/sign-up/email' ? signUps.shift() : undefined;
    if (next) return Response.json(next[1], { status: next[0] });
    throw new Error(`unexpected request to ${path}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function signUp(name = 'Ada Lovelace') {
  // better-auth's client keeps the fetch it found when it was made, and the session store its first response:
  // each test loads them afresh, after `serve`.
  vi.resetModules();
  const { LoginPanel } = await import('./login-panel');
  render(
    <QueryClientProvider client={new QueryClient()}>
      <LoginPanel initialView="sign-up" />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  const form = within(screen.getByRole('form', { name: 'Create Account' }));
  await user.type(form.getByLabelText('Name'), name);
  await user.type(form.getByLabelText('Email'), 'ada@example.com');
  await user.type(form.getByLabelText('Password'), 'analytical engine');
  await user.click(form.getByRole('button', { name: 'Sign Up' }));
  return { form, user };
}

/** The sign-up form's error line. */
const formLine = (form: ReturnType<typeof within>) => form.getByRole('alert');

describe('LoginPanel sign-up', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('holds the name to the server’s bound before sending, with its message under the name, and takes focus there', async () => {
    const fetchMock = serve();
    const { form } = await signUp(`  ${'a'.repeat(81)}  `);
    const name = form.getByLabelText('Name');
    await vi.waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(form.getByText('Use at most 80 characters.')).toBeTruthy();
    expect(name.getAttribute('aria-describedby')).toBe(form.getByText('Use at most 80 characters.').id);
    expect(document.activeElement).toBe(name);
    expect(formLine(form).textContent).toBe('');
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/sign-up/email'))).toBe(false);
  });

  it('shows the server’s message for a bad name under the name, and takes focus there', async () => {
    const refusal = 'must not contain a NUL character or an unpaired surrogate';
    const fetchMock = serve([
      400,
      { error: { code: 'bad_request', message: `name: ${refusal}`, fields: { name: refusal } } },
    ]);
    const { form } = await signUp('  Ada Lovelace  ');
    const name = form.getByLabelText('Name');
    await vi.waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(form.getByText(refusal)).toBeTruthy();
    expect(name.getAttribute('aria-describedby')).toBe(form.getByText(refusal).id);
    expect(document.activeElement).toBe(name);
    expect(formLine(form).textContent).toBe('');
    expect(form.queryByText(AUTH_MESSAGES.unknown)).toBeNull();

    const signUpCall = fetchMock.mock.calls.find(([input]) => String(input).includes('/sign-up/email'));
    expect(JSON.parse(String(signUpCall?.[1]?.body))).toMatchObject({ name: 'Ada Lovelace' });
  });

  it('shows a message for a field the form does not have on the form’s line', async () => {
    serve([
      400,
      {
        error: {
          code: 'bad_request',
          message: 'image: must not contain a NUL character or an unpaired surrogate',
          fields: { image: 'must not contain a NUL character or an unpaired surrogate' },
        },
      },
    ]);
    const { form } = await signUp();
    await vi.waitFor(() =>
      expect(formLine(form).textContent).toBe('must not contain a NUL character or an unpaired surrogate'),
    );
    expect(form.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
  });

  it('puts an email better-auth refuses under the email, in the product’s words', async () => {
    serve([400, { code: 'VALIDATION_ERROR', message: '[body.email] Invalid email address' }]);
    const { form } = await signUp();
    const email = form.getByLabelText('Email');
    await vi.waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(form.getByText(AUTH_MESSAGES.invalidEmail)).toBeTruthy();
    expect(document.activeElement).toBe(email);
  });

  it('keeps the product’s words for a refusal about no one field', async () => {
    serve([422, { code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', message: 'User already exists. Use another email.' }]);
    const { form } = await signUp();
    await vi.waitFor(() => expect(formLine(form).textContent).toBe(AUTH_MESSAGES.emailInUse));
    expect(form.getByLabelText('Email').getAttribute('aria-invalid')).toBeNull();
  });

  it('clears the last response’s messages when signing up again', async () => {
    serve(
      [
        400,
        { error: { code: 'bad_request', message: 'name: Enter your name.', fields: { name: 'Enter your name.' } } },
      ],
      [429, { error: { code: 'too_many_requests', message: 'Slow down.' } }],
    );
    const { form, user } = await signUp();
    await form.findByText('Enter your name.');
    await user.click(form.getByRole('button', { name: 'Sign Up' }));
    await vi.waitFor(() => expect(formLine(form).textContent).toBe(AUTH_MESSAGES.tooManyRequests));
    expect(form.queryByText('Enter your name.')).toBeNull();
    expect(form.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
  });
});

describe('LoginPanel sign-in with a provider in a popup', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  /** A popup found closed at better-auth's first check, before its message came: who is signed in decides. */
  async function signInThroughClosedPopup(signedInAfter: boolean) {
    let popupDone = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname;
        if (path === '/api/auth/get-session') {
          return Response.json(
            popupDone && signedInAfter
              ? { user: { id: 'u1', name: 'Grace Google', email: 'grace@example.com' } }
              : null,
          );
        }
        if (path === '/api/auth-providers') return Response.json({ google: true, facebook: true });
        throw new Error(`unexpected request to ${path}`);
      }),
    );
    vi.stubGlobal(
      'open',
      vi.fn(() => {
        popupDone = true;
        return { closed: true, close: () => undefined, focus: () => undefined };
      }),
    );
    vi.resetModules();
    const { LoginPanel } = await import('./login-panel');
    render(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <LoginPanel initialView="sign-in" />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    const form = within(screen.getByRole('form', { name: 'Sign In' }));
    await userEvent.setup().click(await form.findByRole('button', { name: 'Google' }));
    return form;
  }

  it('shows the person signed in when the popup set the session before its message arrived', async () => {
    await signInThroughClosedPopup(true);
    expect(await screen.findByRole('heading', { name: 'Welcome, Grace Google!' }, { timeout: 3000 })).toBeTruthy();
  });

  it('says the window was closed when the popup closed without signing in', async () => {
    const form = await signInThroughClosedPopup(false);
    await vi.waitFor(() => expect(form.getByRole('alert').textContent).toBe(AUTH_MESSAGES.popupClosed), {
      timeout: 3000,
    });
  });
});
