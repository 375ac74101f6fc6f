import { describe, expect, it } from 'vitest';
import { slotsFor } from './plan-types';
import { bandMiss, slotBands } from './slot-bands';

describe('meal bands', () => {
  it('can always be met together: for every meal count the bands leave room for the whole day', () => {
    for (let meals = 1; meals <= 5; meals++) {
      const bands = slotBands(slotsFor(meals));
      expect(bands).toHaveLength(meals);
      expect(bands.reduce((sum, band) => sum + band.min, 0)).toBeLessThanOrEqual(1 + 1e-9);
      expect(bands.reduce((sum, band) => sum + band.max, 0)).toBeGreaterThanOrEqual(1 - 1e-9);
    }
  });

  it('measures a share outside its band by how far it lies outside', () => {
    const [breakfast] = slotBands(slotsFor(3));
    expect(bandMiss(0.25, breakfast!)).toBe(0);
    expect(bandMiss(0.1, breakfast!)).toBeCloseTo(0.1);
    expect(bandMiss(0.7, breakfast!)).toBeCloseTo(0.4);
  });
});
