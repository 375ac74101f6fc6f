import { INGREDIENTS_BY_ID, RECIPES } from '@thrive/catalog';
import type { ShoppingList, ShoppingListBody, UnitSystem } from '@thrive/contract';
import { FOOD_GROUPS } from '@thrive/nutrition';
import { BadRequestError } from '../../lib/http-errors';
import type { RecipeProvider } from '../../providers/recipes/recipe-provider';
import { catalogAmount } from './catalog-amounts';
import { serviceAmount, serviceQuantity, type ServiceQuantity } from './service-amounts';

const RECIPES_BY_ID = new Map(RECIPES.map((recipe) => [recipe.id, recipe]));

type ShoppingItem = ShoppingList['groups'][number]['items'][number];

/** Comes from the tap, not the shop. */
const NOT_BOUGHT = new Set(['water']);

/** The catalog's ingredients of the given meals, summed in grams and grouped by food group. */
function catalogGroups(meals: ShoppingListBody['meals'], units: UnitSystem): ShoppingList['groups'] {
  const grams = new Map<string, number>();
  for (const meal of meals) {
    const recipe = RECIPES_BY_ID.get(meal.recipeId)!;
    for (const item of recipe.ingredients) {
      const share = (item.grams / recipe.servings) * meal.servings;
      grams.set(item.ingredientId, (grams.get(item.ingredientId) ?? 0) + share);
    }
  }
  return FOOD_GROUPS.map((group) => ({
    group,
    items: [...grams].flatMap(([ingredientId, total]): ShoppingItem[] => {
      const ingredient = INGREDIENTS_BY_ID.get(ingredientId);
      if (!ingredient || ingredient.group !== group || NOT_BOUGHT.has(ingredientId)) return [];
      const amount = catalogAmount(ingredient, total, units);
      // A pinch weighs under a gram: its amount alone says how much ("a pinch", not "0 g").
      const rounded = Math.round(total);
      return [{ ingredientId, name: ingredient.name, amount, ...(rounded > 0 ? { grams: rounded } : {}) }];
    }),
  }));
}

/** Sums kept apart: weights with weights, volumes with volumes, and any other unit with its own. */
function quantityKey(quantity: ServiceQuantity): string {
  return quantity.kind === 'other' ? quantity.unit : quantity.kind === 'weight' ? 'g' : 'ml';
}

/** Two quantities of one key, which are of one kind. */
function added(sum: ServiceQuantity, share: ServiceQuantity): ServiceQuantity {
  if (sum.kind === 'weight' && share.kind === 'weight') return { ...sum, grams: sum.grams + share.grams };
  if (sum.kind === 'volume' && share.kind === 'volume') return { ...sum, ml: sum.ml + share.ml };
  if (sum.kind === 'other' && share.kind === 'other') return { ...sum, amount: sum.amount + share.amount };
  return sum;
}

/**
 * The ingredients of recipes from the recipe service, as its recipes list them: summed per
 * ingredient and kind of unit (weights in grams, volumes in millilitres, any other unit by itself) and
 * grouped by the service's aisle.
 */
async function serviceGroups(meals: ShoppingListBody['meals'], recipes: RecipeProvider, units: UnitSystem) {
  const found = new Map(
    await Promise.all(
      [...new Set(meals.map((meal) => meal.recipeId))].map(async (id) => [id, await recipes.recipe(id)] as const),
    ),
  );
  const items = new Map<string, { aisle: string; ingredientId: string; name: string; quantity: ServiceQuantity }>();
  for (const meal of meals) {
    const recipe = found.get(meal.recipeId);
    if (!recipe) throw new BadRequestError(`No recipe ${meal.recipeId}.`, { meals: `no recipe ${meal.recipeId}` });
    for (const ingredient of recipe.ingredients) {
      const share = serviceQuantity((ingredient.amount / recipe.servings) * meal.servings, ingredient.unit);
      const unitKey = quantityKey(share);
      const key = `${ingredient.name.toLowerCase()}|${unitKey}`;
      const entry = items.get(key);
      if (entry) entry.quantity = added(entry.quantity, share);
      else {
        items.set(key, {
          aisle: ingredient.aisle,
          ingredientId: `${ingredient.foodId ?? 0}-${unitKey}`,
          name: ingredient.name,
          quantity: share,
        });
      }
    }
  }
  const byAisle = new Map<string, ShoppingItem[]>();
  for (const { aisle, ingredientId, name, quantity } of items.values()) {
    const item: ShoppingItem = { ingredientId, name, amount: serviceAmount(quantity, units) };
    if (quantity.kind === 'weight' && Math.round(quantity.grams) > 0) item.grams = Math.round(quantity.grams);
    if (quantity.kind === 'volume' && Math.round(quantity.ml) > 0) item.ml = Math.round(quantity.ml);
    byAisle.set(aisle, [...(byAisle.get(aisle) ?? []), item]);
  }
  return [...byAisle].map(([group, aisleItems]) => ({ group, items: aisleItems }));
}

/**
 * Every ingredient of the given meals, summed and written in kitchen units of the system asked for: the
 * catalog's by food group in the groups' order, then those of the recipe service's recipes by aisle.
 */
export async function shoppingList(request: ShoppingListBody, recipes: RecipeProvider): Promise<ShoppingList> {
  const inCatalog = (meal: ShoppingListBody['meals'][number]) => RECIPES_BY_ID.has(meal.recipeId);
  const catalogMeals = request.meals.filter(inCatalog);
  const serviceMeals = request.meals.filter((meal) => !inCatalog(meal));
  const groups = [
    ...catalogGroups(catalogMeals, request.units),
    ...(await serviceGroups(serviceMeals, recipes, request.units)),
  ];
  return {
    groups: groups
      .filter((group) => group.items.length > 0)
      .map((group) => ({ ...group, items: group.items.sort((a, b) => a.name.localeCompare(b.name)) })),
  };
}
