import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import type { PlanDayEntry, PlanRow } from '@thrive/contract';
import { addDays } from '../../../lib/calendar';
import { planDayEntry } from '../plan-day-entry.fixture';
import { PlanPanel } from './plan-panel';

export const DATE = '2026-03-02';
export const VERSION = 3;
const UPDATED_AT = '2026-03-02T08:00:00.000Z';

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/**
 * A stand-in for the server's meal plan routes, holding one custom plan starting on DATE; its first day has
 * meals, any later ones none. Like the server, it lists the plan for the dates it covers.
 */
export function fakeServer(totalDays = 1) {
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
  const saved = () => json({ date: DATE, type: 'custom', totalDays, version, updatedAt: UPDATED_AT, meals: days() });

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
        plans:
          rows && covered
            ? [{ date: DATE, type: 'custom', totalDays, version, updatedAt: UPDATED_AT, meals: days() }]
            : [],
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
      version += 1;
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

/** For a describe block: a fresh fake server behind `fetch` before each test, and the page and `fetch` restored after. */
export function withFakeServer(): { server: ReturnType<typeof fakeServer> } {
  const context = {} as { server: ReturnType<typeof fakeServer> };
  beforeEach(() => {
    context.server = fakeServer();
    vi.stubGlobal('fetch', context.server.fetch);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return context;
}

export function renderPanel(type: 'custom' | 'ai' = 'custom', date = DATE) {
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
