import { describe, expect, it } from 'vitest';
import { ALLERGENS, type Allergen } from '@thrive/contract';
import { EXCLUSION_CONCEPTS, namesConcept } from '@thrive/nutrition';
import { INGREDIENTS, INGREDIENTS_BY_ID } from './ingredients';
import { readIngredientSelection } from './ingredient-selection';
import { RECIPES } from './recipes';

const carried = (id: string): Allergen[] => {
  const food = INGREDIENTS_BY_ID.get(id)!;
  return [...food.allergens, ...(food.mayContain ?? [])];
};

describe('allergens of the catalog', () => {
  it('were reviewed for every food: each entry of the selection states its list, even an empty one', () => {
    const selection = readIngredientSelection();
    expect(selection.length).toBe(INGREDIENTS.length);
    for (const entry of selection) expect(Array.isArray(entry.allergens), entry.id).toBe(true);
    for (const food of INGREDIENTS) expect(Array.isArray(food.allergens), food.id).toBe(true);
  });

  // The words a concept such as "dairy" or "gluten" finds foods by must agree with the tags: a food a
  // word names but that carries none of the concept's allergens is a tag missed, or a phrase to except.
  const allergenConcepts = Object.entries(EXCLUSION_CONCEPTS).filter(
    ([, concept]) => concept.allergens && !concept.categories,
  );
  it.each(allergenConcepts)('agree with the words of "%s" in every food name and recipe line', (_name, concept) => {
    const missed: string[] = [];
    const check = (id: string, text: string) => {
      if (namesConcept(concept, text) && !carried(id).some((allergen) => concept.allergens!.includes(allergen))) {
        missed.push(`${id}: "${text}"`);
      }
    };
    for (const food of INGREDIENTS) check(food.id, food.name);
    for (const recipe of RECIPES) for (const item of recipe.ingredients) check(item.ingredientId, item.line);
    expect(missed).toEqual([]);
  });

  it('tag the foods that hold each of them in every food group a person would look for', () => {
    const tagged = (allergen: Allergen) => INGREDIENTS.filter((food) => food.allergens.includes(allergen));
    for (const allergen of ALLERGENS.filter((allergen) => allergen !== 'lupin')) {
      expect(tagged(allergen).length, allergen).toBeGreaterThan(0);
    }
    for (const id of ['parmesan', 'butter-unsalted', 'ghee', 'yogurt-greek-whole'])
      expect(carried(id)).toContain('milk');
    for (const id of ['bread-sourdough', 'couscous-cooked', 'soy-sauce', 'barley-cooked', 'oats-rolled'])
      expect(carried(id)).toContain('gluten');
    for (const id of ['mayonnaise', 'egg-yolk']) expect(carried(id)).toContain('eggs');
    for (const id of ['almonds', 'pistachios', 'cashews', 'almond-milk']) expect(carried(id)).toContain('tree-nuts');
    expect(carried('tamari')).not.toContain('gluten');
    expect(carried('coconut-milk-canned')).not.toContain('tree-nuts');
  });

  it('pass to each recipe: what its ingredients contain, and what they may contain apart from that', () => {
    for (const recipe of RECIPES) {
      const contains = new Set(
        recipe.ingredients.flatMap((item) => INGREDIENTS_BY_ID.get(item.ingredientId)!.allergens),
      );
      const possible = new Set(
        recipe.ingredients.flatMap((item) => INGREDIENTS_BY_ID.get(item.ingredientId)!.mayContain ?? []),
      );
      expect(new Set(recipe.allergens), `${recipe.id}`).toEqual(contains);
      expect(new Set(recipe.mayContain), `${recipe.id}`).toEqual(
        new Set([...possible].filter((a) => !contains.has(a))),
      );
    }
  });
});
