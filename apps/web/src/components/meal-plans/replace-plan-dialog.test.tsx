import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { MealPlanType, SaveMealPlanRequest } from '@thrive/contract';
import { savedPlanKeys } from '../../lib/meal-plans/query-keys';
import {
  keptMessage,
  useSaveAskingBeforeReplace,
  type SaveCallbacks,
} from '../../lib/meal-plans/save-asking-before-replace';
import { ReplacePlanDialog } from './replace-plan-dialog';

/** A Wednesday. */
const DATE = '2026-11-25';
const BODY: SaveMealPlanRequest = {
  totalDays: 1,
  date: DATE,
  type: 'custom',
  meals: [{ dayNumber: 1, rows: [{ label: 'Breakfast', items: [] }] }],
};

const stored = (date: string, type: MealPlanType, totalDays = 7) => ({
  date,
  type,
  totalDays,
  version: 1,
  updatedAt: '2026-11-20T08:00:00.000Z',
  meals: [],
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server's list of plans covering DATE (served in turn, the last one for good) and its save. */
function fakeServer(...lists: (ReturnType<typeof stored>[] | number)[]) {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: string, init: RequestInit = {}) => {
    calls.push(`${init.method ?? 'GET'} ${input}`);
    if (input.startsWith('/api/mealplan/save')) return json(stored(DATE, 'custom', 1));
    const listed = lists.length > 1 ? lists.shift()! : lists[0]!;
    if (typeof listed === 'number') return json({ error: { code: 'http', message: 'Database is down.' } }, listed);
    return json({ plans: listed });
  });
  return { fetch, calls, saves: () => calls.filter((call) => call.startsWith('POST')).length };
}

function SavePage({ callbacks }: { callbacks: SaveCallbacks }) {
  const save = useSaveAskingBeforeReplace();
  return (
    <>
      <button type="button" onClick={() => save.mutate(BODY, callbacks)} disabled={save.isPending}>
        Save Meal Plan
      </button>
      <ReplacePlanDialog {...save.dialog} />
    </>
  );
}

function renderPage(client = new QueryClient()) {
  const callbacks = { onSuccess: vi.fn(), onError: vi.fn(), onKept: vi.fn() };
  render(
    <QueryClientProvider client={client}>
      <SavePage callbacks={callbacks} />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  return { callbacks, user, save: () => user.click(screen.getByRole('button', { name: 'Save Meal Plan' })) };
}

describe('saving a plan, asking before it replaces one', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  let server: ReturnType<typeof fakeServer>;
  const serve = (...lists: Parameters<typeof fakeServer>) => {
    server = fakeServer(...lists);
    vi.stubGlobal('fetch', server.fetch);
  };
  beforeEach(() => serve([]));

  it('saves at once when no plan of that type starts on that date', async () => {
    // An AI plan on the date, and a custom one that started earlier and merely covers it, are other keys.
    serve([stored('2026-11-23', 'custom'), stored(DATE, 'ai')]);
    const { callbacks, save } = renderPage();
    await save();
    await waitFor(() => expect(callbacks.onSuccess).toHaveBeenCalled());
    expect(server.calls).toEqual([
      `GET /api/mealplans?from=${DATE}&to=${DATE}&include=meals`,
      'POST /api/mealplan/save',
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks first; keeping the saved plan sends nothing and says so, replacing it saves', async () => {
    serve([stored(DATE, 'custom')]);
    const { callbacks, save, user } = renderPage();
    await save();
    const dialog = await screen.findByRole('dialog', { name: 'Replace your plan for Wed 25 Nov?' });
    expect(dialog.getAttribute('aria-describedby')).not.toBeNull();
    expect(dialog.textContent).toContain(
      'Your saved custom meal plan for Wed 25 Nov (7 days) will be replaced by this one.',
    );
    // The safe answer has the focus.
    expect(document.activeElement?.textContent).toBe('Keep saved plan');
    await user.click(within(dialog).getByRole('button', { name: 'Keep saved plan' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callbacks.onKept).toHaveBeenCalledWith('Nothing was saved: your saved plan for Wed 25 Nov stays as it was.');
    expect(server.saves()).toBe(0);

    await save();
    await user.click(await screen.findByRole('button', { name: 'Replace plan' }));
    await waitFor(() => expect(callbacks.onSuccess).toHaveBeenCalled());
    expect(server.saves()).toBe(1);
    expect(callbacks.onError).not.toHaveBeenCalled();
  });

  it('takes Escape as keeping the saved plan', async () => {
    serve([stored(DATE, 'custom')]);
    const { callbacks, save, user } = renderPage();
    await save();
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callbacks.onKept).toHaveBeenCalledWith(keptMessage(DATE));
    expect(server.saves()).toBe(0);
  });

  it('asks the server afresh, whatever the cache says about the date', async () => {
    serve([stored(DATE, 'custom')]);
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    client.setQueryData(savedPlanKeys.onDate(DATE), { custom: null, ai: null });
    const { save } = renderPage(client);
    await save();
    await screen.findByRole('dialog', { name: 'Replace your plan for Wed 25 Nov?' });
    expect(server.saves()).toBe(0);
  });

  it('keeps the plan and offers to try again when the check fails', async () => {
    serve(500, []);
    const { callbacks, save, user } = renderPage();
    await save();
    const dialog = await screen.findByRole('dialog', { name: 'Your plan is not saved yet' });
    expect(dialog.textContent).toContain(
      'We could not check for a saved custom meal plan on Wed 25 Nov, so nothing was saved. Database is down.',
    );
    expect(server.saves()).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(callbacks.onSuccess).toHaveBeenCalled());
    expect(server.saves()).toBe(1);
  });

  it('leaves a signed-out response to the page, as a refused save', async () => {
    serve(401);
    const { callbacks, save } = renderPage();
    await save();
    await waitFor(() => expect(callbacks.onError).toHaveBeenCalledWith(expect.objectContaining({ status: 401 })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.saves()).toBe(0);
  });
});
