import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { Allergen } from '@thrive/contract';
import { RecipeAllergens } from './recipe-allergens';

function sentences(allergens: Allergen[] | undefined, mayContain: Allergen[] | undefined): string[] {
  render(<RecipeAllergens allergens={allergens} mayContain={mayContain} />);
  const note = screen.getByRole('note', { name: 'Allergens' });
  return [...note.querySelectorAll('p')].map((paragraph) => paragraph.textContent ?? '');
}

describe('RecipeAllergens', () => {
  afterEach(cleanup);

  it('lists what the recipe contains, in the order given', () => {
    expect(sentences(['milk', 'eggs', 'tree-nuts'], [])).toEqual(['Contains: milk, eggs and tree nuts.']);
  });

  it('adds what it may contain depending on the brand', () => {
    expect(sentences(['milk', 'eggs', 'tree-nuts'], ['sulphites'])).toEqual([
      'Contains: milk, eggs and tree nuts.',
      'May also contain, depending on the brand: sulphites.',
    ]);
  });

  it('says what it may contain when it contains none for certain', () => {
    expect(sentences([], ['gluten', 'sesame'])).toEqual(['May contain, depending on the brand: gluten and sesame.']);
  });

  it('says it contains none when both lists are empty', () => {
    expect(sentences([], [])).toEqual(['Contains none of the 14 major allergens.']);
  });

  it('claims nothing for a recipe nobody has reviewed', () => {
    expect(sentences(undefined, undefined)).toEqual([
      'Allergens not known for this recipe: check the label of each ingredient.',
    ]);
  });
});
