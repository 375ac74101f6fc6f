import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { AuthUser } from '@thrive/contract';
import { queryClient } from './query-client';
import { forgetSession, loadSession, refreshSession, useAuth } from './session';

const ADA: AuthUser = { id: 'u1', name: 'Ada', email: 'ada@example.com', image: null };
const GRACE: AuthUser = { id: 'u2', name: 'Grace', email: 'grace@example.com', image: null };

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

/**
 * Lets the cache tell its observers and React render what they read: the cache batches its notices on a timer of
 * 0 ms, which the fake clock sets 1 ms on when it is set while the clock is moving.
 */
const rendered = () => act(() => vi.advanceTimersByTimeAsync(1));

/** Shows who the session says is signed in, as the navbar reads it, under the app's query cache. */
function showName() {
  function Name() {
    const { user, isPending } = useAuth();
    return <p>{isPending ? 'pending' : (user?.name ?? 'nobody')}</p>;
  }
  render(
    <QueryClientProvider client={queryClient}>
      <Name />
    </QueryClientProvider>,
  );
}

describe('who is signed in', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    queryClient.clear();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is asked once, however many ask, and shows as pending until the response', async () => {
    const fetch = sessionEndpoint(ADA);
    showName();
    expect(screen.getByText('pending')).toBeTruthy();
    expect(await loadSession(queryClient)).toEqual(ADA);
    await rendered();
    expect(screen.getByText('Ada')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('retries after a failure of the server, after 1 s and 2 s', async () => {
    sessionEndpoint(503, 502, ADA);
    const first = loadSession(queryClient);
    await vi.advanceTimersByTimeAsync(1000 + 2000);
    expect(await first).toEqual(ADA);
  });

  it('reads a visitor as signed out after three failures', async () => {
    const fetch = sessionEndpoint(503, 503, 503);
    showName();
    const second = loadSession(queryClient);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(fetch).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await second).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(3);
    await rendered();
    expect(screen.getByText('nobody')).toBeTruthy();
  });

  it('takes a refresh over a response still on its way', async () => {
    let respondFirst: (response: Response) => void = () => {};
    const fetch = vi
      .fn()
      .mockImplementationOnce(() => new Promise<Response>((resolve) => (respondFirst = resolve)))
      .mockImplementationOnce(async () => Response.json({ user: GRACE }));
    vi.stubGlobal('fetch', fetch);
    showName();
    const first = loadSession(queryClient);
    await act(() => refreshSession(queryClient));
    await rendered();
    expect(screen.getByText('Grace')).toBeTruthy();
    // The first response, older than the refresh, comes last and is not taken.
    respondFirst(Response.json({ user: ADA }));
    expect(await first).toEqual(GRACE);
    await rendered();
    expect(screen.getByText('Grace')).toBeTruthy();
  });

  it('is nobody at once once the account is gone', async () => {
    const fetch = sessionEndpoint(ADA);
    showName();
    await loadSession(queryClient);
    forgetSession(queryClient);
    await rendered();
    expect(screen.getByText('nobody')).toBeTruthy();
    expect(await loadSession(queryClient)).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is refetched on coming back to the tab once the response is a minute old', async () => {
    const fetch = sessionEndpoint(ADA, null);
    showName();
    await loadSession(queryClient);
    await rendered();
    expect(screen.getByText('Ada')).toBeTruthy();
    const comeBack = () => document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    comeBack();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(61_000);
    comeBack();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await rendered();
    expect(screen.getByText('nobody')).toBeTruthy();
  });
});
