import { describe, expect, it } from 'vitest';
import type { DoneSet } from '@thrive/contract';
import { describeSets, recordNews } from './training-text';

const set = (reps: number | null, weight: number | null, seconds: number | null = null): DoneSet => ({
  reps,
  seconds,
  weight,
  unit: 'kg',
});

describe('describeSets', () => {
  it('writes alike sets as sets × reps at a weight', () => {
    expect(describeSets([set(8, 16), set(8, 16), set(8, 16)])).toBe('3 × 8 at 16 kg');
  });
  it('lists the reps at one weight, and each set at different weights', () => {
    expect(describeSets([set(8, 16), set(8, 16), set(7, 16)])).toBe('8, 8, 7 at 16 kg');
    expect(describeSets([set(8, 16), set(6, 18)])).toBe('8 at 16 kg, 6 at 18 kg');
    expect(describeSets([set(10, 62.5)])).toBe('10 at 62.5 kg');
  });
  it('writes holds in seconds and sets without weight by their reps alone', () => {
    expect(describeSets([set(null, null, 45), set(null, null, 45)])).toBe('2 × 45 s');
    expect(describeSets([set(12, null), set(10, null)])).toBe('12, 10');
  });
});

describe('recordNews', () => {
  it('names each record broken', () => {
    expect(recordNews(['weight'])).toBe('New record: heaviest weight.');
    expect(recordNews(['weight', 'oneRepMax', 'volume'])).toBe(
      'New record: heaviest weight, best estimated one-rep max and best set volume.',
    );
  });
});
