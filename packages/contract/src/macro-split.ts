import { z } from 'zod';

export const MACRO_MESSAGES = { sum: 'Carbs, fat and protein must add up to 100 %.' } as const;

/** Percent of a day's energy from each macronutrient: whole numbers that add up to 100. */
export const MacroSplitSchema = z
  .object({
    carbs: z.number().int().min(0).max(100),
    fat: z.number().int().min(0).max(100),
    protein: z.number().int().min(0).max(100),
  })
  .refine(({ carbs, fat, protein }) => carbs + fat + protein === 100, { error: MACRO_MESSAGES.sum });
export type MacroSplit = z.infer<typeof MacroSplitSchema>;
