import { z } from 'zod';
import { ALLERGENS, type Allergen, type Food, type Nutrients } from '@thrive/contract';
import { roundTo } from '@thrive/nutrition';
import { remoteServiceFor, type RemoteAdapterOptions, type RemoteService } from '../remote-call';

/**
 * Open Food Facts (no key): a product found by its barcode becomes a food with its label's nutrients
 * (docs/product.md, "Food diary"). Its shapes stay in this file.
 */

/** A product's label changes rarely: a response is kept a week. */
export const PRODUCT_CACHE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface OpenFoodFactsOptions extends RemoteAdapterOptions {
  /** The service's base, e.g. https://world.openfoodfacts.org. */
  apiUrl: string;
}

/** The fields asked for: `GET /api/v2/product/{barcode}.json?fields=…`. */
const FIELDS = [
  'code',
  'product_name',
  'brands',
  'nutriments',
  'allergens_tags',
  'traces_tags',
  'ingredients_text',
  'serving_quantity',
];

/** The most of a product's name or brand we keep. */
const LABEL_LENGTH = 120;

const amount = z.coerce.number().nonnegative().optional().catch(undefined);

/** The figures per 100 g we read: energy in kcal (or kJ), the rest in grams, as Open Food Facts stores them. */
const NutrimentsSchema = z
  .object({
    'energy-kcal_100g': amount,
    energy_100g: amount,
    proteins_100g: amount,
    carbohydrates_100g: amount,
    fat_100g: amount,
    fiber_100g: amount,
    sugars_100g: amount,
    'saturated-fat_100g': amount,
    cholesterol_100g: amount,
    sodium_100g: amount,
    potassium_100g: amount,
    calcium_100g: amount,
    iron_100g: amount,
    magnesium_100g: amount,
    zinc_100g: amount,
    'vitamin-a_100g': amount,
    'vitamin-c_100g': amount,
    'vitamin-d_100g': amount,
    'vitamin-e_100g': amount,
    'vitamin-k_100g': amount,
    'vitamin-b6_100g': amount,
    'vitamin-b12_100g': amount,
    'vitamin-b9_100g': amount,
  })
  .partial();

/** A name or brand as a label prints it: an oversized one is cut to what a person reads (and a diary entry holds). */
const label = z
  .string()
  .optional()
  .transform((text) => text?.slice(0, LABEL_LENGTH));

export const ProductResponseSchema = z.object({
  code: z.string().optional(),
  status: z.number(),
  product: z
    .object({
      product_name: label,
      brands: label,
      nutriments: NutrimentsSchema.optional(),
      allergens_tags: z.array(z.string()).optional(),
      traces_tags: z.array(z.string()).optional(),
      ingredients_text: z.string().optional(),
      serving_quantity: z.coerce.number().positive().optional().catch(undefined),
    })
    .optional(),
});
export type ProductResponse = z.infer<typeof ProductResponseSchema>;

/** Open Food Facts' allergen tags in our allergens. */
const ALLERGEN_TAGS: Record<string, Allergen> = {
  'en:gluten': 'gluten',
  'en:wheat': 'wheat',
  'en:crustaceans': 'crustaceans',
  'en:molluscs': 'molluscs',
  'en:eggs': 'eggs',
  'en:fish': 'fish',
  'en:peanuts': 'peanuts',
  'en:nuts': 'tree-nuts',
  'en:soybeans': 'soy',
  'en:milk': 'milk',
  'en:sesame-seeds': 'sesame',
  'en:celery': 'celery',
  'en:mustard': 'mustard',
  'en:lupin': 'lupin',
  'en:sulphur-dioxide-and-sulphites': 'sulphites',
};

/** The grams a mass nutrient is stored in, in the unit our nutrients count it in. */
const MILLIGRAMS = 1000;
const MICROGRAMS = 1_000_000;

type Product = NonNullable<ProductResponse['product']>;

