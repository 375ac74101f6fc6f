import { describe, expect, it } from 'vitest';
import type { RecipeSummary } from '@thrive/contract';
import { pickSamples } from './search-sample-meals';

const recipe = (id: number): RecipeSummary => ({
  id,
  title: `Recipe ${id}`,
  image: '',
  servings: 2,
  readyInMinutes: 20,
  diets: [],
  mealTypes: ['dinner'],
});

describe('picking sample meals', () => {
  it('takes the first three of a single search', () => {
    expect(pickSamples([[1, 2, 3, 4].map(recipe)]).map((meal) => meal.id)).toEqual([1, 2, 3]);
  });

  it('takes one from each search in turn, never the same recipe twice', () => {
    const lists = [[1, 2].map(recipe), [1, 5].map(recipe), [6].map(recipe)];
    expect(pickSamples(lists).map((meal) => meal.id)).toEqual([1, 5, 6]);
  });

  it('shows fewer when the searches hold fewer', () => {
    expect(pickSamples([[7].map(recipe), []]).map((meal) => meal.id)).toEqual([7]);
  });
});
