import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { INGREDIENTS, INGREDIENTS_BY_ID } from '@thrive/catalog';
import { UNIT_SYSTEMS, type UnitSystem } from '@thrive/contract';
import {
  LIQUIDS,
  LIQUID_GROUPS,
  PIECES,
  SPOONED_OR_WEIGHED,
  WEIGHED,
  WEIGHED_GROUPS,
  catalogAmount,
  gramsPerCup,
} from './catalog-amounts';

const food = (id: string) => INGREDIENTS_BY_ID.get(id)!;
const amounts = (id: string, grams: number) => UNIT_SYSTEMS.map((units) => catalogAmount(food(id), grams, units));

/** Metric units a US list never shows, and US units a metric list never shows. */
const FOREIGN: Record<UnitSystem, RegExp> = {
  metric: /\d (oz|lb|fl oz)$/,
  us: /\d (g|kg|ml|L)$/,
};

/**
 * A number and a unit or a food's name, in the system's units, with spoons and cups in quarters only
 * while they are few (never "17¼ tablespoon").
 */
function expectReadable(text: string, system: UnitSystem) {
  expect(text).toMatch(/^(a pinch|\d*(\.\d+)?[¼½¾]? \S.*)$/);
  expect(text).not.toMatch(/NaN|undefined|Infinity|^0 /);
  expect(text).not.toMatch(FOREIGN[system]);
  const spoon = /^(\d*)([¼½¾]?) (tsp|tbsp|cups?)$/.exec(text);
  if (spoon) {
    const value = Number(spoon[1] || 0);
    if (spoon[2] === '¼' || spoon[2] === '¾') expect(value).toBeLessThan(16);
    expect(value).toBeLessThanOrEqual(4);
  }
}

