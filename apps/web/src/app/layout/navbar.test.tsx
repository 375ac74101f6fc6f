import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { AuthUser } from '@thrive/contract';
import { queryClient } from '../../lib/query-client';
import { loadAccountControls } from './load-account-controls';
import { Navbar } from './navbar';

const ADA: AuthUser = { id: 'u1', name: 'Ada', email: 'ada@example.com', image: null };

/** The server: one stand-in `fetch` for the file, to which each test gives its answers. */
let respondTo: (path: string) => Promise<Response> = () => Promise.reject(new Error('no server in this test'));
const fetch = vi.fn(async (input: RequestInfo | URL) =>
  respondTo(new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname),
);

/** `user` is signed in until the sign-out request. */
function serve(user: AuthUser) {
  let signedIn = true;
  respondTo = async (path) => {
    if (path === '/api/auth/get-session') return Response.json(signedIn ? { user } : null);
    if (path === '/api/auth/sign-out') {
      signedIn = false;
      return Response.json({ success: true });
    }
    throw new Error(`unexpected request to ${path}`);
  };
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
  beforeAll(async () => {
    vi.stubGlobal('fetch', fetch);
    await loadAccountControls();
  });
  afterEach(() => {
    cleanup();
    queryClient.clear();
    fetch.mockClear();
  });
  afterAll(() => vi.unstubAllGlobals());

  it('keeps its place until the session responds, then offers a visitor the login dialog', async () => {
    let respond: (response: Response) => void = () => {};
    respondTo = () => new Promise<Response>((resolve) => (respond = resolve));
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
    serve(ADA);
    showNavbar();
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeTruthy();
    const account = screen.getByRole('list', { name: 'Your account' });
    expect(account.textContent).toBe('DashboardDiaryProgressProfileMy targets');
    expect(screen.queryByRole('button', { name: 'Get Started / Sign-Up' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Get Started / Sign-Up' })).toBeTruthy();
    const paths = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(paths).toEqual(['/api/auth/get-session', '/api/auth/sign-out', '/api/auth/get-session']);
  });
});
