import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { AuthUser } from '@thrive/contract';
import { queryClient } from '../../lib/query-client';
import { loadAccountControls } from './load-account-controls';
import { Navbar } from './navbar';

const ADA: AuthUser = { id: 'u1', name: 'Ada', email: 'ada@example.com', image: null };

/** The server: who is signed in after each request for the session (the last answer stays), and sign-out. */
function serve(...sessions: (AuthUser | null)[]) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname;
    if (path === '/api/auth/get-session') {
      const user = sessions.length > 1 ? sessions.shift() : sessions[0];
      return Response.json(user ? { user } : null);
    }
    if (path === '/api/auth/sign-out') return Response.json({ success: true });
    throw new Error(`unexpected request to ${path}`);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function showNavbar() {
  const { container } = render(
    <MemoryRouter>
      <Navbar />
    </MemoryRouter>,
  );
  return container;
}

describe('the navbar’s account corner', () => {
  // Its code loads on demand; loaded once here, each test waits for the session alone.
  beforeAll(() => loadAccountControls());
  afterEach(() => {
    cleanup();
    queryClient.clear();
    vi.unstubAllGlobals();
  });

  it('keeps its place until the session responds, then offers a visitor the login dialog', async () => {
    let respond: (response: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (respond = resolve)));
    vi.stubGlobal('fetch', fetch);
    const container = showNavbar();
    expect(container.querySelector('.navbar__session-pending')).not.toBeNull();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    expect(container.querySelector('.navbar__session-pending')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Get Started / Sign-Up' })).toBeNull();
    respond(Response.json(null));
    expect(await screen.findByRole('button', { name: 'Get Started / Sign-Up' })).toBeTruthy();
    expect(container.querySelector('.navbar__session-pending')).toBeNull();
  });

  it('shows a signed-in person their account, and Logout signs out and asks again', async () => {
    const fetch = serve(ADA, null);
    showNavbar();
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeTruthy();
    const account = screen.getByRole('list', { name: 'Your account' });
    expect(account.textContent).toBe('DashboardDiaryProfileMy targets');
    expect(screen.queryByRole('button', { name: 'Get Started / Sign-Up' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Get Started / Sign-Up' })).toBeTruthy();
    const paths = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(paths).toEqual(['/api/auth/get-session', '/api/auth/sign-out', '/api/auth/get-session']);
  });
});
