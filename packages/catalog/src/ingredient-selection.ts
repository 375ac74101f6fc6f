import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { FOOD_CATEGORIES, FOOD_GROUPS } from '@thrive/nutrition';
import { FactsSchema, allergensApart, foodAllergensShape } from './ingredient';

/**
 * The ingredients of the built-in catalog, stored in content/ingredient-selection.json: which USDA food
 * each one is, and how diet rules (category) and the shopping list (group) see it.
 * scripts/build-ingredients.ts reads the nutrients of every `usda` number from the USDA National Nutrient
 * Database for Standard Reference, Release 24 (public domain), and writes content/ingredients.json. The few
 * foods SR24 lacks carry their FoodData Central figures in `published`.
 *
 * Choices worth knowing:
 * - The plainest SR24 entry wins: raw vegetables, fruit, meat and fish (recipes weigh them raw),
 *   unsalted/unsweetened variants; grains and legumes come cooked (and dry where recipes weigh them dry).
 * - Some ingredients share one SR24 food because SR24 does not tell them apart: tomato and cherry
 *   tomatoes (11529), onion and red onion (11282). Almond flour is ground blanched almonds (12062).
 * - SR24 does not report every value: sugars are missing for a few foods (raw kale and fennel,
 *   quinoa, chia seeds, fresh herbs, some meats and farmed salmon), fiber and sugars for tempeh
 *   and canned coconut milk. The build reads a missing value as 0.
 * - Avocado and olives are category 'fruit' but shop with the vegetables. Green peas are 'legume'
 *   but shop with the vegetables. Salt is category 'condiment' but shops with the spices.
 * - Soy milk, soy sauce, tamari and miso are category 'soy' and group 'legumes-soy'.
 * - Oat and rice milk are grains (see FOOD_CATEGORIES): category 'whole-grain', group 'plant-milks'.
 * - Mayonnaise is category 'egg' (egg yolk makes it non-vegan); chicken broth is 'animal-condiment'.
 * - Allergens follow the EU's fourteen and the FDA's nine (see docs/product.md, "Allergens"). Refined oils
 *   (soybean, sunflower) carry none, as both laws exempt them; coconut is not a tree nut (EU, and the FDA
 *   since 2025); oats carry gluten; tamari is the wheat-free kind its name says. `mayContain` marks what
 *   depends on the brand: sulphites in dried fruit, Dijon mustard and pickles, celery and mustard in curry
 *   powder, milk in cured sausage, crustaceans caught with seaweed.
 */
export const INGREDIENT_SELECTION_FILE = fileURLToPath(
  new URL('../content/ingredient-selection.json', import.meta.url),
);

const PublishedFiguresSchema = z.strictObject({
  /** USDA FoodData Central id of the published figures. */
  fdcId: z.string().regex(/^\d+$/),
  /** The FoodData Central data type the figures come from. */
  dataset: z.enum(['SR Legacy', 'Foundation', 'Branded Foods']),
  per100g: FactsSchema.strict(),
  measures: z.array(z.strictObject({ name: z.string().min(1), grams: z.number().positive() })),
});
export type PublishedFigures = z.infer<typeof PublishedFiguresSchema>;

const IngredientSelectionSchema = z
  .strictObject({
    /** Kebab-case, unique, descriptive: 'quinoa-cooked', 'chicken-breast' (raw). */
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected kebab-case'),
    /** As a cook reads it. */
    name: z.string().min(2),
    /** 5-digit SR24 NDB number. */
    usda: z
      .string()
      .regex(/^\d{5}$/, 'expected a 5-digit SR24 number')
      .optional(),
    /** USDA's own description of the food: SR24's for `usda` (the build checks it), FoodData Central's for `published`. */
    usdaDescription: z.string().min(1),
    /** Only for the few modern foods absent from SR24; then `usda` is omitted. */
    published: PublishedFiguresSchema.optional(),
    category: z.enum(FOOD_CATEGORIES),
    group: z.enum(FOOD_GROUPS),
    /** A Fluent Emoji Flat icon name (@iconify-json/fluent-emoji-flat). */
    icon: z.string().min(1).optional(),
    /** Why a figure or choice is what it is, where the fields do not say. */
    note: z.string().min(1).optional(),
    ...foodAllergensShape,
  })
  .refine(...allergensApart)
  .refine((entry) => (entry.usda === undefined) !== (entry.published === undefined), {
    message: 'expected either an SR24 number (usda) or published figures, not both or neither',
    path: ['usda'],
  });
export type IngredientSelection = z.infer<typeof IngredientSelectionSchema>;

/**
 * Checks the parsed contents of the selection file: every problem, one per line, names the entry (counted
 * from 0, with its id where it has one) and the field.
 */
export function parseIngredientSelection(
  data: unknown,
  file = path.basename(INGREDIENT_SELECTION_FILE),
): IngredientSelection[] {
  if (!Array.isArray(data)) throw new Error(`${file}: expected an array of ingredients`);
  const problems: string[] = [];
  const entries: IngredientSelection[] = [];
  const firstIndexOfId = new Map<string, number>();
  data.forEach((raw: unknown, index) => {
    const id = typeof raw === 'object' && raw !== null && 'id' in raw ? raw.id : undefined;
    const label = `${file}: entry ${index}${typeof id === 'string' ? ` (${JSON.stringify(id)})` : ''}`;
    const parsed = IngredientSelectionSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path.join('.');
        problems.push(`${label}: ${field ? `${field}: ` : ''}${issue.message}`);
      }
      return;
    }
    const first = firstIndexOfId.get(parsed.data.id);
    if (first !== undefined) problems.push(`${label}: id: also the id of entry ${first}`);
    else firstIndexOfId.set(parsed.data.id, index);
    entries.push(parsed.data);
  });
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return entries;
}

export function readIngredientSelection(file = INGREDIENT_SELECTION_FILE): IngredientSelection[] {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${path.basename(file)}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return parseIngredientSelection(data, path.basename(file));
}