function nutrientsOf(nutriments: NonNullable<Product['nutriments']>): Nutrients | undefined {
  const kcal =
    nutriments['energy-kcal_100g'] ??
    (nutriments.energy_100g === undefined ? undefined : nutriments.energy_100g / 4.184);
  const { proteins_100g: protein, carbohydrates_100g: carbs, fat_100g: fat } = nutriments;
  // A label without energy and the three macronutrients cannot be logged by weight.
  if (kcal === undefined || protein === undefined || carbs === undefined || fat === undefined) return undefined;
  const nutrients: Nutrients = { calories: roundTo(kcal, 1), protein, carbs, fat };
  const scaled = (key: keyof Nutrients, value: number | undefined, factor = 1) => {
    if (value !== undefined) nutrients[key] = roundTo(value * factor, 3);
  };
  scaled('fiber', nutriments.fiber_100g);
  scaled('sugar', nutriments.sugars_100g);
  scaled('saturatedFat', nutriments['saturated-fat_100g']);
  scaled('cholesterol', nutriments.cholesterol_100g, MILLIGRAMS);
  scaled('sodium', nutriments.sodium_100g, MILLIGRAMS);
  scaled('potassium', nutriments.potassium_100g, MILLIGRAMS);
  scaled('calcium', nutriments.calcium_100g, MILLIGRAMS);
  scaled('iron', nutriments.iron_100g, MILLIGRAMS);
  scaled('magnesium', nutriments.magnesium_100g, MILLIGRAMS);
  scaled('zinc', nutriments.zinc_100g, MILLIGRAMS);
  scaled('vitaminA', nutriments['vitamin-a_100g'], MICROGRAMS);
  scaled('vitaminC', nutriments['vitamin-c_100g'], MILLIGRAMS);
  scaled('vitaminD', nutriments['vitamin-d_100g'], MICROGRAMS);
  scaled('vitaminE', nutriments['vitamin-e_100g'], MILLIGRAMS);
  scaled('vitaminK', nutriments['vitamin-k_100g'], MICROGRAMS);
  scaled('vitaminB6', nutriments['vitamin-b6_100g'], MILLIGRAMS);
  scaled('vitaminB12', nutriments['vitamin-b12_100g'], MICROGRAMS);
  scaled('folate', nutriments['vitamin-b9_100g'], MICROGRAMS);
  return nutrients;
}

/**
 * A product's allergens from its label's tags. Without an ingredient list nothing is known of it: it may contain
 * any allergen (decision 0029). Gluten may come from wheat, barley or rye: a product with gluten and no wheat tag
 * may contain wheat.
 */
function allergensOf(product: Product): Pick<Food, 'allergens' | 'mayContain'> {
  const contains = new Set((product.allergens_tags ?? []).flatMap((tag) => ALLERGEN_TAGS[tag] ?? []));
  const traces = new Set((product.traces_tags ?? []).flatMap((tag) => ALLERGEN_TAGS[tag] ?? []));
  if (contains.has('gluten') && !contains.has('wheat')) traces.add('wheat');
  const unknown = !product.ingredients_text?.trim();
  return {
    allergens: ALLERGENS.filter((allergen) => contains.has(allergen)),
    mayContain: ALLERGENS.filter((allergen) => !contains.has(allergen) && (unknown || traces.has(allergen))),
  };
}

/** The food a product is, or undefined when its label gives no nutrition facts. */
export function foodFromProduct(barcode: string, product: Product): Food | undefined {
  const per100g = product.nutriments ? nutrientsOf(product.nutriments) : undefined;
  if (!per100g) return undefined;
  const name = product.product_name?.trim() || `Product ${barcode}`;
  const brand = product.brands?.split(',')[0]?.trim();
  return {
    id: barcode,
    name: brand ? `${name} (${brand})` : name,
    source: 'open-food-facts',
    portions: product.serving_quantity ? [{ amount: 1, unit: 'serving', grams: product.serving_quantity }] : [],
    per100g,
    ...allergensOf(product),
  };
}

/** What a barcode finds: a food, a product without nutrition facts, or nothing. */
export type ProductLookup = { food: Food } | { found: 'no-nutrients' } | { found: 'nothing' };

export class OpenFoodFacts {
  private readonly service: RemoteService;

  constructor(private readonly options: OpenFoodFactsOptions) {
    this.service = remoteServiceFor('open-food-facts', options, { cacheTtlMs: PRODUCT_CACHE_TTL_MS });
  }

  /** Throws RemoteServiceError when the service is slow, down or answers nonsense. */
  async product(barcode: string): Promise<ProductLookup> {
    const url = new URL(`${this.options.apiUrl.replace(/\/+$/, '')}/api/v2/product/${barcode}.json`);
    url.searchParams.set('fields', FIELDS.join(','));
    const response = await this.service.get({ url, schema: ProductResponseSchema, expectedStatuses: [404] });
    const product = response.data?.status === 1 ? response.data.product : undefined;
    if (!product) return { found: 'nothing' };
    const food = foodFromProduct(barcode, product);
    return food ? { food } : { found: 'no-nutrients' };
  }
}
