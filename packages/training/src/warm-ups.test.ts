import { describe, expect, it } from 'vitest';
import { warmUpSets } from './warm-ups';

describe('warmUpSets', () => {
  it('ramps from 40 % to 80 % of the working weight in fewer reps, rounded down to the plates', () => {
    expect(warmUpSets(3, 100, 'kg', true)).toEqual([
      { reps: 8, weight: 40 },
      { reps: 5, weight: 60 },
      { reps: 2, weight: 80 },
    ]);
    expect(warmUpSets(2, 225, 'lb', true)).toEqual([
      { reps: 8, weight: 90 },
      { reps: 2, weight: 180 },
    ]);
    expect(warmUpSets(1, 62.5, 'kg', false)).toEqual([{ reps: 5, weight: 37.5 }]);
  });

  it('never goes below the bar on a barbell, and has no weight without one', () => {
    expect(warmUpSets(2, 40, 'kg', true)).toEqual([
      { reps: 8, weight: 20 },
      { reps: 2, weight: 30 },
    ]);
    expect(warmUpSets(2, null, 'kg', false)).toEqual([
      { reps: 8, weight: null },
      { reps: 2, weight: null },
    ]);
    expect(warmUpSets(0, 100, 'kg', true)).toEqual([]);
  });
});
