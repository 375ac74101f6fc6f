/**
 * Rebuilds content/foods.json: every food of the USDA's Standard Reference, release 24 (public domain), with its
 * household portions, the nutrients the diary shows per 100 g, and its allergens. Run when the rules change:
 * `npm run build:foods -w @thrive/catalog` (set CRONOMETER_JAR to use a local copy of SR24).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { ALLERGENS, type Allergen, type Nutrients } from '@thrive/contract';
import { INGREDIENTS } from '../src/ingredients';
import { ANY_OTHER, FOOD_COLUMNS, type FoodsFile, type FoodRow } from '../src/foods-file';
import { usdaFoodAllergens } from '../src/usda-food-allergens';
import { readSr24, SR24_NUTRIENT_NAMES, type Sr24Food } from './sr24';

const OUTPUT = path.join(import.meta.dirname, '../content/foods.json');

/** Three significant figures, as SR24 gives most of them. */
const round = (value: number) => Number(value.toPrecision(3));

/**
 * Vitamin A in µg of retinol activity equivalents, as the DRIs count it: retinol, β-carotene ÷ 12, α-carotene and
 * β-cryptoxanthin ÷ 24. Unknown when SR24 gives neither retinol nor β-carotene, unless its vitamin A is zero.
 */
function vitaminA(nutrients: ReadonlyMap<string, number>): number | undefined {
  const part = (name: string) => nutrients.get(name) ?? 0;
  if (!nutrients.has('Retinol') && !nutrients.has('Beta-carotene')) {
    return nutrients.get('Vitamin A') === 0 ? 0 : undefined;
  }
  return part('Retinol') + part('Beta-carotene') / 12 + (part('Alpha-carotene') + part('Beta-cryptoxanthin')) / 24;
}

function per100g(food: Sr24Food): Partial<Record<keyof Nutrients, number>> {
  const values: Partial<Record<keyof Nutrients, number>> = {};
  for (const [key, name] of Object.entries(SR24_NUTRIENT_NAMES)) {
    const value = food.nutrients.get(name);
    if (value !== undefined) values[key as keyof Nutrients] = value;
  }
  const a = vitaminA(food.nutrients);
  if (a !== undefined) values.vitaminA = a;
  // SR24 gives vitamin D in IU; 40 IU is 1 µg.
  const d = food.nutrients.get('Vitamin D');
  if (d !== undefined) values.vitaminD = d / 40;
  return values;
}

/** The ingredients reviewed one by one decide their food's allergens (several may share one food). */
const reviewed = new Map<string, { allergens: Set<Allergen>; mayContain: Set<Allergen> }>();
for (const ingredient of INGREDIENTS) {
  if (ingredient.source !== 'usda-sr24') continue;
  const entry = reviewed.get(ingredient.usdaNumber) ?? { allergens: new Set(), mayContain: new Set() };
  ingredient.allergens.forEach((allergen) => entry.allergens.add(allergen));
  ingredient.mayContain?.forEach((allergen) => entry.mayContain.add(allergen));
  reviewed.set(ingredient.usdaNumber, entry);
}

function allergensOf(food: Sr24Food): { allergens: Allergen[]; mayContain: Allergen[] } {
  const review = reviewed.get(food.number);
  if (!review) return usdaFoodAllergens(food.number, food.description);
  return {
    allergens: ALLERGENS.filter((allergen) => review.allergens.has(allergen)),
    mayContain: ALLERGENS.filter((allergen) => review.mayContain.has(allergen) && !review.allergens.has(allergen)),
  };
}

const foods = readSr24().filter((food) => food.nutrients.has('Energy'));
const rows: FoodRow[] = foods.map((food) => {
  const values = per100g(food);
  const { allergens, mayContain } = allergensOf(food);
  return [
    food.number,
    food.description,
    FOOD_COLUMNS.map((key) => (values[key] === undefined ? null : round(values[key]))),
    food.measures.map(({ amount, name, grams }) => [amount, name, round(grams)]),
    allergens,
    mayContain.length > 0 && allergens.length + mayContain.length === ALLERGENS.length ? ANY_OTHER : mayContain,
  ];
});

const file: FoodsFile = {
  source: 'USDA National Nutrient Database for Standard Reference, Release 24',
  columns: FOOD_COLUMNS,
  foods: rows,
};
// One food a line, so that a change to the rules reads as a diff of the foods it changed.
const lines = rows.map((row) => JSON.stringify(row));
writeFileSync(
  OUTPUT,
  `{"source":${JSON.stringify(file.source)},"columns":${JSON.stringify(file.columns)},"foods":[\n${lines.join(',\n')}\n]}\n`,
);
console.log(`wrote ${rows.length} foods to ${path.relative(process.cwd(), OUTPUT)}`);
