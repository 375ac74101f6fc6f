import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { MealPlanType, SavedMealPlan } from '@thrive/contract';
import { cachedPlan, getPlansOnDate, setSavedPlan, type PlansOnDate } from './get-plans-on-date';
import { savedPlanKeys } from './query-keys';

const plan = (date: string, type: MealPlanType, totalDays: number, version = 1) =>
  ({ date, type, totalDays, version, updatedAt: '2026-11-20T08:00:00.000Z', meals: [] }) satisfies SavedMealPlan;

describe('the plans a date shows', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes, of each type, the plan covering the date that started last', async () => {
    const older = plan('2026-11-23', 'custom', 7);
    const newer = plan('2026-11-25', 'custom', 3);
    const fetch = vi.fn(async () => Response.json({ plans: [older, newer] }));
    vi.stubGlobal('fetch', fetch);
    expect(await getPlansOnDate('2026-11-26')).toEqual({ custom: newer, ai: null });
    expect(fetch).toHaveBeenCalledWith('/api/mealplans?from=2026-11-26&to=2026-11-26&include=meals', expect.anything());
  });
});

describe('a changed plan in the cache', () => {
  it('shows on every cached date it covers, and nowhere else', () => {
    const client = new QueryClient();
    const week = plan('2026-11-23', 'custom', 7);
    const later = plan('2026-11-27', 'custom', 2);
    const ai = plan('2026-11-24', 'ai', 1);
    const cache: Record<string, PlansOnDate> = {
      '2026-11-23': { custom: week, ai: null },
      '2026-11-24': { custom: week, ai },
      '2026-11-27': { custom: later, ai: null },
    };
    for (const [date, plans] of Object.entries(cache)) client.setQueryData(savedPlanKeys.onDate(date), plans);
    const onDate = (date: string) => client.getQueryData<PlansOnDate>(savedPlanKeys.onDate(date));

    const ticked = plan('2026-11-23', 'custom', 7, 2);
    setSavedPlan(client, week, ticked);
    expect(onDate('2026-11-23')).toEqual({ custom: ticked, ai: null });
    expect(onDate('2026-11-24')).toEqual({ custom: ticked, ai });
    expect(onDate('2026-11-27')).toEqual({ custom: later, ai: null });
    expect(cachedPlan(client, { date: '2026-11-23', type: 'custom' })).toEqual(ticked);
    expect(cachedPlan(client, { date: '2026-11-23', type: 'ai' })).toBeNull();

    setSavedPlan(client, ai, null);
    expect(onDate('2026-11-24')).toEqual({ custom: ticked, ai: null });
  });
});
