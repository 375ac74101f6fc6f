import { describe, expect, it } from 'vitest';
import { planSettingsText } from './plan-settings-text';

describe('the settings line above the AI plan', () => {
  it('says the spec defaults for a visitor who has chosen nothing', () => {
    expect(planSettingsText({ calories: 2000, diet: undefined, exclude: [] })).toBe('2,000 kcal a day · healthy');
  });

  it('says the visitor own target, diet and what is left out', () => {
    expect(planSettingsText({ calories: 2600, diet: 'Vegan', exclude: ['peanuts'] })).toBe(
      '2,600 kcal a day · Vegan · without peanuts',
    );
  });

  it('lists several left-out ingredients as a sentence would', () => {
    expect(planSettingsText({ calories: 1800, diet: 'Keto', exclude: ['peanuts', 'mushrooms', 'olives'] })).toBe(
      '1,800 kcal a day · Keto · without peanuts, mushrooms or olives',
    );
  });
});
