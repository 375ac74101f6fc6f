import type { FakeRequest } from './fake-service';

/** Products in Open Food Facts' shape (`GET /api/v2/product/{code}.json`): figures per 100 g, minerals in grams. */
export const PRODUCTS: Record<string, unknown> = {
  '4000000000017': {
    product_name: 'Hazelnut cocoa spread',
    brands: 'Testbrand, Other brand',
    serving_quantity: 15,
    ingredients_text: 'sugar, palm oil, hazelnuts 13%, skimmed milk powder 8.7%, fat-reduced cocoa',
    allergens_tags: ['en:milk', 'en:nuts'],
    traces_tags: ['en:gluten'],
    nutriments: {
      'energy-kcal_100g': 539,
      energy_100g: 2252,
      proteins_100g: 6.3,
      carbohydrates_100g: 57.5,
      sugars_100g: 56.3,
      fat_100g: 30.9,
      'saturated-fat_100g': 10.6,
      sodium_100g: 0.0428,
      calcium_100g: 0.108,
    },
  },
  '4000000000024': { product_name: 'Cola without a label', ingredients_text: 'water, sugar', nutriments: {} },
  // A label with an absurdly long name and brand.
  '4000000000048': {
    product_name: 'Oat drink '.repeat(10_000),
    brands: 'Brand'.repeat(10_000),
    ingredients_text: 'water, oats',
    allergens_tags: ['en:gluten'],
    nutriments: { 'energy-kcal_100g': 46, proteins_100g: 1, carbohydrates_100g: 6.7, fat_100g: 1.5 },
  },
  // Figures that are not an object, as a broken record might hold.
  '4000000000055': { product_name: 'Broken record', nutriments: 'not an object' },
  '40000017': {
    product_name: 'Seed bar',
    nutriments: { energy_100g: 1500, proteins_100g: 10, carbohydrates_100g: 50, fat_100g: 20 },
  },
};

/** Open Food Facts' product endpoint over PRODUCTS, with its 404 for a code it does not know. */
export function openFoodFacts({ path, query }: FakeRequest) {
  const code = /^\/api\/v2\/product\/(\d+)\.json$/.exec(path)?.[1];
  if (!code || !query.get('fields')?.includes('nutriments')) return { status: 400, body: { status: 0 } };
  const product = PRODUCTS[code];
  return product
    ? { status: 200, body: { code, status: 1, status_verbose: 'product found', product } }
    : { status: 404, body: { code, status: 0, status_verbose: 'product not found' } };
}
