import { z } from 'zod';

const amount = z.number().min(0).max(100_000);

/** Energy (kcal) and macronutrients (g) of a serving, a meal, a day or a target: the one shape for nutrition. */
export const NutritionSchema = z.object({ calories: amount, protein: amount, carbs: amount, fat: amount });
export type Nutrition = z.infer<typeof NutritionSchema>;
