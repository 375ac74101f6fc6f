import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import {
  LEGACY_CALORIE_TARGET_KEY,
  MEAL_PREFERENCES_KEY,
  readCalorieTarget,
  readMealPreferences,
  saveCalorieTarget,
  saveMealPreferences,
  useMealPreferences,
} from './meal-preferences';

const stored = () => JSON.parse(localStorage.getItem(MEAL_PREFERENCES_KEY) ?? 'null') as unknown;

describe('the meal preferences kept on this device', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('holds nothing until the visitor chooses, so each page keeps its own default', () => {
    expect(readMealPreferences()).toEqual({});
    expect(readCalorieTarget()).toBeNull();
  });

  it('changes one preference and keeps the others', () => {
    saveCalorieTarget(2612.4);
    saveMealPreferences({ diet: 'Vegan' });
    saveMealPreferences({ exclude: ['peanuts'] });
    expect(readMealPreferences()).toEqual({ calories: 2612, diet: 'Vegan', exclude: ['peanuts'] });
    saveMealPreferences({ diet: undefined });
    expect(stored()).toEqual({ calories: 2612, exclude: ['peanuts'] });
  });

  it('takes over the calorie target an older version kept on its own, and stops keeping it there', () => {
    localStorage.setItem(LEGACY_CALORIE_TARGET_KEY, '2450');
    expect(readCalorieTarget()).toBe(2450);
    saveMealPreferences({ diet: 'Keto' });
    expect(stored()).toEqual({ calories: 2450, diet: 'Keto' });
    expect(localStorage.getItem(LEGACY_CALORIE_TARGET_KEY)).toBeNull();
  });

  it('drops a value the plan API would refuse and keeps the rest', () => {
    localStorage.setItem(
      MEAL_PREFERENCES_KEY,
      JSON.stringify({ calories: 2200, diet: 'Carnivore', exclude: Array.from({ length: 21 }, (_, i) => `item ${i}`) }),
    );
    expect(readMealPreferences()).toEqual({ calories: 2200 });
    localStorage.setItem(MEAL_PREFERENCES_KEY, '{not json');
    expect(readMealPreferences()).toEqual({});
  });

  it('writes excluded ingredients as the API reads them: trimmed and lower case', () => {
    saveMealPreferences({ exclude: ['  Peanuts ', 'Shiitake Mushrooms'] });
    expect(readMealPreferences().exclude).toEqual(['peanuts', 'shiitake mushrooms']);
  });

  it('tells every reader on the page when a preference changes', () => {
    function DietShown() {
      return <p>{useMealPreferences().diet ?? 'none'}</p>;
    }
    render(<DietShown />);
    expect(screen.getByText('none')).toBeTruthy();
    act(() => saveMealPreferences({ diet: 'Paleo' }));
    expect(screen.getByText('Paleo')).toBeTruthy();
  });
});
