import { describe, expect, it } from 'vitest';
import { readTableSize, wholeNumberIn } from './table-size';

const LIMITS = { meals: { min: 1, max: 5 }, days: { min: 1, max: 7 } };

describe('wholeNumberIn', () => {
  it('takes whole numbers within the limits and nothing else', () => {
    expect(wholeNumberIn('3', LIMITS.meals)).toBe(3);
    expect(wholeNumberIn(' 5 ', LIMITS.meals)).toBe(5);
    for (const refused of ['', '  ', '0', '6', '2.5', 'two']) expect(wholeNumberIn(refused, LIMITS.meals)).toBeNull();
  });
});

describe('readTableSize', () => {
  it('gives the size as numbers', () => {
    expect(readTableSize({ meals: '4', days: '5' }, LIMITS)).toEqual({ ok: true, meals: 4, days: 5 });
  });

  it('names the meals first, then the days, with their limits', () => {
    expect(readTableSize({ meals: '0', days: '9' }, LIMITS)).toEqual({
      ok: false,
      field: 'meals',
      message: 'Meals must be a whole number from 1 to 5.',
    });
    expect(readTableSize({ meals: '2', days: '' }, LIMITS)).toEqual({
      ok: false,
      field: 'days',
      message: 'Days must be a whole number from 1 to 7.',
    });
  });
});
