import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { RecipeIngredients } from './recipe-ingredients';

const QUINOA = {
  foodId: 20137,
  name: 'Quinoa, cooked',
  text: '1 cup (185 g) cooked quinoa',
  amount: 185,
  unit: 'g',
  aisle: 'grains',
};

const SEASONING = {
  foodId: 1102047,
  name: 'Salt and pepper',
  text: 'salt and pepper to taste',
  amount: 1,
  unit: 'serving',
  aisle: 'Spices and Seasonings',
};

describe('RecipeIngredients', () => {
  afterEach(cleanup);

  it('shows each line as written at the recipe’s own servings', () => {
    render(<RecipeIngredients ingredients={[QUINOA]} scale={1} />);
    expect(screen.getByRole('listitem').textContent).toBe('1 cup (185 g) cooked quinoa');
  });

  it('keeps the recipe’s own words with scaled amounts when the servings change', () => {
    render(<RecipeIngredients ingredients={[QUINOA, SEASONING]} scale={2} />);
    const [quinoa, seasoning] = screen.getAllByRole('listitem');
    expect(quinoa!.textContent).toBe('2 cups (370 g) cooked quinoa');
    expect([...quinoa!.querySelectorAll('.recipe-ingredients__amount')].map((span) => span.textContent)).toEqual([
      '2',
      '370',
    ]);
    expect(seasoning!.textContent).toBe('salt and pepper to taste');
  });

  it('writes fewer servings as a cook measures them', () => {
    render(<RecipeIngredients ingredients={[QUINOA]} scale={1 / 3} />);
    expect(screen.getByRole('listitem').textContent).toBe('⅓ cup (62 g) cooked quinoa');
  });

  it('says when there are no ingredients', () => {
    render(<RecipeIngredients ingredients={[]} scale={1} />);
    expect(screen.getByText('No ingredients available.')).toBeTruthy();
  });
});
