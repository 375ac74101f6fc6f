import { and, eq } from 'drizzle-orm';
import { STORED_FAVOURITE_SCHEMAS, type FavouriteItem, type FavouriteKind } from '@thrive/contract';
import type { Database } from '../../db/database';
import { favourites } from '../../db/schema';

/**
 * The stored list, read as the model. Lists were checked when written, and poses and exercises saved in an older
 * shape are read as the model now (docs/decisions/0028); an entry a newer schema no longer accepts is left out,
 * not a failure.
 */
export async function findFavourites<K extends FavouriteKind>(
  userId: string,
  kind: K,
  db: Database,
): Promise<FavouriteItem<K>[]> {
  const [row] = await db
    .select({ items: favourites.items })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.kind, kind)));
  return ((row?.items ?? []) as unknown[]).flatMap((entry) => {
    const parsed = STORED_FAVOURITE_SCHEMAS[kind].safeParse(entry);
    return parsed.success ? [parsed.data as FavouriteItem<K>] : [];
  });
}

export async function saveFavourites(userId: string, kind: FavouriteKind, items: unknown[], db: Database) {
  await db
    .insert(favourites)
    .values({ userId, kind, items, updatedAt: new Date() })
    .onConflictDoUpdate({ target: [favourites.userId, favourites.kind], set: { items, updatedAt: new Date() } });
}
