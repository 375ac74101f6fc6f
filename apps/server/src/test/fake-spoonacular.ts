import type { FakeHandler, FakeRequest } from './fake-service';
import { FAKE_RECIPES, type FakeRecipe } from './fake-spoonacular-recipes';

/** The key the fake accepts; any other gets the service's 401. */
export const FAKE_SPOONACULAR_KEY = 'test-spoonacular-key';

const BY_ID = new Map(FAKE_RECIPES.map((recipe) => [recipe.id, recipe]));

/**
 * The ingredient names the fake's `intolerances` filter knows. Like the real service's, it is only as good
 * as its data: it knows milk, cheese and yogurt as dairy, but not butter or buttermilk.
 */
const INTOLERANCE_WORDS: Record<string, string[]> = {
  dairy: ['milk', 'cheese', 'yogurt'],
  egg: ['egg'],
  gluten: ['bread', 'oats', 'soy sauce'],
  peanut: ['peanut'],
  'tree nut': ['almond'],
  sesame: ['tahini'],
  seafood: ['salmon'],
  soy: ['soy'],
};

const nutrients = (recipe: FakeRecipe) => [
  { name: 'Calories', amount: recipe.calories, unit: 'kcal', percentOfDailyNeeds: (recipe.calories / 2000) * 100 },
  { name: 'Fat', amount: recipe.fat, unit: 'g', percentOfDailyNeeds: (recipe.fat / 65) * 100 },
  { name: 'Saturated Fat', amount: recipe.fat / 4, unit: 'g', percentOfDailyNeeds: 10 },
  { name: 'Carbohydrates', amount: recipe.carbs, unit: 'g', percentOfDailyNeeds: (recipe.carbs / 300) * 100 },
  { name: 'Sugar', amount: recipe.carbs / 5, unit: 'g', percentOfDailyNeeds: 5 },
  { name: 'Protein', amount: recipe.protein, unit: 'g', percentOfDailyNeeds: (recipe.protein / 50) * 100 },
  { name: 'Fiber', amount: 4.2, unit: 'g', percentOfDailyNeeds: 16.8 },
];

const CALORIC_BREAKDOWN = { percentProtein: 20, percentFat: 40, percentCarbs: 40 };
const WEIGHT_PER_SERVING = { amount: 350, unit: 'g' };

/** The `nutrition` a recipe comes with when asked for (`addRecipeNutrition`, `includeNutrition`). */
const recipeNutrition = (recipe: FakeRecipe) => ({
  nutrients: nutrients(recipe),
  properties: [],
  flavonoids: [],
  ingredients: recipe.ingredients.map(({ id, name, amount, unit }) => ({ id, name, amount, unit, nutrients: [] })),
  caloricBreakdown: CALORIC_BREAKDOWN,
  weightPerServing: WEIGHT_PER_SERVING,
});

const image = (recipe: FakeRecipe) => `https://img.spoonacular.com/recipes/${recipe.id}-312x231.jpg`;

/** The fields complexSearch sends with `addRecipeInformation`, and `information` too. */
function recipeInformation(recipe: FakeRecipe) {
  return {
    id: recipe.id,
    image: image(recipe),
    imageType: 'jpg',
    title: recipe.title,
    readyInMinutes: recipe.readyInMinutes,
    servings: recipe.servings,
    sourceUrl: `https://example.org/recipes/${recipe.id}`,
    vegetarian: recipe.diets.includes('lacto ovo vegetarian'),
    vegan: recipe.diets.includes('vegan'),
    glutenFree: recipe.diets.includes('gluten free'),
    dairyFree: recipe.diets.includes('dairy free'),
    veryHealthy: false,
    cheap: false,
    veryPopular: false,
    sustainable: false,
    lowFodmap: false,
    weightWatcherSmartPoints: 9,
    gaps: 'no',
    preparationMinutes: null,
    cookingMinutes: null,
    aggregateLikes: 12,
    healthScore: 41,
    creditsText: 'Example Kitchen',
    sourceName: 'Example Kitchen',
    pricePerServing: 181.4,
    cuisines: recipe.cuisines,
    dishTypes: recipe.dishTypes,
    diets: recipe.diets,
    occasions: [],
    summary: `${recipe.title} is a <b>simple</b> dish. <a href="https://spoonacular.com/recipes/x-${recipe.id}">See similar</a><script>alert(1)</script>`,
    analyzedInstructions: [
      {
        name: '',
        steps: [
          { number: 1, step: 'Warm the oil.' },
          { number: 2, step: 'Cook & serve.' },
        ],
      },
    ],
    spoonacularScore: 71.2,
    spoonacularSourceUrl: `https://spoonacular.com/x-${recipe.id}`,
  };
}

