import { and, asc, between, count, desc, eq } from 'drizzle-orm';
import type { DiaryEntry } from '@thrive/contract';
import type { Database } from '../../db/database';
import { diaryEntries } from '../../db/schema';

type EntryRow = typeof diaryEntries.$inferSelect;
/** An entry as it is written: everything but what the database fills in. */
export type NewEntryRow = Omit<typeof diaryEntries.$inferInsert, 'id' | 'seq' | 'userId' | 'date' | 'createdAt'>;

/** A row as the contract's entry: the amount under the kind it belongs to. */
export function toEntry(row: EntryRow): DiaryEntry {
  const entry: DiaryEntry = {
    id: row.id,
    date: row.date,
    meal: row.meal,
    kind: row.kind,
    name: row.name,
    nutrients: row.nutrients,
    createdAt: row.createdAt.toISOString(),
  };
  if (row.kind === 'food' && row.foodId !== null && row.grams !== null) {
    entry.food = { id: row.foodId, grams: row.grams };
    if (row.portion !== null && row.quantity !== null)
      Object.assign(entry.food, { portion: row.portion, quantity: row.quantity });
  }
  if (row.kind === 'recipe' && row.recipeId !== null && row.servings !== null) {
    entry.recipe = { id: row.recipeId, servings: row.servings };
  }
  if (row.planType) entry.fromPlan = row.planType;
  return entry;
}

const ofUser = (userId: string, date: string) => and(eq(diaryEntries.userId, userId), eq(diaryEntries.date, date));

export function dayRows(userId: string, date: string, db: Database) {
  return db.select().from(diaryEntries).where(ofUser(userId, date)).orderBy(asc(diaryEntries.seq));
}

export async function countDay(userId: string, date: string, db: Database): Promise<number> {
  const [row] = await db.select({ entries: count() }).from(diaryEntries).where(ofUser(userId, date));
  return row?.entries ?? 0;
}

export async function insertEntries(userId: string, date: string, entries: NewEntryRow[], db: Database) {
  if (entries.length === 0) return [];
  return db
    .insert(diaryEntries)
    .values(entries.map((entry) => ({ ...entry, userId, date })))
    .returning();
}

/** The user's entry of that date, changed; undefined when there is none (another user's included). */
export async function updateEntry(userId: string, date: string, id: string, entry: NewEntryRow, db: Database) {
  const [row] = await db
    .update(diaryEntries)
    .set({ ...entry, planType: null, planItem: null })
    .where(and(ofUser(userId, date), eq(diaryEntries.id, id)))
    .returning();
  return row;
}

export async function deleteEntry(userId: string, date: string, id: string, db: Database) {
  const [row] = await db
    .delete(diaryEntries)
    .where(and(ofUser(userId, date), eq(diaryEntries.id, id)))
    .returning();
  return row;
}

export function rangeRows(userId: string, range: { from: string; to: string }, db: Database) {
  return db
    .select({ date: diaryEntries.date, nutrients: diaryEntries.nutrients })
    .from(diaryEntries)
    .where(and(eq(diaryEntries.userId, userId), between(diaryEntries.date, range.from, range.to)))
    .orderBy(asc(diaryEntries.date));
}

/** The kcal of each date of range rows (which come in date order). */
export function caloriesByDate(rows: { date: string; nutrients: { calories: number } }[]) {
  const byDate = new Map<string, number>();
  for (const row of rows) byDate.set(row.date, (byDate.get(row.date) ?? 0) + row.nutrients.calories);
  return [...byDate].map(([date, calories]) => ({ date, calories }));
}

/** The user's latest food entries, newest first. */
export function latestFoodRows(userId: string, limit: number, db: Database) {
  return db
    .select()
    .from(diaryEntries)
    .where(and(eq(diaryEntries.userId, userId), eq(diaryEntries.kind, 'food')))
    .orderBy(desc(diaryEntries.seq))
    .limit(limit);
}
