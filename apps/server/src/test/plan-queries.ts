import fc from 'fast-check';

/** Any diet, daily target, number of meals and seed a plan may be asked for, with the query string that asks it. */
export const planQueries = fc
  .record({
    diet: fc.constantFrom('keto', 'aegean', 'paleo', 'vegan', 'vegetarian'),
    targetCalories: fc.integer({ min: 1200, max: 4000 }),
    meals: fc.integer({ min: 1, max: 5 }),
    seed: fc.integer({ min: 0, max: 2 ** 31 }),
  })
  .map((request) => ({
    ...request,
    query: `targetCalories=${request.targetCalories}&meals=${request.meals}&diet=${request.diet}&seed=${request.seed}`,
  }));
