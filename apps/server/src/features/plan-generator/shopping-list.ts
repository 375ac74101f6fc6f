import { INGREDIENTS_BY_ID, RECIPES } from '@thrive/catalog';
import type { ShoppingList, ShoppingListRequest } from '@thrive/contract';
import { FOOD_GROUPS } from '@thrive/nutrition';
import { BadRequestError } from '../../lib/http-errors';
import type { RecipeProvider } from '../../providers/recipes/recipe-provider';

const RECIPES_BY_ID = new Map(RECIPES.map((recipe) => [recipe.id, recipe]));

const FRACTIONS: Record<number, string> = { 0.25: '¼', 0.5: '½', 0.75: '¾' };

type Measure = { amount: number; name: string; grams: number };

/** Kitchen measures first, then the plainest names: "1½ cup" reads better than "17 leaf". */
function measurePreference(measure: Measure): number {
  const kitchen = /^(cup|tbsp|tablespoon|tsp|teaspoon)\b/.test(measure.name) && !measure.name.includes('(');
  return (kitchen ? 0 : 100) + measure.name.length;
}

/** "1½ cup": an amount in quarters and the measure's name, from the most readable measure. */
function householdMeasure(grams: number, measures: readonly Measure[]) {
  const readable = [...measures]
    .sort((a, b) => measurePreference(a) - measurePreference(b))
    .map((measure) => ({ measure, quarters: Math.round((grams / measure.grams) * measure.amount * 4) }))
    .find(({ quarters }) => quarters >= 1 && quarters <= 80);
  if (!readable) return undefined;
  const whole = Math.floor(readable.quarters / 4);
  const fraction = FRACTIONS[(readable.quarters % 4) / 4] ?? '';
  return `${whole || ''}${fraction} ${readable.measure.name}`.trim();
}

type ShoppingItem = ShoppingList['groups'][number]['items'][number];

/** Comes from the tap, not the shop. */
const NOT_BOUGHT = new Set(['water']);

/** The catalog's ingredients of the given meals, summed in grams and grouped by food group. */
function catalogGroups(meals: ShoppingListRequest['meals']): ShoppingList['groups'] {
  const grams = new Map<string, number>();
  for (const meal of meals) {
    const recipe = RECIPES_BY_ID.get(meal.id)!;
    for (const item of recipe.ingredients) {
      const share = (item.grams / recipe.servings) * meal.servingMultiplier;
      grams.set(item.ingredientId, (grams.get(item.ingredientId) ?? 0) + share);
    }
  }
  return FOOD_GROUPS.map((group) => ({
    group,
    items: [...grams].flatMap(([ingredientId, amount]): ShoppingItem[] => {
      const ingredient = INGREDIENTS_BY_ID.get(ingredientId);
      if (!ingredient || ingredient.group !== group || NOT_BOUGHT.has(ingredientId)) return [];
      const measure = householdMeasure(amount, ingredient.measures);
      // A pinch weighs under a gram: its measure alone says how much ("¼ tsp", not "0 g").
      const grams = Math.round(amount);
      if (grams === 0 && measure) return [{ ingredientId, name: ingredient.name, measure }];
      return [{ ingredientId, name: ingredient.name, grams: Math.max(grams, 1), ...(measure ? { measure } : {}) }];
    }),
  }));
}

/**
 * The ingredients of recipes from the recipe service, as its recipe information lists them: summed per
 * ingredient and unit, grouped by the service's aisle. Only amounts in grams are given as grams.
 */
async function serviceGroups(meals: ShoppingListRequest['meals'], recipes: RecipeProvider) {
  const informations = new Map(
    await Promise.all(
      [...new Set(meals.map((meal) => meal.id))].map(async (id) => [id, await recipes.information(id)] as const),
    ),
  );
  const items = new Map<string, { aisle: string; item: ShoppingItem; amount: number; unit: string }>();
  for (const meal of meals) {
    const information = informations.get(meal.id);
    if (!information) throw new BadRequestError(`No recipe ${meal.id}.`, { meals: `no recipe ${meal.id}` });
    for (const ingredient of information.extendedIngredients) {
      const key = `${ingredient.name.toLowerCase()}|${ingredient.unit}`;
      const share = (ingredient.amount / information.servings) * meal.servingMultiplier;
      const entry = items.get(key) ?? {
        aisle: ingredient.aisle,
        item: { ingredientId: `${ingredient.id}-${ingredient.unit}`, name: ingredient.name },
        amount: 0,
        unit: ingredient.unit,
      };
      entry.amount += share;
      items.set(key, entry);
    }
  }
  const byAisle = new Map<string, ShoppingItem[]>();
  for (const { aisle, item, amount, unit } of items.values()) {
    const quarters = Math.round(amount * 4) / 4;
    const sized =
      unit === 'g' ? { ...item, grams: Math.round(amount) } : { ...item, measure: `${quarters} ${unit}`.trim() };
    byAisle.set(aisle, [...(byAisle.get(aisle) ?? []), sized]);
  }
  return [...byAisle].map(([group, aisleItems]) => ({ group, items: aisleItems }));
}

/**
 * Every ingredient of the given meals, summed: the catalog's by food group in the groups' order, then
 * those of the recipe service's recipes by aisle.
 */
export async function shoppingList(request: ShoppingListRequest, recipes: RecipeProvider): Promise<ShoppingList> {
  const inCatalog = (meal: ShoppingListRequest['meals'][number]) => RECIPES_BY_ID.has(meal.id);
  const catalogMeals = request.meals.filter(inCatalog);
  const serviceMeals = request.meals.filter((meal) => !inCatalog(meal));
  const groups = [...catalogGroups(catalogMeals), ...(await serviceGroups(serviceMeals, recipes))];
  return {
    groups: groups
      .filter((group) => group.items.length > 0)
      .map((group) => ({ ...group, items: group.items.sort((a, b) => a.name.localeCompare(b.name)) })),
  };
}
