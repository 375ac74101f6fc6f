import { and, eq } from 'drizzle-orm';
import type { FavouriteKind } from '@thrive/contract';
import type { Database } from '../../db/database';
import { favourites } from '../../db/schema';

export async function findFavourites(userId: string, kind: FavouriteKind, db: Database): Promise<unknown[]> {
  const [row] = await db
    .select({ items: favourites.items })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.kind, kind)));
  return row?.items ?? [];
}

export async function saveFavourites(userId: string, kind: FavouriteKind, items: unknown[], db: Database) {
  await db
    .insert(favourites)
    .values({ userId, kind, items, updatedAt: new Date() })
    .onConflictDoUpdate({ target: [favourites.userId, favourites.kind], set: { items, updatedAt: new Date() } });
}
