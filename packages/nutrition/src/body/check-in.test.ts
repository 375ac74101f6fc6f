import { describe, expect, it } from 'vitest';
import { addDays, CHECK_IN, type Targets } from '@thrive/contract';
import { checkIn, type CheckInInput } from './check-in';

const today = '2026-11-27';
/** The window's days, oldest first: day 0 is 28 days ago, day 27 yesterday. */
const windowDay = (day: number) => addDays(today, day - CHECK_IN.windowDays);

/** A person eating `calories` a day whose weight follows `weightOn`, logging the days `logged` picks. */
function input(
  calories: number,
  weightOn: (day: number) => number,
  options: { logged?: (day: number) => boolean; targets?: Targets; caloriesWeekAgo?: number } = {},
): CheckInInput {
  const days = Array.from({ length: CHECK_IN.windowDays }, (_, day) => day).filter(options.logged ?? (() => true));
  return {
    today,
    intake: days.map((day) => ({ date: windowDay(day), calories })),
    weighIns: days.map((day) => ({ date: windowDay(day), weight: weightOn(day) })),
    targets: options.targets ?? { calories: 2200, goal: 'maintain' },
    caloriesWeekAgo: options.caloriesWeekAgo,
  };
}

const losingHalfAKiloAWeek = (day: number) => 85 - (0.5 * day) / 7;
const within = (value: number | null, truth: number, share: number) =>
  value !== null && Math.abs(value - truth) <= truth * share;

