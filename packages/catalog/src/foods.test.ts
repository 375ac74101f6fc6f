import { describe, expect, it } from 'vitest';
import { ALLERGENS, FoodSchema, type Allergen, type Food } from '@thrive/contract';
import { exclusionRule } from '@thrive/nutrition';
import { usdaFoodList } from './foods';
import { INGREDIENTS } from './ingredients';
import { isSingleFood, namedAllergens, usdaFoodAllergens } from './usda-food-allergens';

const foods = usdaFoodList();
const reviewedNumbers = new Set(
  INGREDIENTS.filter((item) => item.source === 'usda-sr24').map((item) => item.usdaNumber),
);
const carried = (food: Food): Set<Allergen> => new Set([...food.allergens, ...food.mayContain]);
const byId = new Map(foods.map((food) => [food.id, food]));
const named = new Map(foods.map((food) => [food.id, namedAllergens(food.name)]));

describe('the USDA foods', () => {
  it('are every food of SR24 with an energy figure, each in the contract shape, once', () => {
    expect(foods.length).toBe(7906);
    expect(byId.size).toBe(foods.length);
    for (const food of foods) FoodSchema.parse(food);
  });

  it('never say an allergen is both in a food and possibly in it', () => {
    for (const food of foods)
      expect(
        food.allergens.filter((a) => food.mayContain.includes(a)),
        food.id,
      ).toEqual([]);
  });

  // The search leaves foods out with the same rule as plans: every allergen a description names must be left out
  // with that allergen, whatever else the food was tagged with.
  it.each(ALLERGENS)('are left out by the allergen "%s" wherever their description names it', (allergen) => {
    const leavesOut = exclusionRule({ allergens: [allergen], words: [] });
    const missed = foods.filter(
      (food) => named.get(food.id)!.has(allergen) && !leavesOut({ names: [food.name], ...food }),
    );
    expect(missed.map((food) => `${food.id} ${food.name}`)).toEqual([]);
  });

  it('that are dishes of unknown recipe may contain every allergen they are not said to contain', () => {
    const unsure = foods.filter((food) => !reviewedNumbers.has(food.id) && !isSingleFood(food.id, food.name));
    expect(unsure.length).toBeGreaterThan(3000);
    for (const food of unsure) expect(carried(food).size, `${food.id} ${food.name}`).toBe(ALLERGENS.length);
  });

  it('were tagged by the rules as they are now (run build:foods after changing them)', () => {
    const stale = foods
      .filter((food) => !reviewedNumbers.has(food.id))
      .filter((food) => {
        const ruled = usdaFoodAllergens(food.id, food.name);
        return ruled.allergens.join() !== food.allergens.join() || ruled.mayContain.join() !== food.mayContain.join();
      });
    expect(stale.map((food) => `${food.id} ${food.name}`)).toEqual([]);
  });

  it('by the rules, carry at least what each ingredient reviewed one by one contains', () => {
    const missed: string[] = [];
    for (const ingredient of INGREDIENTS.filter((item) => item.source === 'usda-sr24')) {
      const ruled = usdaFoodAllergens(ingredient.usdaNumber, ingredient.usdaDescription);
      const found = new Set([...ruled.allergens, ...ruled.mayContain]);
      for (const allergen of ingredient.allergens) {
        if (!found.has(allergen)) missed.push(`${ingredient.id} (${ingredient.usdaDescription}): ${allergen}`);
      }
    }
    expect(missed).toEqual([]);
  });

  it.each([
    ['01009', 'Cheese, cheddar', ['milk'], []],
    ['01123', 'Egg, whole, raw, fresh', ['eggs'], []],
    ['09003', 'Apples, raw, with skin', [], []],
    ['12061', 'Nuts, almonds', ['tree-nuts'], []],
    ['15076', 'Fish, salmon, Atlantic, wild, raw', ['fish'], []],
    ['16158', 'Hummus, commercial', ['sesame'], []],
    ['14003', 'Alcoholic beverage, beer, regular, all', ['gluten'], []],
    ['09298', 'Raisins, seedless', [], ['sulphites']],
    ['14555', 'Water, bottled, generic', [], []],
    ['35028', 'Cockles, raw (Alaska Native)', ['molluscs'], []],
    ['35039', 'Fish, herring eggs on giant kelp, Pacific (Alaska Native)', ['fish'], []],
  ] as const)('%s %s contains %j and may contain %j', (id, name, allergens, mayContain) => {
    const food = byId.get(id)!;
    expect(food.name).toBe(name);
    expect(food.allergens).toEqual(allergens);
    expect(food.mayContain).toEqual(mayContain);
  });

  it.each([
    ['20409', 'Noodles, egg, dry, unenriched', ['eggs']],
    ['16098', 'Peanut butter, smooth style, with salt', ['peanuts']],
    ['04679', 'Oil, PAM cooking spray, original', []],
    ['35147', 'Tamales (Navajo)', []],
  ] as const)('%s %s, a dish of unknown recipe, contains %j and may contain every other allergen', (id, name, has) => {
    const food = byId.get(id)!;
    expect(food.name).toBe(name);
    expect(food.allergens).toEqual(has);
    expect(carried(food).size).toBe(ALLERGENS.length);
  });

  it('give vitamin A as retinol activity equivalents and vitamin D in micrograms', () => {
    const butter = byId.get('01001')!;
    // SR24: retinol 671 µg and β-carotene 158 µg (684 µg RAE); vitamin D 60 IU (1.5 µg).
    expect(butter.per100g.vitaminA).toBe(684);
    expect(butter.per100g.vitaminD).toBe(1.5);
    expect(butter.portions).toContainEqual({ amount: 1, unit: 'tbsp', grams: 14.2 });
  });
});
