import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { workouts } from '../../db/schema';

const columns = { id: workouts.id, date: workouts.date, name: workouts.name, exercises: workouts.exercises };

/** The user's workouts, oldest first (by date, then as created): all of them, or up to `to` (and from `from`). */
export function workoutsForTraining(
  userId: string,
  db: Database,
  range: { from?: string | undefined; to?: string } = {},
) {
  return db
    .select(columns)
    .from(workouts)
    .where(
      and(
        eq(workouts.userId, userId),
        range.from === undefined ? undefined : gte(workouts.date, range.from),
        range.to === undefined ? undefined : lte(workouts.date, range.to),
      ),
    )
    .orderBy(asc(workouts.date), asc(workouts.createdAt));
}
