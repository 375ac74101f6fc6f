import { describe, expect, it } from 'vitest';
import { RECIPES } from '@thrive/catalog';
import { ShoppingListSchema, WEEK_DAYS } from '@thrive/contract';
import { SpoonacularGeneratedDaySchema, SpoonacularGeneratedWeekSchema } from './spoonacular-meal-plan-routes';
import { FAKE_SPOONACULAR_KEY } from '../../test/fake-spoonacular';
import { withFakeSpoonacular } from '../../test/fake-spoonacular-app';
import { CLASHING_SERVICE_ID, FAKE_RECIPES, SIDE_DISH } from '../../test/fake-spoonacular-recipes';
import { captureLogs } from '../../test/log-capture';
import { ComplexSearchResponseSchema, NutritionWidgetSchema, RecipeInformationSchema } from './spoonacular-routes';
import { SPOONACULAR_ID_BASE } from './spoonacular-to-model';

describe('Spoonacular (SPOONACULAR_API_KEY), faked by a local server, behind its own shapes', () => {
  const logs = captureLogs();
  const context = withFakeSpoonacular({ logger: logs.logger });
  /** Every response the browser got, to prove the key is in none of them. */
  const responses: string[] = [];

  const get = async (url: string) => {
    const response = await context.app.inject({ method: 'GET', url });
    responses.push(JSON.stringify(response.headers), response.body);
    return response;
  };
  const calls = (path: string) => context.fake.requests.filter((request) => request.path === path);

  it('searches with the key as `apiKey`, our diet and meal type in its words, and responds in our ids', async () => {
    const response = await get(
      '/api/recipes/complexSearch?query=curry&diet=keto&type=dinner&number=3&addRecipeNutrition=true',
    );
    expect(response.statusCode, response.body).toBe(200);
    const [call] = calls('/recipes/complexSearch');
    expect(Object.fromEntries(call!.query)).toMatchObject({
      apiKey: FAKE_SPOONACULAR_KEY,
      query: 'curry',
      diet: 'ketogenic',
      type: 'main course',
      number: '3',
      addRecipeNutrition: 'true',
    });
    const found = ComplexSearchResponseSchema.parse(response.json());
    expect(found.fallback).toBeUndefined();
    expect(found.results).toHaveLength(3);
    for (const recipe of found.results) {
      expect(recipe.id).toBeGreaterThan(SPOONACULAR_ID_BASE);
      expect(recipe.title).toMatch(/^Lentil Curry/);
      expect(recipe.diets).toContain('keto');
      expect(recipe.nutrition?.nutrients.find((nutrient) => nutrient.name === 'Calories')?.amount).toBeGreaterThan(0);
      // Its photos are not ours to hot-link.
      expect(recipe.image).toBe('/recipe-fallback.svg');
    }
  });

  it('reads each recipe of a search once, leaving out the odd ones rather than the whole answer', async () => {
    const response = await get('/api/recipes/complexSearch?query=odd%20answers&number=6');
    expect(response.statusCode, response.body).toBe(200);
    const found = ComplexSearchResponseSchema.parse(response.json());
    expect(found.fallback).toBeUndefined();
    expect(found.results.map((recipe) => recipe.id)).toEqual(
      [FAKE_RECIPES[0]!, FAKE_RECIPES[2]!].map((recipe) => SPOONACULAR_ID_BASE + recipe.id),
    );
  });

  it('caches a response for an hour in the database, so the same search does not call again', async () => {
    await get('/api/recipes/complexSearch?query=porridge&number=2');
    await get('/api/recipes/complexSearch?query=porridge&number=2');
    expect(calls('/recipes/complexSearch')).toHaveLength(1);
  });

  it('opens the service’s recipes by our id and the catalog’s by theirs, never mixing the two', async () => {
    const serviceRecipe = FAKE_RECIPES.find((recipe) => recipe.id === CLASHING_SERVICE_ID)!;
    const catalogRecipe = RECIPES.find((recipe) => recipe.id === CLASHING_SERVICE_ID)!;
    expect(catalogRecipe).toBeDefined();

    const ours = await get(`/api/recipes/${CLASHING_SERVICE_ID}/information`);
    expect(RecipeInformationSchema.parse(ours.json()).title).toBe(catalogRecipe.title);
    expect(context.fake.requests).toHaveLength(0);

    const id = SPOONACULAR_ID_BASE + CLASHING_SERVICE_ID;
    const information = RecipeInformationSchema.parse((await get(`/api/recipes/${id}/information`)).json());
    expect(calls(`/recipes/${CLASHING_SERVICE_ID}/information`)).toHaveLength(1);
    expect(information).toMatchObject({ id, title: serviceRecipe.title, servings: serviceRecipe.servings });
    expect(information.summary).toContain('<b>simple</b>');
    expect(information.summary).not.toContain('<script');
    expect(information.instructions).toBe('<ol><li>Warm the oil.</li><li>Cook &amp; serve.</li></ol>');
    expect(information.extendedIngredients).toContainEqual(
      expect.objectContaining({ name: 'olive oil', amount: 27, unit: 'g', aisle: 'Oil, Vinegar, Salad Dressing' }),
    );

    const nutrition = NutritionWidgetSchema.parse((await get(`/api/recipes/${id}/nutritionWidget.json`)).json());
    expect(nutrition.nutrients.find((nutrient) => nutrient.name === 'Calories')?.amount).toBe(serviceRecipe.calories);
  });

  it('says a recipe the service does not know was not found there, and any other failure plainly', async () => {
    const missing = await get(`/api/recipes/${SPOONACULAR_ID_BASE + 2}/information`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Recipe not found on Spoonacular.');

    context.fake.setMode('status-500');
    const failed = await get(`/api/recipes/${SPOONACULAR_ID_BASE + 640_001}/nutritionWidget.json`);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error.message).toBe('Error fetching recipe. Please try again later.');
  });

  it('passes a bad key, a spent quota and throttling on with the product’s messages', async () => {
    for (const [status, message] of [
      [401, 'Invalid API key...'],
      [402, 'API quota exceeded. Try again later or upgrade your plan.'],
      [429, 'Too many requests. Please try again later.'],
    ] as const) {
      context.fake.setMode(`status-${status}`);
      context.fake.requests.length = 0;
      const response = await get(`/api/recipes/complexSearch?query=refused${status}`);
      expect(response.statusCode, String(status)).toBe(status);
      expect(response.json().error.message).toBe(message);
      // Only throttling is worth retrying.
      expect(context.fake.requests).toHaveLength(status === 429 ? 2 : 1);
    }
  });

  it('responds from the built-in catalog, marked as fallback, when the service fails otherwise', async () => {
    for (const mode of ['status-500', 'malformed', 'slow'] as const) {
      context.fake.setMode(mode);
      const response = await get(`/api/recipes/complexSearch?query=chicken&number=5&diet=paleo`);
      expect(response.statusCode, mode).toBe(200);
      const found = ComplexSearchResponseSchema.parse(response.json());
      expect(found.fallback, mode).toBe(true);
      expect(found.results.length, mode).toBeGreaterThan(0);
      for (const recipe of found.results) expect(RECIPES.some((catalog) => catalog.id === recipe.id)).toBe(true);
    }
    // The slow response was given up at the configured bound, not waited for.
    expect(logs.lines).toContainEqual(expect.objectContaining({ service: 'spoonacular', status: 'timeout' }));

    const plan = await get('/api/mealplanner/generate?timeFrame=day&targetCalories=1800&diet=vegan&seed=3');
    expect(SpoonacularGeneratedDaySchema.parse(plan.json()).fallback).toBe(true);
  });

  it('plans a week with our optimiser over the service’s recipes; each day’s totals are the sums shown', async () => {
    const response = await get('/api/mealplanner/generate?timeFrame=week&targetCalories=2200&meals=4&seed=11');
    expect(response.statusCode, response.body).toBe(200);
    const week = SpoonacularGeneratedWeekSchema.parse(response.json());
    expect(week.fallback).toBeUndefined();
    const searches = calls('/recipes/complexSearch');
    expect(searches.map((call) => call.query.get('type')).sort()).toEqual(['breakfast', 'main course', 'snack']);
    for (const call of searches) expect(call.query.get('addRecipeNutrition')).toBe('true');

    for (const name of WEEK_DAYS) {
      const day = week.week[name];
      expect(day.meals).toHaveLength(4);
      for (const meal of day.meals) expect(meal.id).toBeGreaterThan(SPOONACULAR_ID_BASE);
      // The service files its side dishes as main courses too: none is a meal of the plan.
      for (const meal of day.meals) expect(meal.title).not.toContain(SIDE_DISH);
      const sum = day.meals.reduce((total, meal) => total + meal.nutrition.calories, 0);
      expect(Math.abs(sum - day.nutrients.calories)).toBeLessThan(0.5);
      expect(Math.abs(day.nutrients.calories - 2200) / 2200).toBeLessThan(0.1);
    }

    // The recipes are cached, so the next plan of the same diet requests nothing.
    context.fake.requests.length = 0;
    await get('/api/mealplanner/generate?timeFrame=day&targetCalories=1600&meals=3');
    expect(context.fake.requests).toHaveLength(0);
  });

  it('passes what is left out on as the service’s intolerances, and checks its responses again by name', async () => {
    const response = await get(
      '/api/mealplanner/generate?timeFrame=week&targetCalories=2000&intolerances=milk,celery&exclude=garlic%20bread&seed=4',
    );
    expect(response.statusCode, response.body).toBe(200);
    for (const call of calls('/recipes/complexSearch')) {
      expect(call.query.get('intolerances')).toBe('dairy');
      // Celery has no intolerance of the service's: it goes with the words.
      expect(call.query.get('excludeIngredients')?.split(',').sort()).toEqual(['celery', 'garlic bread']);
    }
    // The service's filter lets butter through as no dairy; the plan holds none of it all the same.
    const titles = Object.values(SpoonacularGeneratedWeekSchema.parse(response.json()).week).flatMap((day) =>
      day.meals.map((meal) => meal.title),
    );
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).not.toMatch(/Omelette|Pancakes|Porridge|Yogurt|Stuffed Peppers/);

    const search = await get('/api/recipes/complexSearch?query=omelette&intolerances=dairy&addRecipeNutrition=true');
    expect(ComplexSearchResponseSchema.parse(search.json()).results).toEqual([]);
    expect(calls('/recipes/complexSearch').at(-1)!.query.get('intolerances')).toBe('dairy');
    // Its "grain" is an intolerance of its own, which our word "grain" stands for.
    await get('/api/recipes/complexSearch?query=toast&intolerances=grain');
    expect(calls('/recipes/complexSearch').at(-1)!.query.get('intolerances')).toBe('grain');
  });

  it('lists the ingredients of the service’s recipes beside the catalog’s', async () => {
    const recipe = FAKE_RECIPES[5]!;
    const catalogRecipe = RECIPES[0]!;
    const list = async (units?: 'metric' | 'us') => {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/mealplanner/shopping-list',
        payload: {
          meals: [
            { id: SPOONACULAR_ID_BASE + recipe.id, servingMultiplier: 2 },
            { id: catalogRecipe.id, servingMultiplier: 1 },
          ],
          ...(units ? { units } : {}),
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      return ShoppingListSchema.parse(response.json()).groups;
    };
    const groups = await list();
    const items = groups.flatMap((group) => group.items);
    const oil = { name: 'olive oil', grams: Math.round((27 / recipe.servings) * 2) };
    expect(items).toContainEqual(expect.objectContaining({ ...oil, amount: expect.stringMatching(/^\d+ g$/) }));
    // Cloves are bought whole.
    const cloves = Math.ceil((2 / recipe.servings) * 2 - 0.1);
    const garlic = { name: 'garlic', amount: `${cloves} ${cloves === 1 ? 'clove' : 'cloves'}` };
    expect(items).toContainEqual(expect.objectContaining(garlic));
    expect(groups.map((group) => group.group)).toContain('Produce');
    expect(items.some((item) => item.ingredientId === catalogRecipe.ingredients[0]!.ingredientId)).toBe(true);

    const us = (await list('us')).flatMap((group) => group.items);
    expect(us.map(({ ingredientId, grams }) => ({ ingredientId, grams }))).toEqual(
      items.map(({ ingredientId, grams }) => ({ ingredientId, grams })),
    );
    expect(us).toContainEqual(expect.objectContaining({ ...oil, amount: expect.stringMatching(/^\d*[¼½¾]? oz$/) }));
    expect(us).toContainEqual(expect.objectContaining(garlic));
  });

  it('never lets the key out: not in a response, a header or a log line', () => {
    expect(responses.length).toBeGreaterThan(10);
    for (const response of responses) expect(response).not.toContain(FAKE_SPOONACULAR_KEY);
    const logged = logs.lines.map((line) => JSON.stringify(line));
    expect(logged.some((line) => line.includes('"service":"spoonacular"'))).toBe(true);
    for (const line of logged) expect(line).not.toContain(FAKE_SPOONACULAR_KEY);
  });
});

describe('Spoonacular’s circuit', () => {
  const context = withFakeSpoonacular({
    providers: { resilience: { tries: 1, breakerFailures: 2, breakerOpenMs: 200 } },
  });

  it('opens after repeated failures, responding from the catalog without calling, and closes again', async () => {
    const search = async (words: string) =>
      ComplexSearchResponseSchema.parse(
        (await context.app.inject({ url: `/api/recipes/complexSearch?query=${words}` })).json(),
      );
    context.fake.setMode('status-500');
    expect((await search('rice')).fallback).toBe(true);
    expect((await search('beans')).fallback).toBe(true);
    expect(context.fake.requests).toHaveLength(2);

    context.fake.setMode('ok');
    expect((await search('oats')).fallback).toBe(true);
    expect(context.fake.requests).toHaveLength(2);

    // Once it has been open long enough, one call tests the service, and its success closes the circuit.
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await search('porridge')).fallback).toBeUndefined();
    expect((await search('omelette')).fallback).toBeUndefined();
    expect(context.fake.requests).toHaveLength(4);
  });
});
