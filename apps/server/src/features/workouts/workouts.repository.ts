import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { WorkoutExercise } from '@thrive/contract';
import type { Database } from '../../db/database';
import { workouts } from '../../db/schema';

export type WorkoutRow = typeof workouts.$inferSelect;

interface WorkoutFields {
  date: string;
  name: string;
  exercises: WorkoutExercise[];
}

/** The exercises with the fields added since (rep ranges, warm-ups) given to workouts stored before them. */
function withCurrentFields(row: WorkoutRow): WorkoutRow {
  const exercises = row.exercises.map((exercise) => ({
    ...exercise,
    repsMax: exercise.repsMax ?? null,
    warmUpSets: exercise.warmUpSets ?? 0,
    warmUpsDone: exercise.warmUpsDone ?? 0,
  }));
  return { ...row, exercises };
}

/** Only the owner's row is ever found: another user's workout is as absent as one that never was. */
const owned = (userId: string, id: string) => and(eq(workouts.id, id), eq(workouts.userId, userId));

export async function insertWorkout(userId: string, fields: WorkoutFields, db: Database) {
  const [row] = await db
    .insert(workouts)
    .values({ userId, ...fields })
    .returning();
  return row;
}

/** The workout, locked for the rest of the transaction when `forUpdate` (read-modify-write). */
export async function findWorkout(userId: string, id: string, db: Database, forUpdate = false) {
  const query = db.select().from(workouts).where(owned(userId, id));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row && withCurrentFields(row);
}

/** Writes the new fields as the next version. */
export async function replaceWorkout(id: string, fields: Partial<WorkoutFields>, db: Database) {
  const [row] = await db
    .update(workouts)
    .set({ ...fields, version: sql`${workouts.version} + 1`, updatedAt: new Date() })
    .where(eq(workouts.id, id))
    .returning();
  return row;
}

export async function deleteWorkout(userId: string, id: string, db: Database): Promise<boolean> {
  const deleted = await db.delete(workouts).where(owned(userId, id)).returning({ id: workouts.id });
  return deleted.length > 0;
}

export async function listWorkouts(userId: string, range: { from: string; to: string }, db: Database) {
  const rows = await db
    .select()
    .from(workouts)
    .where(and(eq(workouts.userId, userId), between(workouts.date, range.from, range.to)))
    .orderBy(asc(workouts.date), asc(workouts.createdAt));
  return rows.map(withCurrentFields);
}
