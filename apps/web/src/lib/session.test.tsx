import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { AuthUser } from '@thrive/contract';
import { avatarUrl, DEFAULT_AVATAR } from './session';

const ADA: AuthUser = { id: 'u1', name: 'Ada', email: 'ada@example.com', image: null };
const GRACE: AuthUser = { id: 'u2', name: 'Grace', email: 'grace@example.com', image: null };

/** The session store holds its response for the page's life: each test starts from a fresh copy of the module. */
async function freshSession() {
  vi.resetModules();
  return import('./session');
}

/** GET /api/auth/get-session responding to each call with the next of `responses` (a user, null, or a status). */
function sessionEndpoint(...responses: (AuthUser | null | number)[]) {
  const fetch = vi.fn(async (input: string) => {
    expect(input).toBe('/api/auth/get-session');
    const next = responses.shift();
    if (typeof next === 'number') return Response.json({ error: { code: 'x', message: 'down' } }, { status: next });
    return Response.json(next ? { user: next } : null);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** Shows who the store says is signed in, as the navbar reads it. */
function showName(useAuth: () => { user: AuthUser | null; isPending: boolean }) {
  function Name() {
    const { user, isPending } = useAuth();
    return <p>{isPending ? 'pending' : (user?.name ?? 'nobody')}</p>;
  }
  render(<Name />);
}

describe('who is signed in', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is asked once, however many ask, and shows as pending until the response', async () => {
    const fetch = sessionEndpoint(ADA);
    const { loadSession, useAuth } = await freshSession();
    showName(useAuth);
    expect(screen.getByText('pending')).toBeTruthy();
    expect(await loadSession()).toEqual(ADA);
    await act(async () => {});
    expect(screen.getByText('Ada')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('retries after a failure of the server, and reads a visitor as signed out after three', async () => {
    sessionEndpoint(503, 502, ADA);
    const first = (await freshSession()).loadSession();
    await vi.advanceTimersByTimeAsync(1000 + 2000);
    expect(await first).toEqual(ADA);

    const fetch = sessionEndpoint(503, 503, 503);
    const second = (await freshSession()).loadSession();
    await vi.advanceTimersByTimeAsync(1000 + 2000);
    expect(await second).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('takes a refresh over a response still on its way', async () => {
    let respondFirst: (response: Response) => void = () => {};
    const fetch = vi
      .fn()
      .mockImplementationOnce(() => new Promise<Response>((resolve) => (respondFirst = resolve)))
      .mockImplementationOnce(async () => Response.json({ user: GRACE }));
    vi.stubGlobal('fetch', fetch);
    const session = await freshSession();
    showName(session.useAuth);
    const first = session.loadSession();
    await act(() => session.refreshSession());
    expect(screen.getByText('Grace')).toBeTruthy();
    // The first response, older than the refresh, comes last and is not taken.
    respondFirst(Response.json({ user: ADA }));
    await act(async () => void (await first));
    expect(screen.getByText('Grace')).toBeTruthy();
  });

  it('is nobody at once once the account is gone', async () => {
    const fetch = sessionEndpoint(ADA);
    const session = await freshSession();
    await session.loadSession();
    session.forgetSession();
    expect(await session.loadSession()).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is refetched on coming back to the tab once the response is a minute old', async () => {
    const fetch = sessionEndpoint(ADA, null);
    const session = await freshSession();
    const listening = vi.spyOn(document, 'addEventListener');
    await session.loadSession();
    // This copy's own listener: the copies of earlier tests listen too.
    const comeBack = listening.mock.calls.find(([type]) => type === 'visibilitychange')?.[1] as () => void;
    comeBack();
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(61_000);
    comeBack();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await vi.waitFor(async () => expect(await session.loadSession()).toBeNull());
  });
});

describe('avatarUrl', () => {
  it('shows our own uploaded photo and the default picture for anything else', () => {
    expect(avatarUrl({ id: '1', name: 'A', email: 'a@x.io', image: '/api/profile/photo?v=1' })).toBe(
      '/api/profile/photo?v=1',
    );
    expect(avatarUrl({ id: '1', name: 'A', email: 'a@x.io', image: 'https://lh3.example/photo.jpg' })).toBe(
      DEFAULT_AVATAR,
    );
    expect(avatarUrl(null)).toBe(DEFAULT_AVATAR);
  });
});
