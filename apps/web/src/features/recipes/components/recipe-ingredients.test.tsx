import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { RecipeIngredients } from './recipe-ingredients';

const QUINOA = {
  id: 20137,
  name: 'Quinoa, cooked',
  original: '1 cup (185 g) cooked quinoa',
  amount: 185,
  unit: 'g',
  aisle: 'grains',
};

describe('RecipeIngredients', () => {
  afterEach(cleanup);

  it('shows each line as written at the recipe’s own servings', () => {
    render(<RecipeIngredients ingredients={[QUINOA]} scale={1} />);
    expect(screen.getByRole('listitem').textContent).toBe('1 cup (185 g) cooked quinoa');
  });

  it('shows scaled weights when the servings change', () => {
    render(<RecipeIngredients ingredients={[QUINOA]} scale={2} />);
    expect(screen.getByRole('listitem').textContent).toBe('370 g Quinoa, cooked');
  });

  it('says when there are no ingredients', () => {
    render(<RecipeIngredients ingredients={[]} scale={1} />);
    expect(screen.getByText('No ingredients available.')).toBeTruthy();
  });
});
