import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INGREDIENT_SELECTION_FILE, parseIngredientSelection, readIngredientSelection } from './ingredient-selection';
import { INGREDIENTS } from './ingredients';

const rawSelection = (): Record<string, unknown>[] => JSON.parse(readFileSync(INGREDIENT_SELECTION_FILE, 'utf8'));

describe('ingredient selection', () => {
  it('validates the real data file, which names exactly the foods of ingredients.json', () => {
    const selection = readIngredientSelection();
    expect(selection.map((entry) => entry.id).sort()).toEqual(INGREDIENTS.map((ingredient) => ingredient.id).sort());
  });

  it('rejects a malformed entry with a message naming the entry and the field', () => {
    const entries = rawSelection();
    const index = entries.findIndex((entry) => entry.published !== undefined);
    const entry = entries[index]!;
    entries[index] = { ...entry, published: { ...(entry.published as object), fdcId: 170148 } };
    expect(() => parseIngredientSelection(entries)).toThrow(
      `ingredient-selection.json: entry ${index} ("${String(entry.id)}"): published.fdcId: Invalid input: expected string, received number`,
    );
  });

  it('rejects an entry with neither an SR24 number nor published figures, and a repeated id', () => {
    const entries = rawSelection();
    const { usda: _usda, ...withoutNumber } = entries[1]!;
    entries[1] = withoutNumber;
    entries.push(entries[0]!);
    const last = entries.length - 1;
    expect(() => parseIngredientSelection(entries)).toThrow(
      [
        'ingredient-selection.json: entry 1 ("kale"): usda: expected either an SR24 number (usda) or published figures, not both or neither',
        `ingredient-selection.json: entry ${last} ("spinach"): id: also the id of entry 0`,
      ].join('\n'),
    );
  });
});
