import { and, eq } from 'drizzle-orm';
import { storedFavouriteExercise, type FavouriteKind } from '@thrive/contract';
import type { Database } from '../../db/database';
import { favourites } from '../../db/schema';

export async function findFavourites(userId: string, kind: FavouriteKind, db: Database): Promise<unknown[]> {
  const [row] = await db
    .select({ items: favourites.items })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.kind, kind)));
  const items = row?.items ?? [];
  // Exercises kept before decision 0028 are in ExerciseDB's shape: they are read as ours.
  return kind === 'exercises' ? items.map(storedFavouriteExercise) : items;
}

export async function saveFavourites(userId: string, kind: FavouriteKind, items: unknown[], db: Database) {
  await db
    .insert(favourites)
    .values({ userId, kind, items, updatedAt: new Date() })
    .onConflictDoUpdate({ target: [favourites.userId, favourites.kind], set: { items, updatedAt: new Date() } });
}
