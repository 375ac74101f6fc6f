import { describe, expect, it } from 'vitest';
import { namesIngredient, singular } from './ingredient-match';

describe('ingredients named by a visitor', () => {
  it('are read in the singular when typed in the plural', () => {
    expect(['peanuts', 'tomatoes', 'berries', 'eggs', 'green beans'].map(singular)).toEqual([
      'peanut',
      'tomato',
      'berry',
      'egg',
      'green bean',
    ]);
    expect(['hummus', 'bass', 'rice', 'soy'].map(singular)).toEqual(['hummus', 'bass', 'rice', 'soy']);
  });

  it('find an ingredient named in the singular, or holding the term anywhere', () => {
    expect(namesIngredient('peanut butter, smooth, unsalted', 'peanuts')).toBe(true);
    expect(namesIngredient('tomatoes, red, ripe, raw', 'tomatoes')).toBe(true);
    expect(namesIngredient('strawberries, raw', 'berries')).toBe(true);
    expect(namesIngredient('walnuts, english', 'nut')).toBe(true);
  });

  it('do not find a word that merely ends in the singular', () => {
    expect(namesIngredient('cheese, goat, soft type', 'oats')).toBe(false);
    expect(namesIngredient('rolled oats, dry', 'oats')).toBe(true);
    expect(namesIngredient('basil, fresh', 'bass')).toBe(false);
  });
});
