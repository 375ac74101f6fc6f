import { describe, expect, it } from 'vitest';
import type { DoneSet } from '@thrive/contract';
import { nextStep } from './progression';

const sets = (reps: number[], weight: number | null, unit: 'kg' | 'lb' = 'kg'): DoneSet[] =>
  reps.map((count) => ({ reps: count, seconds: null, weight, unit }));
const range = { sets: 3, reps: 8, repsMax: 12 };

describe('nextStep (double progression)', () => {
  it('goes up a step when every set reached the top of the range', () => {
    expect(nextStep(range, sets([12, 12, 12], 60))).toMatchObject({ kind: 'heavier', weight: 62.5, unit: 'kg' });
    expect(nextStep(range, sets([12, 13, 12], 135, 'lb'))).toMatchObject({ kind: 'heavier', weight: 140, unit: 'lb' });
    expect(nextStep(range, sets([12, 12, 12], 60), 'compound')!.message).toBe(
      'Every set reached 12 last time: try 62.5 kg for 8–12 reps.',
    );
  });

  it('takes smaller steps for an isolation exercise', () => {
    expect(nextStep(range, sets([12, 12, 12], 10), 'isolation')).toMatchObject({ weight: 11.25 });
    expect(nextStep(range, sets([12, 12, 12], 20, 'lb'), 'isolation')).toMatchObject({ weight: 22.5 });
  });

  it('keeps the weight for more reps while a set fell short, or fewer sets were done than planned', () => {
    expect(nextStep(range, sets([12, 11, 10], 60))).toMatchObject({ kind: 'more reps', weight: 60 });
    expect(nextStep(range, sets([12, 12], 60))).toMatchObject({ kind: 'more reps', weight: 60 });
  });

  it('suggests nothing without a range, a last time, a weight, or with units mixed', () => {
    expect(nextStep({ ...range, repsMax: null }, sets([12, 12, 12], 60))).toBeUndefined();
    expect(nextStep(range, undefined)).toBeUndefined();
    expect(nextStep(range, sets([12, 12, 12], null))).toBeUndefined();
    expect(nextStep(range, [...sets([12], 60), ...sets([12, 12], 135, 'lb')])).toBeUndefined();
  });
});
