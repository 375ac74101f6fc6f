import { describe, expect, it } from 'vitest';
import { estimatedOneRepMax } from './one-rep-max';

describe('estimatedOneRepMax', () => {
  it("is Epley's weight × (1 + reps ÷ 30)", () => {
    expect(estimatedOneRepMax(100, 10)).toBeCloseTo(133.333, 3);
    expect(estimatedOneRepMax(60, 5)).toBeCloseTo(70, 9);
    expect(estimatedOneRepMax(80, 12)).toBeCloseTo(112, 9);
  });

  it('takes a single rep as its own one-rep max', () => {
    expect(estimatedOneRepMax(140, 1)).toBe(140);
  });

  it('gives none past 12 reps, without a weight, or for no reps', () => {
    expect(estimatedOneRepMax(50, 13)).toBeUndefined();
    expect(estimatedOneRepMax(0, 5)).toBeUndefined();
    expect(estimatedOneRepMax(50, 0)).toBeUndefined();
    expect(estimatedOneRepMax(50, 2.5)).toBeUndefined();
  });
});
