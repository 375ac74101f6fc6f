import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FOOD_CATEGORIES, type FoodCategory } from './food-categories';
import { dietsOf, satisfiesDiet, type RuleRecipe } from './diet-rules';

function recipe(items: [FoodCategory, number][], perServing = { protein: 20, carbs: 40, fat: 10 }): RuleRecipe {
  return { ingredients: items.map(([category, grams]) => ({ category, grams })), servings: 1, perServing };
}

describe('diet rules', () => {
  it('vegan excludes every animal product, honey included', () => {
    expect(
      satisfiesDiet(
        recipe([
          ['legume', 200],
          ['vegetable', 100],
        ]),
        'vegan',
      ),
    ).toBe(true);
    for (const animal of ['dairy', 'butter', 'egg', 'honey', 'fish', 'gelatin', 'animal-condiment'] as const) {
      expect(
        satisfiesDiet(
          recipe([
            ['legume', 200],
            [animal, 5],
          ]),
          'vegan',
        ),
      ).toBe(false);
    }
  });

  it('vegetarian allows dairy, eggs and honey but no meat, fish or gelatin', () => {
    expect(
      satisfiesDiet(
        recipe([
          ['egg', 100],
          ['dairy', 50],
          ['honey', 10],
        ]),
        'vegetarian',
      ),
    ).toBe(true);
    for (const flesh of [
      'red-meat',
      'poultry',
      'processed-meat',
      'shellfish',
      'gelatin',
      'animal-condiment',
    ] as const) {
      expect(
        satisfiesDiet(
          recipe([
            ['vegetable', 200],
            [flesh, 5],
          ]),
          'vegetarian',
        ),
      ).toBe(false);
    }
  });

  it('paleo excludes grains, legumes, soy, dairy, refined sugar and seed oils', () => {
    expect(
      satisfiesDiet(
        recipe([
          ['poultry', 150],
          ['vegetable', 200],
          ['olive-oil', 10],
        ]),
        'paleo',
      ),
    ).toBe(true);
    for (const category of ['whole-grain', 'legume', 'soy', 'dairy', 'butter', 'refined-sugar', 'seed-oil'] as const) {
      expect(
        satisfiesDiet(
          recipe([
            ['poultry', 150],
            [category, 5],
          ]),
          'paleo',
        ),
      ).toBe(false);
    }
  });

  it('keto follows the 55–80 % fat, 15–35 % protein, under 10 % carbohydrate split', () => {
    // 30 g protein (120 kcal), 5 g carbs (20 kcal), 40 g fat (360 kcal): 24 % / 4 % / 72 %
    expect(satisfiesDiet(recipe([], { protein: 30, carbs: 5, fat: 40 }), 'keto')).toBe(true);
    // 14 g carbs (56 kcal) of 516 kcal = 10.8 %: not under 10 %
    expect(satisfiesDiet(recipe([], { protein: 30, carbs: 14, fat: 37.8 }), 'keto')).toBe(false);
    // too much protein: 45 %
    expect(satisfiesDiet(recipe([], { protein: 56, carbs: 2, fat: 29.8 }), 'keto')).toBe(false);
  });

  it('Aegean needs olive oil as the only added fat and a plant, fish or poultry base', () => {
    const salad: [FoodCategory, number][] = [
      ['vegetable', 300],
      ['legume', 150],
      ['dairy', 60],
      ['olive-oil', 15],
    ];
    expect(satisfiesDiet(recipe(salad), 'aegean')).toBe(true);
    expect(satisfiesDiet(recipe([...salad, ['butter', 10]]), 'aegean')).toBe(false);
    expect(satisfiesDiet(recipe([...salad, ['processed-meat', 30]]), 'aegean')).toBe(false);
    expect(satisfiesDiet(recipe([...salad, ['refined-sugar', 3]]), 'aegean')).toBe(false);
    expect(satisfiesDiet(recipe([...salad, ['refined-sugar', 2]]), 'aegean')).toBe(true);
    expect(
      satisfiesDiet(
        recipe([
          ['dairy', 400],
          ['vegetable', 100],
          ['olive-oil', 10],
        ]),
        'aegean',
      ),
    ).toBe(false);
  });

  it('every vegan recipe is vegetarian, whatever it holds', () => {
    const item = fc.tuple(fc.constantFrom(...FOOD_CATEGORIES), fc.integer({ min: 1, max: 500 }));
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 12 }), (items) => {
        const diets = dietsOf(recipe(items));
        if (diets.includes('vegan')) expect(diets).toContain('vegetarian');
      }),
    );
  });
});
