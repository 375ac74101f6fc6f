import { and, asc, between, eq, sql, type Placeholder } from 'drizzle-orm';
import { MEAL_PLAN_LIMITS, type MealPlanType } from '@thrive/contract';
import type { Database } from '../../db/database';
import { mealPlans, type StoredPlanDay } from '../../db/schema';

export interface PlanKey {
  userId: string;
  date: string;
  type: MealPlanType;
}

/** The row of a key, given as values or as a prepared query's placeholders. */
const keyMatches = ({ userId, date, type }: { [Part in keyof PlanKey]: PlanKey[Part] | Placeholder }) =>
  and(eq(mealPlans.userId, userId), eq(mealPlans.date, date), eq(mealPlans.type, type));

const planByKey = (db: Database) =>
  db
    .select()
    .from(mealPlans)
    .where(
      keyMatches({ userId: sql.placeholder('userId'), date: sql.placeholder('date'), type: sql.placeholder('type') }),
    )
    .prepare('find_meal_plan');

/** A plan is read on every visit to it: its query is built once per database, not once per request. */
const preparedReads = new WeakMap<Database, ReturnType<typeof planByKey>>();

/** The plan, locked for the rest of the transaction when `forUpdate` (read-modify-write). */
export async function findPlan(key: PlanKey, db: Database, forUpdate = false) {
  if (forUpdate) {
    const [row] = await db.select().from(mealPlans).where(keyMatches(key)).for('update');
    return row;
  }
  let read = preparedReads.get(db);
  if (!read) preparedReads.set(db, (read = planByKey(db)));
  const [row] = await read.execute({ ...key });
  return row;
}

/** What every write sets besides the plan: the next version and the time. */
const nextVersion = () => ({ version: sql`${mealPlans.version} + 1`, updatedAt: new Date() });

/** Inserts a new plan; if another request created it a moment before, this one replaces it. */
export async function insertPlan(key: PlanKey, plan: { totalDays: number; days: StoredPlanDay[] }, db: Database) {
  const [row] = await db
    .insert(mealPlans)
    .values({ ...key, ...plan })
    .onConflictDoUpdate({
      target: [mealPlans.userId, mealPlans.date, mealPlans.type],
      set: { ...plan, ...nextVersion() },
    })
    .returning();
  return row;
}

export async function replacePlan(id: string, plan: { totalDays: number; days: StoredPlanDay[] }, db: Database) {
  const [row] = await db
    .update(mealPlans)
    .set({ ...plan, ...nextVersion() })
    .where(eq(mealPlans.id, id))
    .returning();
  return row;
}

export async function deletePlan(key: PlanKey, db: Database): Promise<boolean> {
  const deleted = await db.delete(mealPlans).where(keyMatches(key)).returning({ id: mealPlans.id });
  return deleted.length > 0;
}

/**
 * The plans covering at least one date from `from` to `to`: a plan saved for D with N days covers D to
 * D + N − 1, so one that started before `from` may still reach into the range.
 */
export function listPlans(
  query: { userId: string; type?: MealPlanType | undefined; from: string; to: string; include?: 'meals' | undefined },
  db: Database,
) {
  return db
    .select({
      date: mealPlans.date,
      type: mealPlans.type,
      totalDays: mealPlans.totalDays,
      version: mealPlans.version,
      updatedAt: mealPlans.updatedAt,
      days: query.include === 'meals' ? mealPlans.days : sql<null>`null`,
    })
    .from(mealPlans)
    .where(
      and(
        eq(mealPlans.userId, query.userId),
        // No plan is longer than maxDays, so its start lies at most maxDays − 1 days before `from`: this bound
        // lets the (user, date, type) index narrow the rows before each plan's own length is checked.
        between(mealPlans.date, sql`${query.from}::date - ${MEAL_PLAN_LIMITS.maxDays - 1}::integer`, query.to),
        sql`${mealPlans.date} + ${mealPlans.totalDays} - 1 >= ${query.from}::date`,
        query.type ? eq(mealPlans.type, query.type) : undefined,
      ),
    )
    .orderBy(asc(mealPlans.date), asc(mealPlans.type));
}
