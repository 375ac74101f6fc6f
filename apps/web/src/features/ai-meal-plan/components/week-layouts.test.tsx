import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { GeneratedMeal, PlanDay } from '@thrive/contract';
import { WeekDayCards } from './week-day-cards';
import { WeekTable } from './week-table';
import type { WeekLayoutProps } from './week-layout';

/** One serving of 866.9 kcal, eaten one and a half times: 1,300 kcal. */
function meal(recipeId: number, name: string): GeneratedMeal {
  return {
    recipeId,
    name,
    image: `/images/recipes/${recipeId}.svg`,
    servings: 1.5,
    calories: 866.9,
    protein: 40,
    carbs: 100,
    fat: 26.7,
    readyInMinutes: 20,
    slot: 'lunch',
  };
}

const day = (...meals: GeneratedMeal[]): PlanDay => ({
  meals,
  nutrition: { calories: 2601.2, protein: 120, carbs: 300, fat: 80 },
});

function renderLayout(Layout: (props: WeekLayoutProps) => React.ReactNode) {
  const onSwap = vi.fn<(dayIndex: number, mealIndex: number) => void>();
  render(
    <MemoryRouter>
      <Layout
        days={[day(meal(11, 'Lentil Dal'), meal(12, 'Tofu Bowl')), day(meal(13, 'Bean Chili'))]}
        meals={2}
        startDate="2026-11-23"
        onSwap={onSwap}
        swapping={false}
      />
    </MemoryRouter>,
  );
  return { onSwap, user: userEvent.setup() };
}

describe('the AI week as a table', () => {
  afterEach(cleanup);

  it('keeps the DAYS, dayN and MEAL n names and writes each day date under its name, day 1 being the start', () => {
    renderLayout(WeekTable);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['DAYS', 'day1 Mon 23 Nov', 'day2 Tue 24 Nov']);
    expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['MEAL 1', 'MEAL 2', 'Total']);
  });

  it('links each meal to its recipe, shows a placeholder for a missing one, and totals each day', async () => {
    const { onSwap, user } = renderLayout(WeekTable);
    expect(screen.getByRole('link', { name: 'Tofu Bowl' }).getAttribute('href')).toBe('/recipe/12');
    expect(screen.getByText('No meal planned')).toBeTruthy();
    expect(screen.getAllByText('2,601 kcal')).toHaveLength(2);
    expect(screen.getAllByText('1,300 kcal · ×1.5')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Swap Bean Chili (day 2, meal 1)' }));
    expect(onSwap).toHaveBeenCalledWith(1, 0);
  });
});

describe('the AI week as day cards', () => {
  afterEach(cleanup);

  it('gives each day a card named by its day and date, with its total and its meals under MEAL labels', async () => {
    const { onSwap, user } = renderLayout(WeekDayCards);
    const cards = within(screen.getByRole('region', { name: 'Your meal plan, day by day' })).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'day1 Mon 23 Nov',
      'day2 Tue 24 Nov',
    ]);
    const first = screen.getByRole('listitem', { name: 'day1 Mon 23 Nov' });
    expect(within(first).getByText('2,601 kcal')).toBeTruthy();
    expect([...first.querySelectorAll('dt')].map((label) => label.textContent)).toEqual(['MEAL 1', 'MEAL 2']);
    expect(within(first).getByRole('link', { name: 'Lentil Dal' }).getAttribute('href')).toBe('/recipe/11');
    await user.click(within(first).getByRole('button', { name: 'Swap Tofu Bowl (day 1, meal 2)' }));
    expect(onSwap).toHaveBeenCalledWith(0, 1);
  });
});
