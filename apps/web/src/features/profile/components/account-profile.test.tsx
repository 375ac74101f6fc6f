import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PROFILE_MESSAGES, type Profile, type TargetsRecord } from '@thrive/contract';
import { RESIZED } from '../resized-photo-stub';
import { AccountProfile } from './account-profile';

// happy-dom draws no pixels, so an image comes back as a small JPEG.
vi.mock('../resize-photo', async (importOriginal) =>
  (await import('../resized-photo-stub')).withResizedPhotoStub(importOriginal),
);

const USER_ID = 'user-1';
const PHOTO_URL = '/api/profile/photo?v=1';

const priya: Profile = {
  name: 'Priya Patel',
  email: 'priya@example.com',
  image: null,
  hasPassword: true,
  twoFactor: false,
  emailVerified: true,
  details: { username: 'priyap', age: 41, gender: 'female', height: 158, weight: 61, goal: 'lose' },
};

interface Call {
  method: string;
  path: string;
  body: unknown;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/** The account's side of the API, responding as the server does; `respond` may take a request over. */
function serveAccount(start: Profile, respond?: (call: Call) => Response | undefined) {
  let profile = start;
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        path: String(input),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const taken = respond?.(call);
      if (taken) return taken;
      const key = `${call.method} ${call.path}`;
      if (key === 'GET /api/auth/get-session') {
        return json(200, { user: { id: USER_ID, name: profile.name, email: profile.email, image: profile.image } });
      }
      if (key === 'GET /api/profile') return json(200, profile);
      if (key === 'GET /api/profile/targets') return json(200, { targets: {}, changedAt: null });
      if (key === 'PUT /api/profile') {
        const { name, ...details } = call.body as Profile['details'] & { name: string };
        profile = { ...profile, name, details };
        return json(200, profile);
      }
      if (key === 'PUT /api/profile/photo') return json(200, (profile = { ...profile, image: PHOTO_URL }));
      if (key === 'DELETE /api/profile/photo') return json(200, (profile = { ...profile, image: null }));
      if (key === 'PUT /api/profile/password') {
        profile = { ...profile, hasPassword: true };
        return json(200, { changed: true });
      }
      return json(404, { error: { code: 'not_found', message: 'Not found.' } });
    }),
  );
  return calls;
}

function renderAccount() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AccountProfile userId={USER_ID} onDeleted={() => {}} />
    </QueryClientProvider>,
  );
  return { client, user: userEvent.setup() };
}

const detailsForm = () => screen.getByRole('form', { name: 'Edit Profile' });
const photoCard = () => screen.getByRole('region', { name: 'Profile photo' });
const passwordCard = () => screen.getByRole('region', { name: 'Change password' });

describe('AccountProfile', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('saves a chosen photo to the account at once, and the navbar asks for its picture again', async () => {
    const calls = serveAccount(priya);
    const { client, user } = renderAccount();
    await user.upload(await screen.findByLabelText('Upload photo'), new File(['png'], 'me.png', { type: 'image/png' }));

    expect(await within(photoCard()).findByText(PROFILE_MESSAGES.photoSaved)).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/profile/photo')).toEqual({
      method: 'PUT',
      path: '/api/profile/photo',
      body: RESIZED.photo,
    });
    expect(within(photoCard()).getByRole('img').getAttribute('src')).toBe(PHOTO_URL);
    expect(client.getQueryData<Profile>(['profile', USER_ID])?.image).toBe(PHOTO_URL);
    await vi.waitFor(() => expect(calls.some((call) => call.path === '/api/auth/get-session')).toBe(true));
    // Nothing else was saved with it.
    expect(calls.some((call) => call.path === '/api/profile' && call.method === 'PUT')).toBe(false);

    await user.click(within(photoCard()).getByRole('button', { name: 'Remove' }));
    expect(await within(photoCard()).findByText(PROFILE_MESSAGES.photoRemoved)).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/profile/photo')).toBe(true);
    expect(within(photoCard()).getByRole('img').getAttribute('alt')).toBe('Default profile picture');
  });

  it('shows the server’s word on a refused photo', async () => {
    serveAccount(priya, (call) =>
      call.path === '/api/profile/photo'
        ? json(400, {
            error: {
              code: 'bad_request',
              message: PROFILE_MESSAGES.photoNotImage,
              fields: { photo: PROFILE_MESSAGES.photoNotImage },
            },
          })
        : undefined,
    );
    const { user } = renderAccount();
    await user.upload(await screen.findByLabelText('Upload photo'), new File(['png'], 'me.png', { type: 'image/png' }));
    expect((await within(photoCard()).findByRole('alert')).textContent).toBe(PROFILE_MESSAGES.photoNotImage);
    expect(within(photoCard()).getByRole('img').getAttribute('alt')).toBe('Default profile picture');
  });

  it('saves the details without a password, and the targets are fetched again', async () => {
    const calls = serveAccount(priya);
    const { client, user } = renderAccount();
    const targets: TargetsRecord = { targets: { weight: 61 }, changedAt: '2026-01-01T00:00:00.000Z' };
    client.setQueryData(['targets', USER_ID], targets);
    const weight = await screen.findByLabelText(/^Weight/);
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('priyap');
    expect((screen.getByRole('radio', { name: 'Lose weight' }) as HTMLInputElement).checked).toBe(true);
    expect(within(detailsForm()).queryByLabelText(/password/i)).toBeNull();

    await user.clear(weight);
    await user.type(weight, '60');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await within(detailsForm()).findByText(PROFILE_MESSAGES.saved)).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT' && call.path === '/api/profile')?.body).toEqual({
      name: 'Priya Patel',
      username: 'priyap',
      age: 41,
      gender: 'female',
      height: 158,
      weight: 60,
      goal: 'lose',
    });
    // The targets hold the same weight: they are read again after the save.
    const saved = calls.findIndex((call) => call.method === 'PUT' && call.path === '/api/profile');
    await waitFor(() =>
      expect(calls.slice(saved).some((call) => call.method === 'GET' && call.path === '/api/profile/targets')).toBe(
        true,
      ),
    );
  });

  it('starts from empty fields when the profile has never been saved', async () => {
    serveAccount({ ...priya, details: {} });
    renderAccount();
    expect(((await screen.findByLabelText('Name')) as HTMLInputElement).value).toBe('Priya Patel');
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/^Age/) as HTMLInputElement).value).toBe('');
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
  });

  it('lets an account made by Google sign-in choose its first password, then asks for it from then on', async () => {
    const calls = serveAccount({ ...priya, hasPassword: false });
    const { user } = renderAccount();
    const card = await screen.findByRole('region', { name: 'Change password' });
    expect(within(card).queryByLabelText('Current password')).toBeNull();
    expect(
      screen.getByText('Choose a password above first: then you can change the email you sign in with.'),
    ).toBeTruthy();

    await user.type(within(card).getByLabelText('New password'), 'lentil soup 42');
    await user.type(within(card).getByLabelText('Confirm new password'), 'lentil soup 42');
    await user.click(within(card).getByRole('button', { name: 'Choose password' }));

    expect(await within(passwordCard()).findByText(PROFILE_MESSAGES.passwordChanged)).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/profile/password')?.body).toEqual({
      newPassword: 'lentil soup 42',
    });
    expect(within(passwordCard()).getByLabelText('Current password')).toBeTruthy();
    expect((within(passwordCard()).getByLabelText('New password') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('region', { name: 'Sign-in email' }).querySelector('form')).not.toBeNull();
  });
});
