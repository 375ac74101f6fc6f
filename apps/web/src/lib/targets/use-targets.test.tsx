import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AuthUser, TargetsRecord } from '@thrive/contract';
import { DEVICE_KEYS } from '../device-keys';

const ADA: AuthUser = { id: 'u1', name: 'Ada', email: 'ada@example.com', image: null };

/** The session and targets endpoints as a server holding `account` for a signed-in `user`. */
function server(user: AuthUser | null, account: TargetsRecord) {
  const puts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      if (input === '/api/auth/get-session') return Response.json(user ? { user } : null);
      if (input === '/api/profile/targets' && init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { targets: object; changedAt: string };
        puts.push(body);
        account = { targets: { ...account.targets, ...body.targets }, changedAt: body.changedAt };
        return Response.json(account);
      }
      if (input === '/api/profile/targets') return Response.json(account);
      return Response.json({ error: { code: 'not_found', message: 'no' } }, { status: 404 });
    }),
  );
  return { puts, account: () => account };
}

/** Each test starts from fresh copies of the session and device stores, which live as long as the page. */
async function renderTargets() {
  vi.resetModules();
  const { useTargets } = await import('./use-targets');
  function Show() {
    const targets = useTargets();
    return (
      <>
        <p>
          {targets.ready
            ? `${targets.storedWith}: ${targets.resolved.calories} kcal, ${targets.resolved.diet}`
            : 'pending'}
        </p>
        <button type="button" onClick={() => targets.save({ calories: 1800 })}>
          save
        </button>
      </>
    );
  }
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Show />
    </QueryClientProvider>,
  );
}

describe('useTargets', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('gives a visitor this browser’s targets, defaults elsewhere, and keeps a change here', async () => {
    const { puts } = server(null, { targets: {}, changedAt: null });
    localStorage.setItem(DEVICE_KEYS.targets, JSON.stringify({ targets: { diet: 'Paleo' }, changedAt: null }));
    await renderTargets();
    expect(await screen.findByText('device: 2000 kcal, Paleo')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'save' }).click());
    expect(await screen.findByText('device: 1800 kcal, Paleo')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(DEVICE_KEYS.targets)!).targets).toEqual({ diet: 'Paleo', calories: 1800 });
    expect(puts).toEqual([]);
  });

  it('gives a signed-in person the account’s targets and sends a change to the account', async () => {
    const { puts } = server(ADA, { targets: { calories: 2400, diet: 'Keto' }, changedAt: '2026-11-20T10:00:00.000Z' });
    await renderTargets();
    expect(await screen.findByText('account: 2400 kcal, Keto')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'save' }).click());
    expect(await screen.findByText('account: 1800 kcal, Keto')).toBeTruthy();
    expect(puts).toEqual([{ targets: { calories: 1800 }, changedAt: expect.any(String) }]);
    expect(localStorage.getItem(DEVICE_KEYS.targets)).toBeNull();
  });

  it('merges a visitor’s targets into the account at sign-in, then forgets them in this browser', async () => {
    const stored = { targets: { meals: 4, calories: 1500 }, changedAt: '2026-11-25T10:00:00.000Z' };
    localStorage.setItem(DEVICE_KEYS.targets, JSON.stringify(stored));
    const { puts } = server(ADA, { targets: { diet: 'Vegan' }, changedAt: '2026-11-20T10:00:00.000Z' });
    await renderTargets();
    expect(await screen.findByText('account: 1500 kcal, Vegan')).toBeTruthy();
    expect(puts).toContainEqual(stored);
    expect(localStorage.getItem(DEVICE_KEYS.targets)).toBeNull();
  });
});
