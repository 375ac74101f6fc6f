import { describe, expect, it } from 'vitest';
import { planSettingsText } from './plan-settings-text';

const split = { carbs: 45, fat: 35, protein: 20 };

describe('the line above the plan', () => {
  it('names the calories and the diet', () => {
    expect(
      planSettingsText({ calories: 2000, diet: 'Anything', macros: split, exclusions: { allergens: [], words: [] } }),
    ).toBe('2,000 kcal a day · a healthy mix');
  });

  it('names exactly what is left out: allergens by name, then the person’s words', () => {
    expect(
      planSettingsText({
        calories: 2600,
        diet: 'Vegan',
        macros: split,
        exclusions: { allergens: ['gluten', 'tree-nuts'], words: ['mushrooms'] },
      }),
    ).toBe('2,600 kcal a day · Vegan · without gluten, tree nuts or mushrooms');
  });
});
