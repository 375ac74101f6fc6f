/** The two numbers that size a meal plan table: meals a day (its rows) and days (its columns). */
export type TableSizeField = 'meals' | 'days';

export type TableSizeLimits = Record<TableSizeField, { min: number; max: number }>;

export type TableSizeValues = Record<TableSizeField, string>;

const FIELD_NAMES: Record<TableSizeField, string> = { meals: 'Meals', days: 'Days' };

/** A whole number within the limits, or null for anything else: a blank, a fraction, a number out of range. */
export function wholeNumberIn(value: string, { min, max }: { min: number; max: number }): number | null {
  const number = Number(value);
  return value.trim() !== '' && Number.isInteger(number) && number >= min && number <= max ? number : null;
}

/** The size as typed, or the first field (meals, then days) that is out of its limits and what to say about it. */
export function readTableSize(
  values: TableSizeValues,
  limits: TableSizeLimits,
): { ok: true; meals: number; days: number } | { ok: false; field: TableSizeField; message: string } {
  const meals = wholeNumberIn(values.meals, limits.meals);
  const days = wholeNumberIn(values.days, limits.days);
  if (meals !== null && days !== null) return { ok: true, meals, days };
  const field = meals === null ? 'meals' : 'days';
  const { min, max } = limits[field];
  return { ok: false, field, message: `${FIELD_NAMES[field]} must be a whole number from ${min} to ${max}.` };
}
