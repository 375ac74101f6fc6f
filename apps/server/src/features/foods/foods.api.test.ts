import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Food } from '@thrive/contract';
import type { App } from '../../app';
import { signUp, TEST_ORIGIN } from '../../test/sessions';
import { createTestApp } from '../../test/test-app';

describe('/api/foods', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const search = (query: string, cookie?: string) =>
    app.inject({ method: 'GET', url: `/api/foods/search?${query}`, headers: cookie ? { cookie } : {} });
  const names = async (query: string, cookie?: string) =>
    ((await search(query, cookie)).json().foods as Food[]).map((food) => food.name);

  it('finds foods despite typos', async () => {
    expect(await names('q=chedar&limit=3')).toContain('Cheese, cheddar');
    expect((await names('q=brocoli&limit=1'))[0]).toBe('Broccoli, raw');
    expect((await names('q=bananna&limit=1'))[0]).toBe('Bananas, raw');
  });

  it('ranks the food itself before foods it is part of, and the plain food first', async () => {
    const eggs = await names('q=egg&limit=10');
    expect(eggs[0]).toBe('Egg, whole, raw, fresh');
    expect(eggs.findIndex((name) => name.startsWith('Noodles'))).toBe(-1);
    expect((await names('q=apple&limit=1'))[0]).toBe('Apples, raw, with skin');
  });

  it('answers the total, portions, nutrients per 100 g and allergens of each food', async () => {
    const response = await search('q=cheddar cheese&limit=2');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBeGreaterThan(2);
    expect(body.foods).toHaveLength(2);
    const cheddar = (await app.inject({ method: 'GET', url: '/api/foods/01009' })).json() as Food;
    expect(cheddar).toMatchObject({ id: '01009', name: 'Cheese, cheddar', allergens: ['milk'], source: 'usda-sr24' });
    expect(cheddar.per100g.calories).toBeGreaterThan(350);
    expect(cheddar.per100g.calcium).toBeGreaterThan(600);
    expect(cheddar.portions.some((portion) => portion.unit.startsWith('cup'))).toBe(true);
  });

  it("leaves out what the query's exclusions leave out, and says how many", async () => {
    const all = (await search('q=cheese&limit=50')).json();
    const withoutMilk = (await search('q=cheese&limit=50&intolerances=dairy')).json();
    expect(all.total).toBeGreaterThan(50);
    expect(withoutMilk.foods.every((food: Food) => !food.allergens.includes('milk'))).toBe(true);
    expect(withoutMilk.total + withoutMilk.leftOut).toBe(all.total);
    const noPeanuts = (await search('q=butter&limit=50&excludeIngredients=peanut')).json();
    expect(noPeanuts.foods.some((food: Food) => /peanut/i.test(food.name))).toBe(false);
  });

  it("leaves out the signed-in person's own exclusions from My targets", async () => {
    const { cookie } = await signUp(app);
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/profile/targets',
      headers: { cookie, origin: TEST_ORIGIN },
      payload: { targets: { exclusions: { allergens: ['gluten'], words: [] } }, changedAt: new Date().toISOString() },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const signedIn = (await search('q=bread&limit=50', cookie)).json();
    expect(
      signedIn.foods.every((food: Food) => !food.allergens.includes('gluten') && !food.mayContain.includes('gluten')),
    ).toBe(true);
    expect(signedIn.leftOut).toBeGreaterThan(0);
    expect((await search('q=bread&limit=50')).json().leftOut).toBe(0);
  });

  it('refuses bad input with a 400 naming the field, and an unknown food with a 404', async () => {
    for (const [query, field] of [
      ['q=', 'q'],
      ['limit=5', 'q'],
      ['q=egg&limit=0', 'limit'],
      ['q=egg&limit=51', 'limit'],
      ['q=egg&limit=two', 'limit'],
      [`q=${'a'.repeat(101)}`, 'q'],
      ['q=egg&intolerances=moonrock', 'intolerances'],
    ] as const) {
      const response = await search(query);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().error.fields), query).toContain(field);
    }
    expect((await app.inject({ method: 'GET', url: '/api/foods/1001' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/foods/99999' })).statusCode).toBe(404);
  });
});
