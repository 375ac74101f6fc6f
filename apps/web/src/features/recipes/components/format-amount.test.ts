import { describe, expect, it } from 'vitest';
import { formatGrams, roundGrams } from './format-amount';

describe('formatGrams', () => {
  it('rounds like a kitchen scale is read', () => {
    expect(formatGrams(371)).toBe('370 g');
    expect(formatGrams(42.4)).toBe('42 g');
    expect(formatGrams(2.3)).toBe('2.5 g');
  });
});

describe('roundGrams', () => {
  it('never reads a weight above zero as nothing', () => {
    expect(roundGrams(0.2)).toBe(0.2);
    expect(roundGrams(0.01)).toBe(0.1);
    expect(roundGrams(0.3)).toBe(0.5);
    expect(roundGrams(0)).toBe(0);
  });
});
