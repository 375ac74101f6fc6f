import { describe, expect, it } from 'vitest';
import { tableSizeProblem, tableSizeSchema, wholeNumberText } from './table-size';

const LIMITS = { meals: { min: 1, max: 5 }, days: { min: 1, max: 7 } };

describe('wholeNumberText', () => {
  it('takes whole numbers within the limits and nothing else', () => {
    const meals = wholeNumberText('meals', LIMITS.meals);
    expect(meals.parse('3')).toBe(3);
    expect(meals.parse(' 5 ')).toBe(5);
    for (const refused of ['', '  ', '0', '6', '2.5', 'two']) {
      expect(meals.safeParse(refused).error?.issues[0]?.message).toBe('Meals must be a whole number from 1 to 5.');
    }
  });
});

describe('the table size', () => {
  /** The message a dialog shows for the size typed, as the form library gathers the schema's messages. */
  const problem = (values: { meals: string; days: string }) => {
    const errors: Record<string, { message: string }> = {};
    for (const issue of tableSizeSchema(LIMITS).safeParse(values).error?.issues ?? []) {
      errors[String(issue.path[0])] ??= { message: issue.message };
    }
    return tableSizeProblem(errors);
  };

  it('gives the size as numbers', () => {
    expect(tableSizeSchema(LIMITS).parse({ meals: '4', days: '5' })).toEqual({ meals: 4, days: 5 });
    expect(problem({ meals: '4', days: '5' })).toBeNull();
  });

  it('names the meals first, then the days, with their limits', () => {
    expect(problem({ meals: '0', days: '9' })).toEqual({
      field: 'meals',
      message: 'Meals must be a whole number from 1 to 5.',
    });
    expect(problem({ meals: '2', days: '' })).toEqual({
      field: 'days',
      message: 'Days must be a whole number from 1 to 7.',
    });
  });
});
