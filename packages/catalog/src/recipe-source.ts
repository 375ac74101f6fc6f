import { z } from 'zod';

export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type MealType = (typeof MEAL_TYPES)[number];

/** A recipe as the team writes it: no nutrition and no diet labels, those are computed. */
export const RecipeSourceSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(3).max(70),
  /** One to three plain sentences. */
  summary: z.string().min(40).max(420),
  servings: z.number().int().min(1).max(12),
  readyInMinutes: z.number().int().min(1).max(600),
  mealTypes: z.array(z.enum(MEAL_TYPES)).min(1),
  cuisine: z.string().min(3),
  ingredients: z
    .array(
      z.object({
        ingredientId: z.string(),
        /** Grams in the whole recipe. */
        grams: z.number().positive(),
        /** The line as a cook reads it, e.g. "1 cup (185 g) cooked quinoa". */
        line: z.string().min(3),
      }),
    )
    .min(2),
  instructions: z.array(z.string().min(10)).min(2),
});
export type RecipeSource = z.infer<typeof RecipeSourceSchema>;
