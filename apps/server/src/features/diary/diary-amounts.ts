import {
  DIARY_MESSAGES,
  foodNotFoundMessage,
  type Food,
  type NewDiaryEntry,
  type Nutrients,
  type Recipe,
} from '@thrive/contract';
import { roundTo, scaleNutrients } from '@thrive/nutrition';
import { BadRequestError, NotFoundError } from '../../lib/http-errors';
import type { NewEntryRow } from './diary.repository';

/** Where an entry's food and recipe come from: the USDA foods (and a barcode's product), and the recipes. */
export interface DiarySources {
  food(id: string): Promise<Food | undefined>;
  /** Whether products can be looked up by barcode. */
  barcodes: boolean;
  /** A recipe's micronutrients per serving, where its ingredients give them. */
  recipeMicronutrients(recipeId: number): Partial<Nutrients>;
  recipe(id: number): Promise<Recipe | undefined>;
}

/** The grams of a food an amount means: as given, or its portion's weight times the quantity. */
function gramsOf(food: Food, amount: NonNullable<NewDiaryEntry['food']>): { grams: number; portion?: string } {
  if (amount.grams !== undefined) return { grams: amount.grams };
  const portion = food.portions.find((candidate) => candidate.unit === amount.portion);
  if (!portion) {
    throw new BadRequestError(DIARY_MESSAGES.portionNotFound, {
      'food.portion': `must be one of: ${food.portions.map((item) => item.unit).join('; ') || 'none (give grams)'}`,
    });
  }
  return { grams: roundTo((portion.grams / portion.amount) * amount.quantity!, 2), portion: portion.unit };
}

/**
 * The row an entry is written as, with the nutrients of the amount eaten: a food's values × grams ÷ 100, a
 * recipe's per serving × servings, or a quick entry's as typed.
 */
export async function entryRow(entry: NewDiaryEntry, sources: DiarySources): Promise<NewEntryRow> {
  const blank = { foodId: null, grams: null, portion: null, quantity: null, recipeId: null, servings: null };
  if (entry.food) {
    const food = await sources.food(entry.food.id);
    if (!food) throw new NotFoundError(foodNotFoundMessage(entry.food.id, sources.barcodes));
    const { grams, portion } = gramsOf(food, entry.food);
    return {
      ...blank,
      meal: entry.meal,
      kind: 'food',
      name: food.name,
      foodId: food.id,
      grams,
      portion: portion ?? null,
      quantity: portion ? entry.food.quantity! : null,
      nutrients: scaleNutrients(food.per100g, grams / 100),
    };
  }
  if (entry.recipe) {
    const recipe = await sources.recipe(entry.recipe.id);
    if (!recipe?.nutrition) throw new NotFoundError(DIARY_MESSAGES.recipeNotFound);
    const { calories, protein, carbs, fat, fiber, sugar, sodium } = recipe.nutrition;
    const perServing: Nutrients = {
      ...sources.recipeMicronutrients(recipe.id),
      ...{ calories, protein, carbs, fat, fiber, sugar, sodium },
    };
    return {
      ...blank,
      meal: entry.meal,
      kind: 'recipe',
      name: recipe.title,
      recipeId: recipe.id,
      servings: entry.recipe.servings,
      nutrients: scaleNutrients(perServing, entry.recipe.servings),
    };
  }
  const { name, calories, protein, carbs, fat } = entry.quick!;
  return { ...blank, meal: entry.meal, kind: 'quick', name, nutrients: { calories, protein, carbs, fat } };
}
