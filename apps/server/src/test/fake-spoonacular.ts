import type { FakeHandler, FakeRequest } from './fake-service';

/** The key the fake accepts; any other gets the service's 401. */
export const FAKE_SPOONACULAR_KEY = 'test-spoonacular-key';

/** A recipe id of the fake that is also a built-in catalog id, to prove the two never mix. */
export const CLASHING_SERVICE_ID = 1001;

interface FakeRecipe {
  id: number;
  title: string;
  dishTypes: string[];
  diets: string[];
  cuisines: string[];
  servings: number;
  readyInMinutes: number;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  ingredients: { id: number; name: string; aisle: string; grams: number | undefined; amount: number; unit: string }[];
}

const DISHES = {
  breakfast: ['Oat Porridge', 'Veggie Omelette', 'Berry Smoothie Bowl', 'Avocado Toast', 'Buckwheat Pancakes'],
  'main course': ['Lentil Curry', 'Grilled Salmon Plate', 'Chickpea Stew', 'Chicken Stir Fry', 'Stuffed Peppers'],
  snack: ['Hummus Cups', 'Roasted Almonds', 'Greek Yogurt Pot', 'Apple Slices with Nut Butter'],
} as const;

type FakeIngredient = FakeRecipe['ingredients'][number];
const item = (id: number, name: string, aisle: string, grams: number): FakeIngredient => ({
  id,
  name,
  aisle,
  grams,
  amount: grams,
  unit: 'g',
});

/** What each dish is made of, beside the garlic, oil and rice every recipe of the fake shares. */
const DISH_INGREDIENTS: Record<string, FakeIngredient[]> = {
  'Oat Porridge': [item(8120, 'rolled oats', 'Cereal', 80), item(1077, 'milk', 'Milk, Eggs, Other Dairy', 250)],
  'Veggie Omelette': [
    item(1123, 'eggs', 'Milk, Eggs, Other Dairy', 150),
    item(1001, 'butter', 'Milk, Eggs, Other Dairy', 10),
  ],
  'Berry Smoothie Bowl': [
    item(9050, 'blueberries', 'Produce', 120),
    item(93607, 'almond milk', 'Milk, Eggs, Other Dairy', 200),
  ],
  'Avocado Toast': [item(18029, 'sourdough bread', 'Bakery/Bread', 80), item(9037, 'avocado', 'Produce', 100)],
  'Buckwheat Pancakes': [
    item(20010, 'buckwheat flour', 'Baking', 90),
    item(1230, 'buttermilk', 'Milk, Eggs, Other Dairy', 200),
  ],
  'Lentil Curry': [
    item(16069, 'lentils', 'Pasta and Rice', 180),
    item(12118, 'coconut milk', 'Canned and Jarred', 200),
  ],
  'Grilled Salmon Plate': [item(15076, 'salmon fillet', 'Seafood', 150)],
  'Chickpea Stew': [
    item(16057, 'chickpeas', 'Canned and Jarred', 200),
    item(10011693, 'canned tomatoes', 'Canned and Jarred', 200),
  ],
  'Chicken Stir Fry': [item(5062, 'chicken breast', 'Meat', 180), item(16124, 'soy sauce', 'Ethnic Foods', 15)],
  'Stuffed Peppers': [item(11821, 'red bell peppers', 'Produce', 300), item(1009, 'cheddar cheese', 'Cheese', 60)],
  'Hummus Cups': [
    item(16057, 'chickpeas', 'Canned and Jarred', 150),
    item(12698, 'tahini', 'Nut butters, Jams, and Honey', 30),
  ],
  'Roasted Almonds': [item(12061, 'almonds', 'Nuts', 60)],
  'Greek Yogurt Pot': [item(1256, 'greek yogurt', 'Milk, Eggs, Other Dairy', 200)],
  'Apple Slices with Nut Butter': [
    item(9003, 'apple', 'Produce', 180),
    item(16098, 'peanut butter', 'Nut butters, Jams, and Honey', 32),
  ],
};

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

/** Each recipe's diets by its place in the list; keto recipes are also made keto-shaped. */
const DIET_SETS = [['ketogenic', 'gluten free'], ['lacto ovo vegetarian', 'vegan', 'dairy free'], ['paleolithic'], []];

/** The title of the fake's side dishes. */
export const SIDE_DISH = 'Cucumber Rounds';

