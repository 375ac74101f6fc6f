import { and, asc, between, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { workouts } from '../../db/schema';

const columns = { id: workouts.id, date: workouts.date, name: workouts.name, exercises: workouts.exercises };

/** The user's workouts, oldest first (by date, then as created), within a range of dates or all of them. */
export function workoutsForTraining(userId: string, db: Database, range?: { from: string; to: string }) {
  return db
    .select(columns)
    .from(workouts)
    .where(and(eq(workouts.userId, userId), range ? between(workouts.date, range.from, range.to) : undefined))
    .orderBy(asc(workouts.date), asc(workouts.createdAt));
}
