/**
 * Rebuilds content/ingredients.json from the foods chosen in content/ingredient-selection.json (checked by
 * src/ingredient-selection.ts) and the USDA National Nutrient Database for Standard Reference, Release 24
 * (public domain), as Debian's `cronometer` package ships it. Run only when the catalog changes:
 * `npm run build:ingredients -w @thrive/catalog` (set CRONOMETER_JAR to use a local copy).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { FOOD_GROUPS, roundTo } from '@thrive/nutrition';
import { IngredientSchema, type Ingredient } from '../src/ingredient';
import { readIngredientSelection, type IngredientSelection } from '../src/ingredient-selection';
import { readSr24, SR24_NUTRIENT_NAMES, type Sr24Food } from './sr24';

const OUTPUT = path.join(import.meta.dirname, '../content/ingredients.json');

const round = (value: number) => roundTo(value, 2);

/** The nutrients an ingredient keeps per 100 g. */
const NUTRIENTS = ['calories', 'protein', 'carbs', 'fat', 'fiber', 'sugar', 'sodium'] as const;

function fromSr24(selection: IngredientSelection, food: Sr24Food): Ingredient {
  if (food.description !== selection.usdaDescription) {
    throw new Error(
      `${selection.id}: SR24 food ${selection.usda} is "${food.description}", not "${selection.usdaDescription}"`,
    );
  }
  const per100g = Object.fromEntries(
    NUTRIENTS.map((key) => [key, round(food.nutrients.get(SR24_NUTRIENT_NAMES[key]) ?? 0)]),
  ) as Ingredient['per100g'];
  const measures = food.measures.map((measure) => ({ ...measure, grams: round(measure.grams) }));
  return IngredientSchema.parse({
    id: selection.id,
    name: selection.name,
    usdaNumber: selection.usda,
    usdaDescription: selection.usdaDescription,
    source: 'usda-sr24',
    category: selection.category,
    group: selection.group,
    icon: selection.icon,
    per100g,
    measures,
    allergens: selection.allergens,
    mayContain: selection.mayContain,
  });
}

function fromPublished(selection: IngredientSelection): Ingredient {
  const published = selection.published;
  if (!published) throw new Error(`${selection.id}: neither an SR24 number nor published figures`);
  return IngredientSchema.parse({
    id: selection.id,
    name: selection.name,
    usdaNumber: published.fdcId,
    usdaDescription: selection.usdaDescription,
    source: 'usda-published',
    category: selection.category,
    group: selection.group,
    icon: selection.icon,
    per100g: published.per100g,
    measures: published.measures.map((measure) => ({ amount: 1, ...measure })),
    allergens: selection.allergens,
    mayContain: selection.mayContain,
  });
}

const INGREDIENT_SELECTION = readIngredientSelection();
const sr24 = new Map(
  readSr24(INGREDIENT_SELECTION.flatMap((item) => (item.usda ? [item.usda] : []))).map((food) => [food.number, food]),
);

const ingredients = INGREDIENT_SELECTION.map((selection) =>
  selection.usda ? fromSr24(selection, sr24.get(selection.usda)!) : fromPublished(selection),
).sort((a, b) => FOOD_GROUPS.indexOf(a.group) - FOOD_GROUPS.indexOf(b.group) || a.id.localeCompare(b.id));

writeFileSync(OUTPUT, JSON.stringify(ingredients, null, 1) + '\n');
console.log(`wrote ${ingredients.length} ingredients to ${path.relative(process.cwd(), OUTPUT)}`);
