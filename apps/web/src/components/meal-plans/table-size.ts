import { z } from 'zod';

/** The two numbers that size a meal plan table: meals a day (its rows) and days (its columns). */
export type TableSizeField = 'meals' | 'days';

export type TableSizeLimits = Record<TableSizeField, { min: number; max: number }>;

const FIELD_NAMES: Record<TableSizeField, string> = { meals: 'Meals', days: 'Days' };

/** A whole number typed within the limits; a blank, a fraction or a number out of range gets the field's message. */
export function wholeNumberText(field: TableSizeField, { min, max }: { min: number; max: number }) {
  const message = `${FIELD_NAMES[field]} must be a whole number from ${min} to ${max}.`;
  return z
    .string()
    .trim()
    .min(1, message)
    .transform(Number)
    .pipe(z.number(message).int(message).min(min, message).max(max, message));
}

/** The size as typed, each number read within its limits. */
export const tableSizeSchema = (limits: TableSizeLimits) =>
  z.object({ meals: wholeNumberText('meals', limits.meals), days: wholeNumberText('days', limits.days) });

/** The one message a dialog shows about the size: the meals' first, then the days'. */
export function tableSizeProblem(
  errors: Partial<Record<TableSizeField, { message?: string | undefined }>>,
): { field: TableSizeField; message: string } | null {
  const field = (['meals', 'days'] as const).find((each) => errors[each]?.message);
  return field ? { field, message: errors[field]!.message! } : null;
}