/** A repeatable pseudo-random number in [0, 1) for the noise. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('the weekly check-in', () => {
  it('reads 2,750 kcal from 28 days at 2,200 kcal with the trend falling 0.5 kg a week', () => {
    const result = checkIn(input(2200, losingHalfAKiloAWeek));
    expect(within(result.expenditure, 2750, 0.05)).toBe(true);
    expect(result.intake).toEqual({ days: 28, mean: 2200 });
    expect(result.weight.weeklyRate).toBeCloseTo(-0.5, 2);
    expect(result.confidenceLevel).toBe('high');
    expect(result.missing).toEqual([]);
  });

  it('stays within 8 % under weight swinging ±1 kg from day to day', () => {
    const alternating = checkIn(input(2200, (day) => losingHalfAKiloAWeek(day) + (day % 2 === 0 ? 1 : -1)));
    expect(within(alternating.expenditure, 2750, 0.08)).toBe(true);
    // Random swings of up to ±1 kg a day, 200 people: a fit over 28 days can be thrown further by chance (its
    // standard error is about 4 %), so the claim is for 19 of 20.
    const results = Array.from({ length: 200 }, (_, seed) => {
      const noise = random(seed + 1);
      return checkIn(input(2200, (day) => losingHalfAKiloAWeek(day) + (noise() * 2 - 1))).expenditure;
    });
    expect(results.filter((value) => within(value, 2750, 0.08)).length).toBeGreaterThanOrEqual(190);
  });

  it('does not count a day without a diary entry as 0 kcal, and trusts the estimate less', () => {
    const everyDay = checkIn(input(2200, losingHalfAKiloAWeek));
    const everyOtherDay = checkIn(input(2200, losingHalfAKiloAWeek, { logged: (day) => day % 2 === 0 }));
    const twoDaysInThree = checkIn(input(2200, losingHalfAKiloAWeek, { logged: (day) => day % 3 !== 0 }));
    expect(everyOtherDay.intake.mean).toBe(2200);
    expect(within(everyOtherDay.expenditure, 2750, 0.05)).toBe(true);
    expect(everyOtherDay.confidence).toBeLessThan(twoDaysInThree.confidence);
    expect(twoDaysInThree.confidence).toBeLessThan(everyDay.confidence);
    expect(everyOtherDay.confidenceLevel).toBe('medium');
  });

  it('proposes the expenditure less the goal’s weekly rate, rounded toward the current target', () => {
    const losing = checkIn(
      input(2200, losingHalfAKiloAWeek, { targets: { calories: 2400, goal: 'lose', weeklyRate: 0.25 } }),
    );
    // 2,750 − 0.25 × 7,700 ÷ 7 = 2,475.
    expect(losing.proposal).toEqual({ calories: 2470, current: 2400, limitedBy: null });
    const maintaining = checkIn(input(2500, losingHalfAKiloAWeek, { targets: { calories: 2900, goal: 'maintain' } }));
    // 2,500 + 0.5 × 7,700 ÷ 7 = 3,050.
    expect(maintaining.proposal).toEqual({ calories: 3050, current: 2900, limitedBy: null });
  });

  it('never moves the target by more than 10 % of where it stood a week ago', () => {
    const losingFast = (day: number) => 90 - day / 7;
    // 3,000 + 1,100 = 4,100 kcal spent, held at 2,000 + 10 %.
    const first = checkIn(input(3000, losingFast, { targets: { calories: 2000, goal: 'maintain' } }));
    expect(first.proposal).toEqual({ calories: 2200, current: 2000, limitedBy: 'weekly-change' });
    // Accepted three days ago, 2,000 became 2,200: this week's limit is still 2,200.
    const again = checkIn(
      input(3000, losingFast, { targets: { calories: 2200, goal: 'maintain' }, caloriesWeekAgo: 2000 }),
    );
    expect(again.proposal).toEqual({ calories: 2200, current: 2200, limitedBy: 'weekly-change' });
    const down = checkIn(input(1500, (day) => 70 + day / 7, { targets: { calories: 2000, goal: 'maintain' } }));
    expect(down.proposal).toEqual({ calories: 1800, current: 2000, limitedBy: 'weekly-change' });
  });

  it('never proposes above 5,000 kcal, the most a plan is made for', () => {
    const result = checkIn(input(5200, (day) => 90 - day / 7, { targets: { calories: 4900, goal: 'maintain' } }));
    expect(result.proposal).toEqual({ calories: 5000, current: 4900, limitedBy: 'ceiling' });
  });

  it('never proposes below 1,200 kcal', () => {
    const result = checkIn(
      input(1000, (day) => 60 - (0.1 * day) / 7, { targets: { calories: 1250, goal: 'lose', weeklyRate: 1 } }),
    );
    expect(result.proposal).toEqual({ calories: CHECK_IN.floor, current: 1250, limitedBy: 'floor' });
  });

  it('says what is missing instead of guessing', () => {
    const nothing = checkIn({ today, intake: [], weighIns: [], targets: {} });
    expect(nothing.expenditure).toBeNull();
    expect(nothing.proposal).toBeNull();
    expect(nothing.confidenceLevel).toBe('low');
    expect(nothing.missing).toEqual([
      'Log what you eat on 7 more days in your diary.',
      'Weigh in a few times a week for 14 days.',
    ]);

    const intakeOnly = checkIn({ ...input(2200, losingHalfAKiloAWeek), weighIns: [] });
    expect(intakeOnly.intake.mean).toBe(2200);
    expect(intakeOnly.proposal).toBeNull();

    // Ten days of weigh-ins: the rate of the last week and a half is known, but the check-in waits for 14 days.
    const recent = input(2200, losingHalfAKiloAWeek, { logged: (day) => day >= 18 });
    const tenDays = checkIn({ ...recent, intake: [] });
    expect(tenDays.weight.weighIns).toBe(10);
    expect(tenDays.weight.weeklyRate).toBeNull();
    expect(tenDays.missing).toEqual([
      'Log what you eat on 7 more days in your diary.',
      'Keep weighing in: the check-in needs weigh-ins over 14 days (10 so far).',
    ]);
  });

  it('asks for a third weigh-in when two span the fortnight', () => {
    const two = input(2200, losingHalfAKiloAWeek, { logged: (day) => day === 0 || day === 20 });
    expect(checkIn({ ...two, intake: input(2200, losingHalfAKiloAWeek).intake }).missing).toEqual([
      'Weigh in at least 3 times over the 28 days.',
    ]);
  });

  it('reads only the 28 days before today', () => {
    const result = checkIn({
      ...input(2200, losingHalfAKiloAWeek),
      intake: [...input(2200, losingHalfAKiloAWeek).intake, { date: today, calories: 9000 }],
    });
    expect(result.intake.mean).toBe(2200);
    expect(result.from).toBe('2026-10-30');
    expect(result.to).toBe('2026-11-26');
  });
});
