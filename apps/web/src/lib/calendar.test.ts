import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  addMonths,
  daysBetween,
  daysInMonth,
  gridRange,
  isIsoDate,
  monthGrid,
  planDayLabel,
  shiftMonthKeepingDay,
  weekdayIndex,
} from './calendar';

describe('calendar dates', () => {
  it('accepts real dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('26-01-01')).toBe(false);
  });

  it('counts days across month, year and daylight-saving changes', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts the days between two dates, the way addDays moves', () => {
    expect(daysBetween('2026-11-25', '2026-12-01')).toBe(6);
    expect(daysBetween('2026-12-01', '2026-11-25')).toBe(-6);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    fc.assert(
      fc.property(fc.integer({ min: -800, max: 800 }), (days) => {
        expect(daysBetween('2026-01-31', addDays('2026-01-31', days))).toBe(days);
      }),
    );
    expect(() => daysBetween('2026-02-30', '2026-03-01')).toThrow(RangeError);
  });

  it('moves by months, keeping the day where the month has it', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonthKeepingDay('2026-01-31', 1)).toBe('2026-02-28');
    expect(shiftMonthKeepingDay('2024-03-31', -1)).toBe('2024-02-29');
    expect(shiftMonthKeepingDay('2026-05-15', -12)).toBe('2025-05-15');
  });

  it('lays February 2026 out from Monday 26 January to Sunday 1 March', () => {
    const weeks = monthGrid({ year: 2026, month: 2 });
    expect(weeks).toHaveLength(5);
    expect(weeks[0]![0]).toEqual({ iso: '2026-01-26', day: 26, inMonth: false });
    expect(weeks[0]![6]).toEqual({ iso: '2026-02-01', day: 1, inMonth: true });
    expect(weeks[4]![6]).toEqual({ iso: '2026-03-01', day: 1, inMonth: false });
    expect(gridRange({ year: 2026, month: 2 })).toEqual({ from: '2026-01-26', to: '2026-03-01' });
  });

  it('shows every day of any month once, in whole weeks from Monday', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2200 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const weeks = monthGrid({ year, month });
        const days = weeks.flat();
        expect(weeks.every((week) => week.length === 7)).toBe(true);
        expect(weekdayIndex(days[0]!.iso)).toBe(0);
        expect(weeks.length).toBeGreaterThanOrEqual(4);
        expect(weeks.length).toBeLessThanOrEqual(6);
        const inMonth = days.filter((day) => day.inMonth).map((day) => day.day);
        expect(inMonth).toEqual(Array.from({ length: daysInMonth({ year, month }) }, (_, index) => index + 1));
        for (let index = 1; index < days.length; index++) {
          expect(days[index]!.iso).toBe(addDays(days[index - 1]!.iso, 1));
        }
      }),
    );
  });
});

describe('planDayLabel', () => {
  it('labels each day of a plan by its date, across months and years', () => {
    expect(planDayLabel('2026-11-23', 0)).toBe('Mon 23 Nov');
    expect(planDayLabel('2026-11-23', 2)).toBe('Wed 25 Nov');
    expect(planDayLabel('2026-10-30', 3)).toBe('Mon 2 Nov');
    expect(planDayLabel('2026-12-29', 4)).toBe('Sat 2 Jan');
  });
});
