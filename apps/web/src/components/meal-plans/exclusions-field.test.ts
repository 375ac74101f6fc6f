import { describe, expect, it } from 'vitest';
import { WordsTextSchema, wordsText } from './exclusions-field';

describe('words to leave out as typed', () => {
  it('are read as the list to keep: trimmed, lower case, without blanks or repeats', () => {
    expect(WordsTextSchema.parse(' Peanuts, , mushrooms, peanuts')).toEqual(['peanuts', 'mushrooms']);
    expect(WordsTextSchema.parse('')).toEqual([]);
    expect(wordsText(['peanuts', 'soy beans'])).toBe('peanuts, soy beans');
  });

  it('are refused with the contract’s first message, on the field as a whole', () => {
    const issues = WordsTextSchema.safeParse(`mushrooms, ${'x'.repeat(61)}`).error?.issues;
    expect(issues?.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: [], message: 'Name each ingredient in at most 60 characters.' },
    ]);
    expect(
      WordsTextSchema.safeParse(Array.from({ length: 21 }, (_, n) => `food ${n}`).join(',')).error?.issues[0]?.message,
    ).toBe('Leave out at most 20 ingredients.');
  });
});
