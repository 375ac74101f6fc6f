import { and, asc, between, desc, eq, gte, isNotNull, lte } from 'drizzle-orm';
import type { BodyEntry, BodyMeasures } from '@thrive/contract';
import type { Database } from '../../db/database';
import { bodyEntries, checkIns } from '../../db/schema';

type BodyRow = typeof bodyEntries.$inferSelect;

/** The contract's fields and their columns. */
const COLUMNS = {
  weight: 'weightKg',
  bodyFat: 'bodyFatPercent',
  waist: 'waistCm',
  hips: 'hipsCm',
  chest: 'chestCm',
  neck: 'neckCm',
  upperArm: 'upperArmCm',
  thigh: 'thighCm',
} as const satisfies Record<keyof BodyMeasures, keyof BodyRow>;

const FIELDS = Object.keys(COLUMNS) as (keyof BodyMeasures)[];

/** A row as the contract's entry: a null column is a measurement not taken. */
export function toBodyEntry(row: BodyRow): BodyEntry {
  const entry: BodyEntry = { date: row.date, updatedAt: row.updatedAt.toISOString() };
  for (const field of FIELDS) {
    const value = row[COLUMNS[field]];
    if (value !== null) entry[field] = value;
  }
  return entry;
}

const ofUser = (userId: string) => eq(bodyEntries.userId, userId);

export function entriesBetween(userId: string, range: { from: string; to: string }, db: Database) {
  return db
    .select()
    .from(bodyEntries)
    .where(and(ofUser(userId), between(bodyEntries.date, range.from, range.to)))
    .orderBy(asc(bodyEntries.date));
}

/** Every weigh-in up to a date, oldest first: the trend of a range starts from the first weigh-in ever. */
export function weighInsUntil(userId: string, to: string, db: Database) {
  return db
    .select({ date: bodyEntries.date, weight: bodyEntries.weightKg })
    .from(bodyEntries)
    .where(and(ofUser(userId), lte(bodyEntries.date, to), isNotNull(bodyEntries.weightKg)))
    .orderBy(asc(bodyEntries.date)) as Promise<{ date: string; weight: number }[]>;
}

/** The weigh-in of the latest date, if any. */
export async function latestWeighIn(userId: string, db: Database) {
  const [row] = await db
    .select({ date: bodyEntries.date, weight: bodyEntries.weightKg })
    .from(bodyEntries)
    .where(and(ofUser(userId), isNotNull(bodyEntries.weightKg)))
    .orderBy(desc(bodyEntries.date))
    .limit(1);
  return row as { date: string; weight: number } | undefined;
}

/** Writes the date's entry, replacing the one there: a measurement not given is no longer there. */
export async function saveEntry(userId: string, date: string, measures: BodyMeasures, db: Database) {
  const columns = Object.fromEntries(FIELDS.map((field) => [COLUMNS[field], measures[field] ?? null]));
  const values = { ...columns, updatedAt: new Date() };
  const [row] = await db
    .insert(bodyEntries)
    .values({ userId, date, ...values })
    .onConflictDoUpdate({ target: [bodyEntries.userId, bodyEntries.date], set: values })
    .returning();
  return row!;
}

/** The user's entry of that date, removed; undefined when there is none (another user's included). */
export async function deleteEntry(userId: string, date: string, db: Database) {
  const [row] = await db
    .delete(bodyEntries)
    .where(and(ofUser(userId), eq(bodyEntries.date, date)))
    .returning();
  return row;
}

/** The calorie target before the first check-in accepted since `since`, if any was. */
export async function caloriesBeforeCheckInsSince(userId: string, since: Date, db: Database) {
  const [row] = await db
    .select({ caloriesBefore: checkIns.caloriesBefore })
    .from(checkIns)
    .where(and(eq(checkIns.userId, userId), gte(checkIns.acceptedAt, since)))
    .orderBy(asc(checkIns.acceptedAt))
    .limit(1);
  return row?.caloriesBefore;
}

export async function recordCheckIn(
  userId: string,
  figures: { caloriesBefore: number; calories: number; expenditure: number },
  db: Database,
) {
  await db.insert(checkIns).values({ userId, ...figures });
}
