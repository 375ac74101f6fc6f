import { eq } from 'drizzle-orm';
import { DIETS, mergeTargets, type Diet, type Targets, type TargetsRecord } from '@thrive/contract';
import type { Database } from '../../db/database';
import { targets as targetsTable } from '../../db/schema';

type TargetsRow = typeof targetsTable.$inferSelect;
type TargetsColumns = Omit<typeof targetsTable.$inferInsert, 'userId'>;

const isDiet = (value: string | null): value is Diet => (DIETS as readonly string[]).includes(value ?? '');

/** A row as the targets it holds: each null column a field not chosen. */
function toTargets(row: TargetsRow): Targets {
  const targets: Targets = {};
  if (row.sex) targets.sex = row.sex;
  if (row.age !== null) targets.age = row.age;
  if (row.heightCm !== null) targets.height = row.heightCm;
  if (row.weightKg !== null) targets.weight = row.weightKg;
  if (row.goalWeightKg !== null) targets.goalWeight = row.goalWeightKg;
  if (row.activityHours !== null) targets.activity = row.activityHours;
  if (row.goal) targets.goal = row.goal;
  if (row.weeklyRateKg !== null) targets.weeklyRate = row.weeklyRateKg;
  if (row.calories !== null) targets.calories = row.calories;
  if (row.carbsPercent !== null && row.fatPercent !== null && row.proteinPercent !== null) {
    targets.macros = { carbs: row.carbsPercent, fat: row.fatPercent, protein: row.proteinPercent };
  }
  if (isDiet(row.diet)) targets.diet = row.diet;
  if (row.excludedAllergens && row.excludedWords) {
    targets.exclusions = { allergens: row.excludedAllergens, words: row.excludedWords };
  }
  if (row.mealsPerDay !== null) targets.meals = row.mealsPerDay;
  if (row.units) targets.units = row.units;
  return targets;
}

/** The columns of targets; a field not chosen is a null column. */
function toColumns(targets: Targets): TargetsColumns {
  return {
    sex: targets.sex ?? null,
    age: targets.age ?? null,
    heightCm: targets.height ?? null,
    weightKg: targets.weight ?? null,
    goalWeightKg: targets.goalWeight ?? null,
    activityHours: targets.activity ?? null,
    goal: targets.goal ?? null,
    weeklyRateKg: targets.weeklyRate ?? null,
    calories: targets.calories ?? null,
    carbsPercent: targets.macros?.carbs ?? null,
    fatPercent: targets.macros?.fat ?? null,
    proteinPercent: targets.macros?.protein ?? null,
    diet: targets.diet ?? null,
    excludedAllergens: targets.exclusions?.allergens ?? null,
    excludedWords: targets.exclusions?.words ?? null,
    mealsPerDay: targets.meals ?? null,
    units: targets.units ?? null,
  };
}

const NONE: TargetsRecord = { targets: {}, changedAt: null };

export async function findTargets(userId: string, db: Database): Promise<TargetsRecord> {
  const [row] = await db.select().from(targetsTable).where(eq(targetsTable.userId, userId));
  return row ? { targets: toTargets(row), changedAt: row.changedAt?.toISOString() ?? null } : NONE;
}

/**
 * Merges targets set at `changedAt` into the stored ones (see mergeTargets) and resolves to the result.
 * The row is locked while it is read and written, so two devices saving at once both count.
 */
export async function saveTargets(
  userId: string,
  change: { targets: Targets; changedAt: string },
  db: Database,
): Promise<TargetsRecord> {
  return db.transaction(async (tx) => {
    await tx.insert(targetsTable).values({ userId }).onConflictDoNothing();
    const [row] = await tx.select().from(targetsTable).where(eq(targetsTable.userId, userId)).for('update');
    const stored = { targets: toTargets(row!), changedAt: row!.changedAt?.toISOString() ?? null };
    const merged = mergeTargets(stored, change);
    await tx
      .update(targetsTable)
      .set({ ...toColumns(merged.targets), changedAt: new Date(merged.changedAt) })
      .where(eq(targetsTable.userId, userId));
    return { targets: merged.targets, changedAt: new Date(merged.changedAt).toISOString() };
  });
}
