import { describe, expect, it } from 'vitest';
import { ALLERGENS, DIARY_MESSAGES, type Food } from '@thrive/contract';
import type { App } from '../../app';
import { appWithFakeService } from '../../test/fake-service-app';
import type { FakeMode } from '../../test/fake-service';
import { openFoodFacts } from '../../test/fake-open-food-facts';
import { newAccount, signUp, TEST_ORIGIN } from '../../test/sessions';
import { createTestApp } from '../../test/test-app';

describe('Open Food Facts (OPENFOODFACTS_API_URL), faked by a local server', () => {
  const context = appWithFakeService(openFoodFacts, (origin) => ({
    providers: { barcodes: { apiUrl: origin }, timeoutMs: 10_000 },
  }));
  const food = (code: string, app: App = context.app) => app.inject({ method: 'GET', url: `/api/foods/${code}` });

  it('says barcodes can be looked up, and reads a product as a food with its label per 100 g', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/api/foods/sources' })).json()).toEqual({ barcodes: true });
    const response = await food('4000000000017');
    expect(response.statusCode, response.body).toBe(200);
    const spread = response.json() as Food;
    expect(spread).toMatchObject({
      id: '4000000000017',
      name: 'Hazelnut cocoa spread (Testbrand)',
      source: 'open-food-facts',
      portions: [{ amount: 1, unit: 'serving', grams: 15 }],
      per100g: {
        calories: 539,
        protein: 6.3,
        carbs: 57.5,
        fat: 30.9,
        sugar: 56.3,
        saturatedFat: 10.6,
        sodium: 42.8,
        calcium: 108,
      },
      allergens: ['tree-nuts', 'milk'],
      mayContain: ['gluten'],
    });
    expect(spread.per100g.vitaminC).toBeUndefined();
  });

  it('works out kcal from kJ, and a product without its ingredients may contain any allergen', async () => {
    const bar = (await food('40000017')).json() as Food;
    expect(bar.per100g.calories).toBeCloseTo(358.5, 1);
    expect(bar.allergens).toEqual([]);
    expect(bar.mayContain).toEqual([...ALLERGENS]);
  });

  it('answers 404 for an unknown barcode and for a product without nutrition facts, each saying so', async () => {
    const unknown = await food('4000000000031');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(DIARY_MESSAGES.productNotFound);
    const bare = await food('4000000000024');
    expect(bare.statusCode).toBe(404);
    expect(bare.json().error.message).toBe(DIARY_MESSAGES.productWithoutNutrients);
  });

  it('cuts an oversized name and brand to a label’s length, and answers a broken record with a 503, never a 500', async () => {
    const long = await food('4000000000048');
    expect(long.statusCode).toBe(200);
    const drink = long.json() as Food;
    expect(drink.name.length).toBeLessThanOrEqual(2 * 120 + 3);
    expect(drink.name).toMatch(/^Oat drink Oat drink /);
    expect(drink.allergens).toEqual(['gluten']);
    const broken = await food('4000000000055');
    expect(broken.statusCode).toBe(503);
  });

  it('logs a product by its serving, its label’s figures × grams ÷ 100', async () => {
    const { cookie } = await signUp(context.app, newAccount(), '10.40.0.1');
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/diary/2026-11-20/entries',
      headers: { cookie, origin: TEST_ORIGIN },
      payload: { meal: 'snacks', food: { id: '4000000000017', portion: 'serving', quantity: 2 } },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Hazelnut cocoa spread (Testbrand)', food: { grams: 30 } });
    expect(response.json().nutrients.calories).toBeCloseTo(161.7, 1);
  });

  it.each([
    ['a server error', 'status-500'],
    ['no response in time', 'hang'],
    ['a response that is not JSON', 'malformed'],
  ] as [string, FakeMode][])('answers 503 on %s, asking to try again or use Quick add', async (_failure, mode) => {
    const fresh = await createTestApp({ providers: { barcodes: { apiUrl: context.fake.origin }, timeoutMs: 300 } });
    try {
      context.fake.setMode(mode);
      const response = await food('4000000000017', fresh);
      expect(response.statusCode).toBe(503);
      expect(response.json().error.message).toBe(DIARY_MESSAGES.productsUnavailable);
    } finally {
      await fresh.close();
    }
  });

  it('is off by default: a barcode is refused with a message saying so', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.inject({ method: 'GET', url: '/api/foods/sources' })).json()).toEqual({ barcodes: false });
      const response = await food('4000000000017', plain);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(DIARY_MESSAGES.barcodesOff);
    } finally {
      await plain.close();
    }
  });
});
