import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { PlanDayEntry, PlanRow } from '@thrive/contract';
import { addDays } from '../../../lib/calendar';
import { planDayEntry } from '../plan-day-entry.fixture';
import { PlanPanel } from './plan-panel';

const DATE = '2026-03-02';
const VERSION = '2026-03-02T08:00:00.000Z';

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/**
 * A stand-in for the server's meal plan routes, holding one custom plan starting on DATE; its first day has
 * meals, any later ones none. Like the server, it lists the plan for the dates it covers.
 */
function fakeServer(totalDays = 1) {
  const calls: Call[] = [];
  let rows: PlanRow[] | null = [
    {
      label: 'Breakfast',
      items: [{ name: 'Porridge', servings: 1, calories: 320, protein: 11, carbs: 54, fat: 6 }],
      completed: false,
    },
    { label: 'Lunch', items: [], completed: false },
  ];
  let version = VERSION;
  let updateStatus = 200;
  const days = (): PlanDayEntry[] =>
    rows
      ? [
          {
            dayNumber: 1,
            breakfast: rows[0]!.items.map((item) => item.name).join(', ') || 'No breakfast planned',
            lunch: 'No lunch planned',
            dinner: 'No dinner planned',
            calories: rows.flatMap((row) => row.items).reduce((sum, item) => sum + item.calories, 0),
            protein: 11,
            carbs: 54,
            fat: 6,
            completed: { breakfast: rows[0]!.completed, lunch: false, dinner: false },
            rows,
          },
          ...Array.from({ length: totalDays - 1 }, (_, index) =>
            planDayEntry(index + 2, [{ label: 'Breakfast', items: [], completed: false }]),
          ),
        ]
      : [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const saved = () => json({ date: DATE, type: 'custom', totalDays, updatedAt: version, meals: days() });

  const fetch = vi.fn(async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url: input, body });
    const url = new URL(input, 'http://localhost');
    // Nobody is signed in: a session request responded to at once is never retried into a later step's request.
    if (url.pathname === '/api/auth/get-session') return json(null);
    if (url.pathname === '/api/mealplans' && url.searchParams.get('include') === 'meals') {
      const from = url.searchParams.get('from') ?? '';
      const covered = from >= DATE && from <= addDays(DATE, totalDays - 1);
      return json({
        plans: rows && covered ? [{ date: DATE, type: 'custom', totalDays, updatedAt: version, meals: days() }] : [],
      });
    }
    if (url.pathname === '/api/mealplan/check' && rows) {
      const index = (body as { mealType: number }).mealType;
      rows = rows.map((row, at) => (at === index ? { ...row, completed: !row.completed } : row));
      return saved();
    }
    if (url.pathname === '/api/mealplan/update' && rows) {
      if (updateStatus !== 200) {
        return json(
          { error: { code: 'conflict', message: 'This plan was changed since you opened it.' } },
          updateStatus,
        );
      }
      const sent = (body as { meals: { rows: { label: string; items: PlanRow['items'] }[] }[] }).meals[0]!.rows;
      rows = sent.map((row) => ({ ...row, completed: false }));
      version = '2026-03-02T09:00:00.000Z';
      return saved();
    }
    if (url.pathname === '/api/mealplan/delete' && rows) {
      rows = null;
      return json({ deleted: true });
    }
    return json({ error: { code: 'server', message: 'Database is down.' } }, 500);
  });
  return {
    fetch,
    calls,
    failUpdatesWith: (status: number) => {
      updateStatus = status;
    },
  };
}

function renderPanel(type: 'custom' | 'ai' = 'custom', date = DATE) {
  const onEditingChange = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PlanPanel type={type} date={date} editLocked={false} onEditingChange={onEditingChange} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onEditingChange, user: userEvent.setup() };
}

