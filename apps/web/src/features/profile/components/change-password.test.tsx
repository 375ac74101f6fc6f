import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AUTH_MESSAGES, PROFILE_MESSAGES } from '@thrive/contract';
import { ChangePassword } from './change-password';

function serve(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const refused = (fields: Record<string, string>) => ({
  error: { code: 'bad_request', message: Object.values(fields)[0], fields },
});

function renderCard(hasPassword = true) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ChangePassword userId="user-1" email="priya@example.com" hasPassword={hasPassword} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const current = () => screen.getByLabelText('Current password') as HTMLInputElement;
const next = () => screen.getByLabelText('New password') as HTMLInputElement;
const confirm = () => screen.getByLabelText('Confirm new password') as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Change password' });
/** The texts that describe a control: its hint and its message. */
const describing = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);

describe('ChangePassword', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks for all three, each by its field, and moves focus to the first', async () => {
    const fetchMock = serve(200, { changed: true });
    const user = renderCard();
    await user.click(submit());
    expect(document.activeElement).toBe(current());
    expect(current().getAttribute('aria-invalid')).toBe('true');
    expect(describing(current())).toEqual(['Enter your current password.']);
    expect(describing(next())).toEqual(['At least 8 characters.', 'Enter a new password.']);
    expect(describing(confirm())).toEqual(['Confirm your new password.']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('holds the new password to the sign-in minimum', async () => {
    serve(200, { changed: true });
    const user = renderCard();
    await user.type(current(), 'chickpea curry 7');
    await user.type(next(), 'short');
    await user.type(confirm(), 'short');
    await user.click(submit());
    expect(document.activeElement).toBe(next());
    expect(describing(next())).toContain(AUTH_MESSAGES.passwordTooShort);
    expect(current().getAttribute('aria-invalid')).toBeNull();
  });

  it('says exactly "Passwords do not match!" on the confirmation', async () => {
    const fetchMock = serve(200, { changed: true });
    const user = renderCard();
    await user.type(current(), 'chickpea curry 7');
    await user.type(next(), 'lentil soup 42');
    await user.type(confirm(), 'lentil soup 43');
    await user.click(submit());
    expect(document.activeElement).toBe(confirm());
    expect(confirm().getAttribute('aria-invalid')).toBe('true');
    expect(describing(confirm())).toEqual(['Passwords do not match!']);
    expect(PROFILE_MESSAGES.passwordsDoNotMatch).toBe('Passwords do not match!');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('changes the password, clears the fields and says other devices are signed out', async () => {
    const fetchMock = serve(200, { changed: true });
    const user = renderCard();
    await user.type(current(), 'chickpea curry 7');
    await user.type(next(), 'lentil soup 42');
    await user.type(confirm(), 'lentil soup 42');
    await user.click(submit());
    expect((await screen.findByRole('status')).textContent).toBe(PROFILE_MESSAGES.passwordChanged);
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/profile/password');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      currentPassword: 'chickpea curry 7',
      newPassword: 'lentil soup 42',
    });
    expect([current().value, next().value, confirm().value]).toEqual(['', '', '']);
  });

  it.each([
    ['currentPassword', PROFILE_MESSAGES.wrongPassword, current],
    ['newPassword', PROFILE_MESSAGES.passwordUnchanged, next],
  ] as const)(
    'puts the server’s refusal of %s on its field and keeps what was typed',
    async (field, message, control) => {
      serve(400, refused({ [field]: message }));
      const user = renderCard();
      await user.type(current(), 'chickpea curry 7');
      await user.type(next(), 'chickpea curry 8');
      await user.type(confirm(), 'chickpea curry 8');
      await user.click(submit());
      await screen.findByText(message);
      expect(control().getAttribute('aria-invalid')).toBe('true');
      expect(describing(control())).toContain(message);
      expect(document.activeElement).toBe(control());
      expect(current().value).toBe('chickpea curry 7');
      expect(screen.getByRole('status').textContent).toBe('');
    },
  );

  it('says when there were too many attempts', async () => {
    serve(429, { error: { code: 'rate_limited', message: 'Too many requests.' } });
    const user = renderCard();
    await user.type(current(), 'chickpea curry 7');
    await user.type(next(), 'lentil soup 42');
    await user.type(confirm(), 'lentil soup 42');
    await user.click(submit());
    expect((await screen.findByRole('status')).textContent).toBe(AUTH_MESSAGES.tooManyRequests);
  });

  it('lets an account without a password choose one without a current password', async () => {
    const fetchMock = serve(200, { changed: true });
    const user = renderCard(false);
    expect(screen.queryByLabelText('Current password')).toBeNull();
    await user.type(next(), 'lentil soup 42');
    await user.type(confirm(), 'lentil soup 42');
    await user.click(screen.getByRole('button', { name: 'Choose password' }));
    expect((await screen.findByRole('status')).textContent).toBe(PROFILE_MESSAGES.passwordChanged);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ newPassword: 'lentil soup 42' });
  });
});
