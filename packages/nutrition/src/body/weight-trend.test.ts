import { describe, expect, it } from 'vitest';
import { addDays, TREND } from '@thrive/contract';
import { goalDate, weeklyRate, weightTrend, type WeighIn } from './weight-trend';

const start = '2026-10-01';
const series = (days: number, weightOn: (day: number) => number, every = 1): WeighIn[] =>
  Array.from({ length: Math.ceil(days / every) }, (_, index) => ({
    date: addDays(start, index * every),
    weight: weightOn(index * every),
  }));

describe('the weight trend', () => {
  it('starts at the first weight and moves a tenth of the way to each next one', () => {
    const days = weightTrend([
      { date: '2026-10-01', weight: 80 },
      { date: '2026-10-02', weight: 81 },
    ]);
    expect(days[0]).toEqual({ date: '2026-10-01', weight: 80, trend: 80 });
    expect(days[1]!.trend).toBeCloseTo(80 + TREND.smoothing, 10);
  });

  it('has every day between weigh-ins, the missing ones without a weight', () => {
    const days = weightTrend([
      { date: '2026-10-05', weight: 80 },
      { date: '2026-10-01', weight: 82 },
    ]);
    expect(days.map((day) => day.date)).toEqual(['2026-10-01', '2026-10-02', '2026-10-03', '2026-10-04', '2026-10-05']);
    expect(days.filter((day) => day.weight !== undefined)).toHaveLength(2);
    // The skipped days follow the line from 82 to 80, so the trend falls on each of them.
    for (let index = 1; index < days.length; index++) expect(days[index]!.trend).toBeLessThan(days[index - 1]!.trend);
  });

  it('ignores day-to-day swings: ±1 kg around a steady 80 kg moves the trend by 0.05 kg once settled', () => {
    // It starts at the first weight, 81 kg; that start has faded after six weeks (0.9⁴² of it is left).
    const days = weightTrend(series(90, (day) => 80 + (day % 2 === 0 ? 1 : -1)));
    for (const day of days.slice(42)) expect(Math.abs(day.trend - 80)).toBeLessThan(0.07);
  });

  it('is empty without weigh-ins', () => {
    expect(weightTrend([])).toEqual([]);
  });
});

describe('the weekly rate', () => {
  it('reads a steady loss of 0.5 kg a week exactly, weighed daily or every third day', () => {
    expect(weeklyRate(series(28, (day) => 90 - (0.5 * day) / 7))).toBeCloseTo(-0.5, 10);
    expect(weeklyRate(series(28, (day) => 90 - (0.5 * day) / 7, 3))).toBeCloseTo(-0.5, 10);
  });

  it('fits only the last four weeks', () => {
    // Eight weeks: gaining for four, then losing 0.5 kg a week.
    const weights = series(56, (day) => (day < 28 ? 80 + day / 7 : 84 - (0.5 * (day - 28)) / 7));
    expect(weeklyRate(weights)).toBeCloseTo(-0.5, 1);
  });

  it('fits the weigh-ins up to a date, and none after it', () => {
    const weights = series(28, (day) => 90 - (0.5 * day) / 7);
    expect(weeklyRate(weights, addDays(start, 60))).toBeNull();
    expect(weeklyRate(weights, addDays(start, 13))).toBeCloseTo(-0.5, 10);
  });

  it('is unknown with fewer than three weigh-ins or less than a week between the first and the last', () => {
    expect(weeklyRate([])).toBeNull();
    expect(weeklyRate(series(2, () => 80))).toBeNull();
    expect(weeklyRate(series(7, () => 80))).toBeNull();
    expect(weeklyRate(series(8, () => 80))).toBe(0);
  });
});

describe('the date the goal is reached', () => {
  it('counts the weeks to the goal at the rate', () => {
    expect(goalDate('2026-10-01', 80, 78, -0.5)).toBe('2026-10-29');
    expect(goalDate('2026-10-01', 60, 61, 0.25)).toBe('2026-10-29');
  });

  it('is unknown when the rate is unknown, next to nothing, leads away from the goal or takes over five years', () => {
    expect(goalDate('2026-10-01', 80, 78, null)).toBeNull();
    expect(goalDate('2026-10-01', 80, 78, 0)).toBeNull();
    expect(goalDate('2026-10-01', 80, 78, -1e-17)).toBeNull();
    expect(goalDate('2026-10-01', 80, 78, 0.3)).toBeNull();
    expect(goalDate('2026-10-01', 80, 60, -0.07)).toBeNull();
    expect(goalDate('2026-10-01', 80, 70, -0.07)).not.toBeNull();
  });
});
