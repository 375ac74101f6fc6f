import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ShoppingList, ShoppingListRequest, UnitSystem } from '@thrive/contract';
import { DEVICE_KEYS } from '../../lib/device-keys';
import { readTicks } from '../../lib/shopping-ticks';

const SHOPPING_TICKS_KEY = DEVICE_KEYS.shoppingTicks;
import { ShoppingListDialog } from './shopping-list-dialog';

/** The list in each system: the same items and sums, amounts written in the system's units. */
function listIn(riceAmount: string): ShoppingList {
  return {
    groups: [
      {
        group: 'grains',
        items: [
          { ingredientId: 'oats', name: 'Rolled oats', amount: '1 cup', grams: 80 },
          { ingredientId: 'rice', name: 'Brown rice', amount: riceAmount, grams: 150 },
        ],
      },
      { group: 'herbs-spices', items: [{ ingredientId: 'garlic', name: 'Garlic', amount: '2 cloves' }] },
    ],
  };
}
const LISTS: Record<UnitSystem, ShoppingList> = { metric: listIn('150 g'), us: listIn('5 oz') };

const MEALS: ShoppingListRequest['meals'] = [
  { recipeId: 11, servings: 1 },
  { recipeId: 12, servings: 2 },
];

/**
 * Stands in for the server's shopping-list route, responding with the list in the units requested or, while failing, a
 * 500.
 */
function fakeServer(fail: boolean) {
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const status = fail || input !== '/api/shopping-list' ? 500 : 200;
    const { units } = JSON.parse(init!.body as string) as ShoppingListRequest;
    const body = status === 200 ? LISTS[units ?? 'metric'] : { error: { code: 'server', message: 'Down.' } };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return {
    fetch,
    failing: (next: boolean) => {
      fail = next;
    },
    /** The units of each request, in order. */
    asked: () => fetch.mock.calls.map(([, init]) => (JSON.parse(init!.body as string) as ShoppingListRequest).units),
  };
}

type DialogProps = Partial<ComponentProps<typeof ShoppingListDialog>>;

