import { describe, expect, it } from 'vitest';
import { formatGrams } from './format-amount';

describe('formatGrams', () => {
  it('rounds like a kitchen scale is read', () => {
    expect(formatGrams(371)).toBe('370 g');
    expect(formatGrams(42.4)).toBe('42 g');
    expect(formatGrams(2.3)).toBe('2.5 g');
  });
});
