import { describe, expect, it } from 'vitest';
import type { PlanRow } from '@thrive/contract';
import {
  caloriesByDay,
  dayProgress,
  emptyRowText,
  formatServings,
  isEmptyDay,
  itemSummary,
  planDayTitle,
  planHasMeals,
  planProgress,
  planSpanLabel,
} from './plan-view';
import { planDayEntry } from './plan-day-entry.fixture';

const item = { name: 'Oats', calories: 300, protein: 10, carbs: 50, fat: 6 };
const row = (label: string, items: number, completed = false): PlanRow => ({
  label,
  items: Array.from({ length: items }, () => item),
  completed,
});

const day = planDayEntry;

describe('progress', () => {
  it('counts ticked meals out of the meals planned, leaving empty rows out', () => {
    expect(dayProgress(day(1, [row('Breakfast', 1, true), row('Lunch', 0, true), row('Dinner', 2)]))).toEqual({
      done: 1,
      total: 2,
      fraction: 0.5,
    });
  });

  it('is 0 for a day with nothing planned', () => {
    expect(dayProgress(day(1, [row('Breakfast', 0)])).fraction).toBe(0);
  });

  it('adds up a whole plan', () => {
    const days = [day(1, [row('A', 1, true), row('B', 1, true)]), day(2, [row('A', 1), row('B', 1, true)])];
    expect(planProgress(days)).toEqual({ done: 3, total: 4, fraction: 0.75 });
  });
});

describe('day view', () => {
  it('names each day by its date from the plan’s start, whatever weekday that is', () => {
    expect(planDayTitle('2026-11-25', 1)).toBe('Wed 25 Nov · Day 1');
    expect(planDayTitle('2026-11-25', 7)).toBe('Tue 1 Dec · Day 7');
    expect(planDayTitle('2026-12-30', 14)).toBe('Tue 12 Jan · Day 14');
  });

  it('spans the dates a plan covers', () => {
    expect(planSpanLabel('2026-11-25', 7)).toBe('Wed 25 Nov – Tue 1 Dec');
    expect(planSpanLabel('2026-11-25', 1)).toBe('Wed 25 Nov');
  });

  it('knows a day with nothing planned, counting a meal of 0 kcal as planned', () => {
    expect(isEmptyDay(day(1, []))).toBe(true);
    expect(isEmptyDay(day(1, [row('Breakfast', 0), row('Lunch', 0, true)]))).toBe(true);
    expect(
      isEmptyDay(day(1, [row('Breakfast', 0), { label: 'Tea', items: [{ ...item, calories: 0 }], completed: false }])),
    ).toBe(false);
  });

  it("uses the server's placeholder for the first three rows and the same wording after", () => {
    const entry = day(1, []);
    expect(emptyRowText(entry, 0, 'Breakfast')).toBe('No breakfast planned');
    expect(emptyRowText(entry, 2, 'Dinner')).toBe('No dinner planned');
    expect(emptyRowText(entry, 3, 'Snack')).toBe('No snack planned');
  });

  it('knows a plan with no meal at all', () => {
    expect(planHasMeals([day(1, [row('A', 0)]), day(2, [row('A', 0)])])).toBe(false);
    expect(planHasMeals([day(1, [row('A', 0)]), day(2, [row('A', 1)])])).toBe(true);
  });

  it('summarises an item with its servings and rounded nutrition', () => {
    const spaced = (text: string) => text.replaceAll('\u00a0', ' ');
    // One serving's figures, counted 1.5 times.
    const oneAndAHalf = { ...item, calories: 201.07, protein: 6.67, carbs: 33.33, fat: 4, servings: 1.5 };
    expect(spaced(itemSummary(oneAndAHalf))).toBe('1.5 servings · 302 kcal · P 10 g · C 50 g · F 6 g');
    expect(spaced(formatServings(1))).toBe('1 serving');
    expect(spaced(itemSummary(item))).toBe('300 kcal · P 10 g · C 50 g · F 6 g');
    // A figure never wraps away from its unit.
    expect(itemSummary(item)).toContain('P\u00a010\u00a0g');
  });

  it('charts days in order, each by its date', () => {
    const series = caloriesByDay([day(2, [], 1800), day(1, [], 2100)], '2026-11-25');
    expect(series).toEqual([
      { dayNumber: 1, label: 'Wed 25 Nov', calories: 2100, eaten: false },
      { dayNumber: 2, label: 'Thu 26 Nov', calories: 1800, eaten: false },
    ]);
    // A day the diary logged shows what was eaten.
    const logged = caloriesByDay([day(1, [], 2100), day(2, [], 1800)], '2026-11-25', new Map([['2026-11-26', 1655]]));
    expect(logged[1]).toEqual({ dayNumber: 2, label: 'Thu 26 Nov', calories: 1655, eaten: true });
    expect(caloriesByDay([day(9, [], 10)], '2026-11-25')[0]!.label).toBe('Thu 3 Dec');
  });
});
