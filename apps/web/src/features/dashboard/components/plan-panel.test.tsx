import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DATE, fakeServer, renderPanel, withFakeServer } from './plan-panel.fixture';
import { addDays } from '../../../lib/calendar';

describe('PlanPanel', () => {
  const context = withFakeServer();

  it('shows the empty text after one request for the date’s plans, without a 404', async () => {
    renderPanel('ai');
    await screen.findByText('No AI Meal Plan for this date');
    expect(context.server.calls.map((call) => call.url)).toEqual([
      `/api/mealplans?from=${DATE}&to=${DATE}&include=meals`,
    ]);
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
    const before = context.server.calls.length;
    let respond: (() => void) | undefined;
    const held = context.server.fetch.getMockImplementation()!;
    // Only the tick is held; any other request goes through as before.
    context.server.fetch.mockImplementation((input, init) =>
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
    expect(context.server.calls.slice(before)).toEqual([
      { method: 'PATCH', url: '/api/mealplan/check', body: { date: DATE, type: 'custom', dayNumber: 1, mealType: 0 } },
    ]);
  });

  it('deletes only after confirming, then shows the empty text', async () => {
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this custom meal plan?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(context.server.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete plan' }));
    await screen.findByText('No Custom Meal Plan for this date');
    expect(context.server.calls.find((call) => call.method === 'DELETE')?.url).toBe(
      `/api/mealplan/delete?date=${DATE}&type=custom`,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the plan covering a later date on that date’s day, and changes it by its start date', async () => {
    context.server = fakeServer(3);
    vi.stubGlobal('fetch', context.server.fetch);
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
    expect(context.server.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
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
    expect(context.server.calls.find((call) => call.method === 'DELETE')?.url).toBe(
      `/api/mealplan/delete?date=${DATE}&type=custom`,
    );
  });

  it('shows a fetch failure with the reason, and Refresh fetches again', async () => {
    context.server.fetch.mockImplementationOnce(
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
