import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { daysBetween, diaryMealOfRow, type DiaryMeal, type MealPlanType, type Nutrients } from '@thrive/contract';
import { portionNutrition, scaleNutrients } from '@thrive/nutrition';
import type { Database } from '../../db/database';
import { mealPlans } from '../../db/schema';
import type { NewEntryRow } from './diary.repository';

/** The plan of a type whose days cover the date: the one that starts latest, as the dashboard shows it. */
export async function planCovering(userId: string, type: MealPlanType, date: string, db: Database) {
  const [plan] = await db
    .select()
    .from(mealPlans)
    .where(
      and(
        eq(mealPlans.userId, userId),
        eq(mealPlans.type, type),
        lte(mealPlans.date, date),
        sql`${mealPlans.date} + ${mealPlans.totalDays} > ${date}::date`,
      ),
    )
    .orderBy(desc(mealPlans.date))
    .limit(1);
  return plan;
}

/**
 * The entries "Ate as planned" logs for a date: each meal of the plan's day (or of one meal of it) with the
 * nutrition the plan shows, marked with its place in the plan so that it is logged once.
 */
export function plannedEntries(
  plan: NonNullable<Awaited<ReturnType<typeof planCovering>>>,
  date: string,
  meal: DiaryMeal | undefined,
  recipeMicronutrients: (recipeId: number) => Partial<Nutrients>,
): NewEntryRow[] {
  const dayNumber = daysBetween(plan.date, date) + 1;
  const day = plan.days.find((candidate) => candidate.dayNumber === dayNumber);
  if (!day) return [];
  return day.rows.flatMap((row, rowIndex) => {
    const rowMeal = diaryMealOfRow(row.label);
    if (meal && rowMeal !== meal) return [];
    return row.items.map((item, itemIndex): NewEntryRow => {
      const servings = item.servings ?? 1;
      const { calories, protein, carbs, fat } = portionNutrition(item);
      return {
        meal: rowMeal,
        kind: item.recipeId ? 'recipe' : 'quick',
        name: item.name,
        foodId: null,
        grams: null,
        portion: null,
        quantity: null,
        recipeId: item.recipeId ?? null,
        servings: item.recipeId ? servings : null,
        // The plan's own figures, and a built-in recipe's micronutrients for the servings eaten.
        nutrients: {
          ...(item.recipeId ? scaleNutrients(recipeMicronutrients(item.recipeId), servings) : {}),
          calories,
          protein,
          carbs,
          fat,
        },
        planType: plan.type,
        planItem: `${plan.id}/${dayNumber}/${rowIndex}/${itemIndex}`,
      };
    });
  });
}
