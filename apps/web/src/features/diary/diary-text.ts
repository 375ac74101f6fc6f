import { MICRONUTRIENTS, type DiaryEntry, type DiaryMeal, type Micronutrient } from '@thrive/contract';

export const MEAL_NAMES: Record<DiaryMeal, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snacks: 'Snacks',
};

const number = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });

/** "1.5", "2", "1,250" */
export const formatAmount = (value: number) => number.format(value);
/** "1,250 kcal" */
export const formatCalories = (value: number) => `${whole.format(value)} kcal`;

/** A micronutrient's amount with its unit, small amounts with one decimal: "0.4 mg", "1,200 mg". */
export function formatNutrient(key: Micronutrient, value: number): string {
  const { unit } = MICRONUTRIENTS[key];
  return `${value >= 100 ? whole.format(value) : number.format(value)} ${unit}`;
}

/** How much of what an entry is: "2 large (100 g)", "150 g", "1.5 servings", "Quick entry". */
export function entryAmount(entry: DiaryEntry): string {
  if (entry.food) {
    const { grams, portion, quantity } = entry.food;
    if (!portion || !quantity) return `${formatAmount(grams)} g`;
    // A product's portion is "serving": two of them are servings.
    const unit = portion === 'serving' && quantity !== 1 ? 'servings' : portion;
    return `${formatAmount(quantity)} ${unit} (${formatAmount(grams)} g)`;
  }
  if (entry.recipe)
    return `${formatAmount(entry.recipe.servings)} ${entry.recipe.servings === 1 ? 'serving' : 'servings'}`;
  return 'Quick entry';
}
