/** The recipes of the fake Spoonacular (fake-spoonacular.ts), with Spoonacular's diet labels and dish types. */

/** A recipe id of the fake that is also a built-in catalog id, to prove the two never mix. */
export const CLASHING_SERVICE_ID = 1001;

export interface FakeRecipe {
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

/**
 * What each dish is made of, a line each: "number name (aisle) grams". Every recipe also has garlic, oil and rice.
 */
const DISH_INGREDIENTS: Record<string, string[]> = {
  'Oat Porridge': ['8120 rolled oats (Cereal) 80', '1077 milk (Milk, Eggs, Other Dairy) 250'],
  'Veggie Omelette': ['1123 eggs (Milk, Eggs, Other Dairy) 150', '1001 butter (Milk, Eggs, Other Dairy) 10'],
  'Berry Smoothie Bowl': ['9050 blueberries (Produce) 120', '93607 almond milk (Milk, Eggs, Other Dairy) 200'],
  'Avocado Toast': ['18029 sourdough bread (Bakery/Bread) 80', '9037 avocado (Produce) 100'],
  'Buckwheat Pancakes': ['20010 buckwheat flour (Baking) 90', '1230 buttermilk (Milk, Eggs, Other Dairy) 200'],
  'Lentil Curry': ['16069 lentils (Pasta and Rice) 180', '12118 coconut milk (Canned and Jarred) 200'],
  'Grilled Salmon Plate': ['15076 salmon fillet (Seafood) 150'],
  'Chickpea Stew': ['16057 chickpeas (Canned and Jarred) 200', '10011693 canned tomatoes (Canned and Jarred) 200'],
  'Chicken Stir Fry': ['5062 chicken breast (Meat) 180', '16124 soy sauce (Ethnic Foods) 15'],
  'Stuffed Peppers': ['11821 red bell peppers (Produce) 300', '1009 cheddar cheese (Cheese) 60'],
  'Hummus Cups': ['16057 chickpeas (Canned and Jarred) 150', '12698 tahini (Nut butters, Jams, and Honey) 30'],
  'Roasted Almonds': ['12061 almonds (Nuts) 60'],
  'Greek Yogurt Pot': ['1256 greek yogurt (Milk, Eggs, Other Dairy) 200'],
  'Apple Slices with Nut Butter': ['9003 apple (Produce) 180', '16098 peanut butter (Nut butters, Jams, and Honey) 32'],
};

/** A dish's own ingredients, weighed in grams. */
function dishIngredients(dish: string): FakeIngredient[] {
  return (DISH_INGREDIENTS[dish] ?? []).map((line) => {
    const [, id, name, aisle, grams] = /^(\d+) (.+) \((.+)\) (\d+)$/.exec(line)!;
    return { id: Number(id), name: name!, aisle: aisle!, grams: Number(grams), amount: Number(grams), unit: 'g' };
  });
}

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
          ...dishIngredients(name),
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