describe('catalog amounts', () => {
  it('counts what is bought whole, rounding up, with the right plural', () => {
    expect(amounts('bell-pepper-red', 160)).toEqual(['1 red bell pepper', '1 red bell pepper']);
    expect(amounts('bell-pepper-red', 300)).toEqual(['2 red bell peppers', '2 red bell peppers']);
    expect(amounts('egg', 150)).toEqual(['3 eggs', '3 eggs']);
    expect(amounts('egg', 151)).toEqual(['3 eggs', '3 eggs']);
    expect(amounts('egg', 175)).toEqual(['4 eggs', '4 eggs']);
    expect(amounts('lemon', 58)).toEqual(['1 lemon', '1 lemon']);
    expect(amounts('lemon-juice', 45)).toEqual(['1 lemon', '1 lemon']);
    expect(amounts('onion', 200)).toEqual(['2 onions', '2 onions']);
    expect(amounts('tomato', 400)).toEqual(['4 tomatoes', '4 tomatoes']);
    expect(amounts('peach', 300)).toEqual(['2 peaches', '2 peaches']);
    expect(amounts('celery', 100)).toEqual(['3 stalks celery', '3 stalks celery']);
    expect(amounts('shallot', 20)).toEqual(['1 shallot', '1 shallot']);
  });

  it('asks for a few cloves of garlic, and for heads past that', () => {
    expect(amounts('garlic', 2)).toEqual(['1 clove garlic', '1 clove garlic']);
    expect(amounts('garlic', 12)).toEqual(['4 cloves garlic', '4 cloves garlic']);
    expect(amounts('garlic', 25)).toEqual(['1 head garlic', '1 head garlic']);
    expect(amounts('garlic', 70)).toEqual(['3 heads garlic', '3 heads garlic']);
  });

  it('weighs meat and fish in grams, or in pounds and ounces', () => {
    expect(amounts('chicken-breast', 513)).toEqual(['525 g', '1 lb 2 oz']);
    expect(amounts('salmon', 163)).toEqual(['160 g', '6 oz']);
    expect(amounts('beef-ground-90', 1360)).toEqual(['1.35 kg', '3 lb']);
  });

  it('gives other foods in spoons and cups, and larger amounts by weight', () => {
    expect(amounts('oats-rolled', 120)).toEqual(['1½ cups', '1½ cups']);
    expect(amounts('oats-rolled', 300)).toEqual(['300 g', '3¾ cups']);
    expect(amounts('cumin', 1.5)).toEqual(['¾ tsp', '¾ tsp']);
    expect(amounts('salt', 0.3)).toEqual(['a pinch', 'a pinch']);
    expect(amounts('parmesan', 10)).toEqual(['1½ tbsp', '1½ tbsp']);
    expect(amounts('parmesan', 80)).toEqual(['80 g', '2¾ oz']);
    expect(amounts('spinach', 150)).toEqual(['150 g', '5 oz']);
  });

  it('pours liquids in millilitres, or in cups and fluid ounces', () => {
    expect(amounts('olive-oil', 27)).toEqual(['2 tbsp', '2 tbsp']);
    expect(amounts('milk-whole', 490)).toEqual(['475 ml', '2 cups']);
    expect(amounts('broth-chicken', 1410)).toEqual(['1.4 L', '48 fl oz']);
  });

  it('reads a food’s density from its plainest volume measure', () => {
    expect(gramsPerCup(food('oats-rolled').measures)).toBeCloseTo(81);
    // Whole almonds, not ground or sliced.
    expect(gramsPerCup(food('almonds').measures)).toBeCloseTo(143);
    // Not whipped, and not the cup of whipped cream a cup of cream yields.
    expect(gramsPerCup(food('heavy-cream').measures)).toBeCloseTo(240, -1);
    expect(gramsPerCup(food('pasta-dry').measures)).toBeUndefined();
  });

  it('names only foods of the catalog, each in one way of buying', () => {
    const lists = [Object.keys(PIECES), [...WEIGHED], [...SPOONED_OR_WEIGHED], [...LIQUIDS]];
    for (const id of lists.flat()) expect(INGREDIENTS_BY_ID.has(id), id).toBe(true);
    expect(new Set(lists.flat()).size).toBe(lists.flat().length);
    // A piece's measure is one USDA gives for that food.
    for (const [id, piece] of Object.entries(PIECES)) {
      if (piece.grams) continue;
      expect(
        food(id).measures.some((measure) => piece.measure!.test(measure.name)),
        id,
      ).toBe(true);
    }
    for (const id of LIQUIDS) expect(gramsPerCup(food(id).measures), id).toBeDefined();
  });

  const anyFood = fc.constantFrom(...INGREDIENTS);
  const grams = fc.double({ min: 0.05, max: 20_000, noNaN: true });
  const units = fc.constantFrom(...UNIT_SYSTEMS);

  it('gives every food, at any amount, a readable amount in the system asked for', () => {
    for (const ingredient of INGREDIENTS) {
      for (const amount of [0.1, 0.8, 3, 12, 45, 160, 480, 1500, 9000]) {
        for (const system of UNIT_SYSTEMS) expectReadable(catalogAmount(ingredient, amount, system), system);
      }
    }
    fc.assert(
      fc.property(anyFood, grams, units, (ingredient, amount, system) =>
        expectReadable(catalogAmount(ingredient, amount, system), system),
      ),
      { numRuns: 2000 },
    );
  });

  it('counts whole pieces, at least one, never fewer for more', () => {
    const counted = fc.constantFrom(...Object.keys(PIECES), 'garlic');
    fc.assert(
      fc.property(counted, grams, grams, units, (id, a, b, system) => {
        const less = catalogAmount(food(id), Math.min(a, b), system);
        const more = catalogAmount(food(id), Math.max(a, b), system);
        for (const text of [less, more]) expect(text).toMatch(/^[1-9]\d* \D/);
        // Garlic's heads are counted as the cloves they hold.
        const count = (text: string) => Number.parseInt(text, 10) * (/ heads? garlic$/.test(text) ? 10 : 1);
        expect(count(less)).toBeLessThanOrEqual(count(more));
      }),
    );
  });

  it('weighs meat, fish and what is sold by weight', () => {
    const weighed = INGREDIENTS.filter((item) => WEIGHED_GROUPS.has(item.group) || WEIGHED.has(item.id));
    fc.assert(
      fc.property(fc.constantFrom(...weighed), grams, (ingredient, amount) => {
        expect(catalogAmount(ingredient, amount, 'metric')).toMatch(/^\d+(\.\d+)? (g|kg)$/);
        expect(catalogAmount(ingredient, amount, 'us')).toMatch(/^(\d*[¼½¾]? oz|\d+ lb( \d+ oz)?)$/);
      }),
    );
  });

  it('pours liquids, past a few spoons, in millilitres and litres or cups and fluid ounces', () => {
    const liquids = INGREDIENTS.filter(
      (item) => (LIQUIDS.has(item.id) || LIQUID_GROUPS.has(item.group)) && !PIECES[item.id],
    );
    fc.assert(
      fc.property(fc.constantFrom(...liquids), fc.double({ min: 100, max: 20_000, noNaN: true }), (item, amount) => {
        expect(catalogAmount(item, amount, 'metric')).toMatch(/^\d+(\.\d+)? (ml|L)$/);
        expect(catalogAmount(item, amount, 'us')).toMatch(/^(\d*[¼½¾]? cups?|\d+ fl oz)$/);
      }),
    );
  });
});