function renderDialog({ failing = false, ...props }: DialogProps & { failing?: boolean } = {}) {
  const server = fakeServer(failing);
  vi.stubGlobal('fetch', server.fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const dialog = (next: DialogProps) => (
    <QueryClientProvider client={client}>
      <ShoppingListDialog open onOpenChange={() => {}} listId="planner" meals={MEALS} {...next} />
    </QueryClientProvider>
  );
  const view = render(dialog(props));
  return {
    server,
    user: userEvent.setup(),
    reopen: () => (view.unmount(), render(dialog(props))),
    rerender: (next: DialogProps) => view.rerender(dialog({ ...props, ...next })),
  };
}

const summary = () => screen.getByRole('status');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ShoppingListDialog', () => {
  it('lists each item as a checkbox named after it, with its amount, grouped by aisle', async () => {
    const { server } = renderDialog();
    expect(screen.getByText('Adding up your ingredients…')).toBeTruthy();
    const grains = await screen.findByRole('region', { name: 'Grains' });
    expect(
      within(grains)
        .getAllByRole('checkbox')
        .map((box) => box.closest('li')?.textContent),
    ).toEqual(['Rolled oats1 cup', 'Brown rice150 g']);
    expect(screen.getByRole('checkbox', { name: 'Garlic' }).closest('li')?.textContent).toContain('2 cloves');
    expect(summary().textContent).toBe('0 of 3 ticked');
    expect(JSON.parse(server.fetch.mock.calls[0]![1]!.body as string)).toEqual({ meals: MEALS, units: 'metric' });
  });

  it('ticks by click and by keyboard, strikes ticked items, counts them and keeps them over a reopen', async () => {
    const { user, reopen } = renderDialog();
    const oats = await screen.findByRole('checkbox', { name: 'Rolled oats' });
    await user.click(oats);
    expect(oats).toHaveProperty('checked', true);
    expect(oats.closest('li')?.getAttribute('data-ticked')).toBe('true');
    expect(summary().textContent).toBe('1 of 3 ticked');

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Brown rice' }));
    await user.keyboard(' ');
    expect(summary().textContent).toBe('2 of 3 ticked');

    reopen();
    expect(await screen.findByRole('checkbox', { name: 'Rolled oats' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Brown rice' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Garlic' })).toHaveProperty('checked', false);
    expect(summary().textContent).toBe('2 of 3 ticked');
  });

  it('clears the ticks of this list only', async () => {
    localStorage.setItem(SHOPPING_TICKS_KEY, JSON.stringify([{ list: 'saved:ai:2026-11-25', ticked: ['oats@80'] }]));
    const { user } = renderDialog();
    const garlic = await screen.findByRole('checkbox', { name: 'Garlic' });
    expect(screen.getByRole('button', { name: 'Clear ticks' })).toHaveProperty('disabled', true);
    await user.click(garlic);
    await user.click(screen.getByRole('button', { name: 'Clear ticks' }));
    expect(screen.getByRole('checkbox', { name: 'Garlic' })).toHaveProperty('checked', false);
    expect(summary().textContent).toBe('0 of 3 ticked');
    expect(screen.getByRole('button', { name: 'Clear ticks' })).toHaveProperty('disabled', true);
    expect(readTicks('saved:ai:2026-11-25')).toEqual(['oats@80']);
  });

  it('forgets ticks of items the list no longer holds, or holds at another amount', async () => {
    localStorage.setItem(
      SHOPPING_TICKS_KEY,
      JSON.stringify([{ list: 'planner', ticked: ['oats@80', 'rice@75', 'tofu@200'] }]),
    );
    renderDialog();
    expect(await screen.findByRole('checkbox', { name: 'Rolled oats' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Brown rice' })).toHaveProperty('checked', false);
    expect(readTicks('planner')).toEqual(['oats@80']);
  });

  it('says which meals are left out for want of a recipe', async () => {
    renderDialog({ withoutRecipe: 2 });
    expect(screen.getByText('2 meals without a recipe are left out.')).toBeTruthy();
    await screen.findByRole('checkbox', { name: 'Garlic' });
    cleanup();
    const { server } = renderDialog({ meals: [], withoutRecipe: 1 });
    expect(screen.getByText('None of these meals has a recipe, so there is nothing to list.')).toBeTruthy();
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('offers Retry when the list cannot be made', async () => {
    const { server, user } = renderDialog({ failing: true });
    expect((await screen.findByRole('alert')).textContent).toContain('The list could not be made.');
    server.failing(false);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('checkbox', { name: 'Rolled oats' })).toBeTruthy();
  });

  it('offers metric or US units as a labelled radio group, fetching again in the units chosen and keeping ticks', async () => {
    const onUnitsChange = vi.fn();
    const { server, user } = renderDialog({ onUnitsChange });
    const units = screen.getByRole('group', { name: 'Amounts in' });
    const metric = within(units).getByRole('radio', { name: 'Metric' });
    const us = within(units).getByRole('radio', { name: 'US' });
    expect(metric).toHaveProperty('checked', true);
    await user.click(await screen.findByRole('checkbox', { name: 'Brown rice' }));
    const rice = () => screen.getByRole('checkbox', { name: 'Brown rice' }).closest('li')!;
    expect(rice().textContent).toContain('150 g');

    await user.click(us);
    expect(onUnitsChange).toHaveBeenLastCalledWith('us');
    expect(us).toHaveProperty('checked', true);
    // The list stays on screen while it is refetched.
    expect(screen.queryByText('Adding up your ingredients…')).toBeNull();
    await waitFor(() => expect(rice().textContent).toContain('5 oz'));
    expect(server.asked()).toEqual(['metric', 'us']);
    // Ticks are stored by weight, which the units do not change.
    expect(screen.getByRole('checkbox', { name: 'Brown rice' })).toHaveProperty('checked', true);
    expect(summary().textContent).toBe('1 of 3 ticked');

    // Arrow keys move between the units, as in any radio group.
    us.focus();
    await user.keyboard('{ArrowLeft}');
    expect(onUnitsChange).toHaveBeenLastCalledWith('metric');
    await waitFor(() => expect(rice().textContent).toContain('150 g'));
    expect(metric).toHaveProperty('checked', true);
  });

  it('starts in the units the page keeps, follows the page’s new choice, and switches without one', async () => {
    const { server, user, rerender } = renderDialog({ units: 'us' });
    expect(screen.getByRole('radio', { name: 'US' })).toHaveProperty('checked', true);
    expect((await screen.findByRole('checkbox', { name: 'Brown rice' })).closest('li')?.textContent).toContain('5 oz');

    rerender({ units: 'metric' });
    expect(screen.getByRole('radio', { name: 'Metric' })).toHaveProperty('checked', true);
    await waitFor(() => expect(screen.getByText('150 g')).toBeTruthy());

    // A page that does not keep the choice still gets a working switch.
    await user.click(screen.getByRole('radio', { name: 'US' }));
    await waitFor(() => expect(screen.getByText('5 oz')).toBeTruthy());
    expect(server.asked()).toEqual(['us', 'metric', 'us']);
  });

  it('shows no unit switch when there is nothing to list', () => {
    renderDialog({ meals: [], withoutRecipe: 1 });
    expect(screen.queryByRole('group', { name: 'Amounts in' })).toBeNull();
  });
});