/** About fifty recipes of each kind, with plausible per-serving nutrition and Spoonacular's diet labels. */
function fakeRecipes(): FakeRecipe[] {
  const recipes: FakeRecipe[] = [];
  let id = 640_000;
  for (const [dishType, names] of Object.entries(DISHES)) {
    const [low, high] = dishType === 'snack' ? [120, 380] : dishType === 'breakfast' ? [280, 650] : [380, 950];
    for (let index = 0; index < 48; index++) {
      const diets = DIET_SETS[index % DIET_SETS.length]!;
      const keto = diets.includes('ketogenic');
      const calories = Math.round(low + ((high - low) * ((index * 37) % 48)) / 47);
      const [proteinShare, carbShare] = keto ? [0.25, 0.05] : [0.15 + (index % 5) * 0.05, 0.5 - (index % 5) * 0.05];
      const protein = Math.round(((calories * proteinShare) / 4) * 10) / 10;
      const carbs = Math.round(((calories * carbShare) / 4) * 10) / 10;
      const fat = Math.round(((calories * (1 - proteinShare - carbShare)) / 9) * 10) / 10;
      const name = names[index % names.length]!;
      recipes.push({
        id: recipes.length === 0 ? CLASHING_SERVICE_ID : id++,
        title: `${name} No. ${index + 1}`,
        dishTypes: dishType === 'main course' ? ['lunch', 'main course', 'main dish', 'dinner'] : [dishType],
        diets,
        cuisines: index % 6 === 0 ? ['Mediterranean', 'European'] : [],
        servings: 2 + (index % 3),
        readyInMinutes: 10 + (index % 8) * 5,
        calories,
        protein,
        carbs,
        fat,
        ingredients: [
          ...(DISH_INGREDIENTS[name] ?? []),
          { id: 11215, name: 'garlic', aisle: 'Produce', grams: undefined, amount: 2, unit: 'cloves' },
          { id: 4053, name: 'olive oil', aisle: 'Oil, Vinegar, Salad Dressing', grams: 27, amount: 2, unit: 'Tbsps' },
          { id: 20444, name: 'rice', aisle: 'Pasta and Rice', grams: 190, amount: 1, unit: 'cup' },
        ],
      });
    }
  }
  // Side dishes of a main meal's size that the service also files as main courses and lunches, as it does.
  for (let index = 0; index < 8; index++) {
    const calories = 500 + index * 40;
    recipes.push({
      id: id++,
      title: `${SIDE_DISH} No. ${index + 1}`,
      dishTypes: ['side dish', 'lunch', 'main course', 'main dish', 'dinner'],
      diets: [],
      cuisines: [],
      servings: 4,
      readyInMinutes: 10,
      calories,
      protein: 15,
      carbs: Math.round((calories - 15 * 4 - 25 * 9) / 4),
      fat: 25,
      ingredients: [{ id: 11206, name: 'cucumber', aisle: 'Produce', grams: 300, amount: 1, unit: '' }],
    });
  }
  return recipes;
}

export const FAKE_RECIPES = fakeRecipes();
const BY_ID = new Map(FAKE_RECIPES.map((recipe) => [recipe.id, recipe]));

const nutrients = (recipe: FakeRecipe) => [
  { name: 'Calories', amount: recipe.calories, unit: 'kcal', percentOfDailyNeeds: (recipe.calories / 2000) * 100 },
  { name: 'Fat', amount: recipe.fat, unit: 'g', percentOfDailyNeeds: (recipe.fat / 65) * 100 },
  { name: 'Saturated Fat', amount: recipe.fat / 4, unit: 'g', percentOfDailyNeeds: 10 },
  { name: 'Carbohydrates', amount: recipe.carbs, unit: 'g', percentOfDailyNeeds: (recipe.carbs / 300) * 100 },
  { name: 'Sugar', amount: recipe.carbs / 5, unit: 'g', percentOfDailyNeeds: 5 },
  { name: 'Protein', amount: recipe.protein, unit: 'g', percentOfDailyNeeds: (recipe.protein / 50) * 100 },
  { name: 'Fiber', amount: 4.2, unit: 'g', percentOfDailyNeeds: 16.8 },
];

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
  const offset = Number(query.get('offset') ?? 0);
  const number = Math.min(Number(query.get('number') ?? 10), 100);
  const page = matching.slice(offset, offset + number);
  const withInformation = query.get('addRecipeInformation') === 'true' || query.get('addRecipeNutrition') === 'true';
  return {
    results: page.map((recipe) => ({
      ...(withInformation ? recipeInformation(recipe) : { id: recipe.id, title: recipe.title }),
      image: image(recipe),
      imageType: 'jpg',
      ...(query.get('addRecipeNutrition') === 'true'
        ? {
            nutrition: {
              nutrients: nutrients(recipe),
              properties: [],
              flavonoids: [],
              ingredients: recipe.ingredients.map(({ id, name, amount, unit }) => ({
                id,
                name,
                amount,
                unit,
                nutrients: [],
              })),
            },
          }
        : {}),
    })),
    offset,
    number,
    totalResults: matching.length,
  };
}

function information(recipe: FakeRecipe) {
  return {
    ...recipeInformation(recipe),
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
    caloricBreakdown: { percentProtein: 20, percentFat: 40, percentCarbs: 40 },
    weightPerServing: { amount: 350, unit: 'g' },
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
  return { status: 200, body: match[2] === 'information' ? information(recipe) : nutritionWidget(recipe) };
};
