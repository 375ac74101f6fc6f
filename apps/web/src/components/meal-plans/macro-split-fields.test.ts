import { describe, expect, it } from 'vitest';
import { MACRO_MESSAGES } from '@thrive/contract';
import { MacroSplitTextSchema } from './macro-split-fields';

describe('a macro split as typed', () => {
  it('is read as whole percents that add up to 100', () => {
    expect(MacroSplitTextSchema.parse({ carbs: ' 45', fat: '35 ', protein: '20' })).toEqual({
      carbs: 45,
      fat: 35,
      protein: 20,
    });
  });

  it('is refused with the one message, on the split as a whole, when a part is missing, not whole or the sum is off', () => {
    for (const split of [
      { carbs: '', fat: '35', protein: '20' },
      { carbs: '44.5', fat: '35.5', protein: '20' },
      { carbs: '50', fat: '30', protein: '30' },
      { carbs: '120', fat: '0', protein: '-20' },
    ]) {
      const issues = MacroSplitTextSchema.safeParse(split).error?.issues;
      expect(issues?.map(({ path, message }) => ({ path, message }))).toEqual([
        { path: [], message: MACRO_MESSAGES.sum },
      ]);
    }
  });
});