describe('PlanPanel', () => {
  let server: ReturnType<typeof fakeServer>;
  beforeEach(() => {
    server = fakeServer();
    vi.stubGlobal('fetch', server.fetch);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the empty text after one request for the date’s plans, without a 404', async () => {
    renderPanel('ai');
    await screen.findByText('No AI Meal Plan for this date');
    expect(server.calls.map((call) => call.url)).toEqual([`/api/mealplans?from=${DATE}&to=${DATE}&include=meals`]);
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
  });

  it('opens on the chosen date’s day and ticks a meal by its row index, in one request, shown at once', async () => {
    const { user } = renderPanel();
    const toggle = await screen.findByRole('button', { name: /^Mon 2 Mar · Day 1/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toContain('0/1');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(screen.getByText('Porridge')).toBeTruthy();
    expect(screen.getByText('No lunch planned')).toBeTruthy();
    // An empty meal cannot be ticked.
    expect(screen.queryByRole('checkbox', { name: 'Mark Lunch on day 1 as eaten' })).toBeNull();

    const box = screen.getByRole('checkbox', { name: 'Mark Breakfast on day 1 as eaten' });
    const before = server.calls.length;
    let respond: (() => void) | undefined;
    const held = server.fetch.getMockImplementation()!;
    // Only the tick is held; any other request goes through as before.
    server.fetch.mockImplementation((input, init) =>
      init?.method === 'PATCH' && !respond
        ? new Promise((resolve) => (respond = () => resolve(held(input, init))))
        : held(input, init),
    );
    // Ticked by the click itself, before the server responds and before the query cache's subscribers hear
    // of it (a task later), so the checkbox never springs back.
    act(() => void fireEvent.click(box));
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(toggle.textContent).toContain('1/1');
    // A second click while the first is on its way sends nothing.
    act(() => void fireEvent.click(box));
    expect((box as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(box.getAttribute('aria-busy')).toBe('true'));
    expect((box as HTMLInputElement).checked).toBe(true);
    respond?.();
    await waitFor(() => expect(box.getAttribute('aria-busy')).toBe('false'));
    expect(toggle.textContent).toContain('1/1');
    expect((box as HTMLInputElement).checked).toBe(true);
    // The response is the plan as stored: nothing is read again.
    expect(server.calls.slice(before)).toEqual([
      { method: 'PATCH', url: '/api/mealplan/check', body: { date: DATE, type: 'custom', dayNumber: 1, mealType: 0 } },
    ]);
  });

  it('edits one item, saves with the loaded version and closes every day', async () => {
    const { user, onEditingChange } = renderPanel();
    await screen.findByText('Porridge');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(onEditingChange).toHaveBeenLastCalledWith(true);
    const name = screen.getByRole('textbox', { name: 'Name of item 1 of Breakfast on day 1' });
    await user.clear(name);
    await user.type(name, 'Bircher muesli');
    await user.type(screen.getByRole('textbox', { name: 'Add an item to Lunch on day 1' }), 'Lentil soup{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await screen.findByText('Changes saved.');
    expect(onEditingChange).toHaveBeenLastCalledWith(false);
    const put = server.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      date: DATE,
      type: 'custom',
      updatedAt: VERSION,
      meals: [
        {
          dayNumber: 1,
          rows: [
            {
              label: 'Breakfast',
              items: [{ name: 'Bircher muesli', servings: 1, calories: 320, protein: 11, carbs: 54, fat: 6 }],
            },
            { label: 'Lunch', items: [{ name: 'Lentil soup', calories: 0, protein: 0, carbs: 0, fat: 0 }] },
          ],
        },
      ],
    });
    expect(screen.getByRole('button', { name: /Day 1/ }).getAttribute('aria-expanded')).toBe('false');
    await user.click(screen.getByRole('button', { name: /Day 1/ }));
    expect(screen.getByText('Bircher muesli')).toBeTruthy();
  });

  it('keeps a blank name from being sent', async () => {
    const { user } = renderPanel();
    await screen.findByText('Porridge');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByRole('textbox', { name: 'Name of item 1 of Breakfast on day 1' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Enter a name, or remove the item.')).toBeTruthy();
    expect(server.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('says so and shows the newer plan when it changed elsewhere', async () => {
    server.failUpdatesWith(409);
    const { user, onEditingChange } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/changed somewhere else/);
    expect(onEditingChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('reports an update failure with the server message', async () => {
    server.failUpdatesWith(500);
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to update meal plan: This plan was changed since you opened it',
    );
    // Still editing, so nothing typed is lost.
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();
  });

  it('deletes only after confirming, then shows the empty text', async () => {
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this custom meal plan?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete plan' }));
    await screen.findByText('No Custom Meal Plan for this date');
    expect(server.calls.find((call) => call.method === 'DELETE')?.url).toBe(
      `/api/mealplan/delete?date=${DATE}&type=custom`,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the plan covering a later date on that date’s day, and changes it by its start date', async () => {
    server = fakeServer(3);
    vi.stubGlobal('fetch', server.fetch);
    const { user } = renderPanel('custom', addDays(DATE, 2));
    const third = await screen.findByRole('button', { name: /^Wed 4 Mar · Day 3/ });
    expect(third.getAttribute('aria-expanded')).toBe('true');
    // A day with no meal says so, instead of 0 kcal and 0/0.
    expect(third.textContent).toContain('Nothing planned');
    expect(third.textContent).not.toContain('kcal');
    const first = screen.getByRole('button', { name: /^Mon 2 Mar · Day 1/ });
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Mon 2 Mar – Wed 4 Mar · 0 of 1 meals eaten')).toBeTruthy();

    await user.click(first);
    await user.click(screen.getByRole('checkbox', { name: 'Mark Breakfast on day 1 as eaten' }));
    await waitFor(() => expect(first.textContent).toContain('1/1'));
    expect(server.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      date: DATE,
      type: 'custom',
      dayNumber: 1,
      mealType: 0,
    });

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this custom meal plan?' });
    expect(dialog.textContent).toContain('Your custom meal plan for Mon 2 Mar – Wed 4 Mar');
    await user.click(within(dialog).getByRole('button', { name: 'Delete plan' }));
    await screen.findByText('No Custom Meal Plan for this date');
    expect(server.calls.find((call) => call.method === 'DELETE')?.url).toBe(
      `/api/mealplan/delete?date=${DATE}&type=custom`,
    );
  });

  it('shows a fetch failure with the reason, and Refresh fetches again', async () => {
    server.fetch.mockImplementationOnce(
      async () =>
        new Response(JSON.stringify({ error: { code: 'bad_request', message: 'from: must be a date.' } }), {
          status: 400,
        }),
    );
    const { user } = renderPanel();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to fetch meal plans: from: must be a date. Please try again later.',
    );
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await screen.findByRole('button', { name: /Day 1/ });
  });
});