function complexSearch(query: URLSearchParams) {
  const words = query.get('query')?.toLowerCase();
  const diets = query.get('diet')?.split(',').filter(Boolean) ?? [];
  const type = query.get('type');
  const maxCalories = query.has('maxCalories') ? Number(query.get('maxCalories')) : undefined;
  const excluded = [
    ...(query.get('excludeIngredients')?.split(',').filter(Boolean) ?? []),
    ...(query.get('intolerances')?.split(',') ?? []).flatMap((name) => INTOLERANCE_WORDS[name] ?? []),
  ];
  const cuisines = query.get('cuisine')?.split(',') ?? [];
  const serviceDiet = (diet: string) =>
    ({ vegetarian: 'lacto ovo vegetarian', paleo: 'paleolithic' })[diet.toLowerCase()] ?? diet.toLowerCase();
  const matching = FAKE_RECIPES.filter(
    (recipe) =>
      (!words || recipe.title.toLowerCase().includes(words)) &&
      diets.every((diet) => recipe.diets.includes(serviceDiet(diet))) &&
      (!type || recipe.dishTypes.includes(type)) &&
      (maxCalories === undefined || recipe.calories <= maxCalories) &&
      !recipe.ingredients.some((ingredient) => excluded.some((term) => ingredient.name.includes(term))) &&
      (cuisines.length === 0 || recipe.cuisines.some((cuisine) => cuisines.includes(cuisine.toLowerCase()))),
  );
  if (words === 'odd answers') return oddAnswers();
  const offset = Number(query.get('offset') ?? 0);
  const number = Math.min(Number(query.get('number') ?? 10), 100);
  const page = matching.slice(offset, offset + number);
  const withInformation = query.get('addRecipeInformation') === 'true' || query.get('addRecipeNutrition') === 'true';
  return {
    results: page.map((recipe) => ({
      ...(withInformation ? recipeInformation(recipe) : { id: recipe.id, title: recipe.title }),
      image: image(recipe),
      imageType: 'jpg',
      ...(query.get('addRecipeNutrition') === 'true' ? { nutrition: recipeNutrition(recipe) } : {}),
    })),
    offset,
    number,
    totalResults: matching.length,
  };
}

/** A search answer as an odd service might send it: a recipe twice, one without a numeric id, one oversized, not a recipe. */
function oddAnswers() {
  const [first, second, third] = FAKE_RECIPES;
  const found = (recipe: FakeRecipe) => ({ ...recipeInformation(recipe), image: image(recipe), imageType: 'jpg' });
  return {
    results: [
      found(first!),
      found(first!),
      { ...found(second!), id: 'not a number' },
      { ...found(second!), title: 'x'.repeat(100_000) },
      'not a recipe',
      found(third!),
    ],
    offset: 0,
    number: 6,
    totalResults: 6,
  };
}

function information(recipe: FakeRecipe, query: URLSearchParams) {
  return {
    ...recipeInformation(recipe),
    ...(query.get('includeNutrition') === 'true' ? { nutrition: recipeNutrition(recipe) } : {}),
    instructions: '<ol><li>Warm the oil.</li><li>Cook &amp; serve.</li></ol>',
    extendedIngredients: recipe.ingredients.map((ingredient) => ({
      id: ingredient.id,
      aisle: ingredient.aisle,
      image: `${ingredient.name}.jpg`,
      consistency: 'SOLID',
      name: ingredient.name,
      nameClean: ingredient.name,
      original: `${ingredient.amount} ${ingredient.unit} ${ingredient.name}`,
      originalName: ingredient.name,
      amount: ingredient.amount,
      unit: ingredient.unit,
      meta: [],
      measures: {
        us: { amount: ingredient.amount, unitShort: ingredient.unit, unitLong: ingredient.unit },
        metric: ingredient.grams
          ? { amount: ingredient.grams, unitShort: 'g', unitLong: 'grams' }
          : { amount: ingredient.amount, unitShort: ingredient.unit, unitLong: ingredient.unit },
      },
    })),
  };
}

function nutritionWidget(recipe: FakeRecipe) {
  return {
    calories: String(Math.round(recipe.calories)),
    carbs: `${Math.round(recipe.carbs)}g`,
    fat: `${Math.round(recipe.fat)}g`,
    protein: `${Math.round(recipe.protein)}g`,
    bad: [{ title: 'Calories', amount: String(recipe.calories), indented: false, percentOfDailyNeeds: 20 }],
    good: [{ title: 'Protein', amount: `${recipe.protein}g`, indented: false, percentOfDailyNeeds: 30 }],
    nutrients: nutrients(recipe),
    properties: [],
    flavonoids: [],
    ingredients: [],
    caloricBreakdown: CALORIC_BREAKDOWN,
    weightPerServing: WEIGHT_PER_SERVING,
  };
}

/** Spoonacular's error body. */
export function spoonacularError(status: number) {
  const messages: Record<number, string> = {
    401: 'You are not authorized. Please read https://spoonacular.com/food-api/docs#Authentication',
    402: 'Your daily points limit of 150 has been reached. Please upgrade your plan to continue using the API.',
    429: 'You are making too many requests. Slow down.',
  };
  return { status: 'failure', code: status, message: messages[status] ?? 'Internal server error.' };
}

/** Spoonacular's food API as far as Thrive calls it, with the key checked as the service checks it. */
export const spoonacularAnswer: FakeHandler = ({ path, query }: FakeRequest) => {
  if (query.get('apiKey') !== FAKE_SPOONACULAR_KEY) return { status: 401, body: spoonacularError(401) };
  if (path === '/recipes/complexSearch') return { status: 200, body: complexSearch(query) };
  const match = /^\/recipes\/(\d+)\/(information|nutritionWidget\.json)$/.exec(path);
  if (!match) return { status: 404, body: { status: 'failure', code: 404, message: 'Not found.' } };
  const recipe = BY_ID.get(Number(match[1]));
  if (!recipe) {
    return {
      status: 404,
      body: { status: 'failure', code: 404, message: `A recipe with the id ${match[1]} does not exist.` },
    };
  }
  return { status: 200, body: match[2] === 'information' ? information(recipe, query) : nutritionWidget(recipe) };
};
