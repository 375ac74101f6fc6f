import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from '../calendar';
import { coveredDates, coveringPlan, coversDate, planDayNumber, type PlanSpan } from './plan-coverage';

const week: PlanSpan = { date: '2026-11-25', totalDays: 7, type: 'custom' };

describe('the dates a plan covers', () => {
  it('covers its start date and the days after it, up to its length', () => {
    expect(coversDate(week, '2026-11-24')).toBe(false);
    expect(coversDate(week, '2026-11-25')).toBe(true);
    expect(coversDate(week, '2026-11-30')).toBe(true);
    expect(coversDate(week, '2026-12-01')).toBe(true);
    expect(coversDate(week, '2026-12-02')).toBe(false);
    expect(planDayNumber(week, '2026-11-30')).toBe(6);
  });

  it('agrees with the day numbers for any start and length', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: -40, max: 40 }),
        (start, totalDays, offset) => {
          const plan = { date: addDays('2020-01-01', start), totalDays };
          const date = addDays(plan.date, offset);
          expect(coversDate(plan, date)).toBe(offset >= 0 && offset < totalDays);
          expect(planDayNumber(plan, date)).toBe(offset + 1);
        },
      ),
    );
  });
});

describe('the plan a date shows', () => {
  const older: PlanSpan = { date: '2026-11-23', totalDays: 7, type: 'custom' };
  const ai: PlanSpan = { date: '2026-11-30', totalDays: 1, type: 'ai' };
  const plans = [week, older, ai];

  it('is the one covering it that started most recently, of that type', () => {
    expect(coveringPlan(plans, 'custom', '2026-11-24')).toBe(older);
    // Both cover the 25th to the 29th: the later one takes over.
    expect(coveringPlan(plans, 'custom', '2026-11-25')).toBe(week);
    expect(coveringPlan(plans, 'custom', '2026-11-29')).toBe(week);
    expect(coveringPlan(plans, 'custom', '2026-12-01')).toBe(week);
    expect(coveringPlan(plans, 'ai', '2026-11-30')).toBe(ai);
  });

  it('is none where no plan of that type covers the date', () => {
    expect(coveringPlan(plans, 'custom', '2026-12-02')).toBeNull();
    expect(coveringPlan(plans, 'custom', '2026-11-22')).toBeNull();
    expect(coveringPlan(plans, 'ai', '2026-11-29')).toBeNull();
    expect(coveringPlan([], 'ai', '2026-11-29')).toBeNull();
  });
});

describe('the calendar’s marks', () => {
  it('mark every date each plan covers, with the types covering it', () => {
    const marks = coveredDates([week, { date: '2026-11-30', totalDays: 2, type: 'ai' }]);
    expect([...marks.keys()].sort()).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
    ]);
    expect([...marks.get('2026-11-30')!]).toEqual(['custom', 'ai']);
    expect([...marks.get('2026-12-01')!]).toEqual(['custom', 'ai']);
    expect([...marks.get('2026-11-29')!]).toEqual(['custom']);
  });
});
