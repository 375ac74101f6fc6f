import { FAVOURITES_SCHEMAS, type FavouriteItem, type FavouriteKind } from '@thrive/contract';
import { apiRequest } from '../api-client';

/** Replaces the account's list of this kind. */
export async function saveAccountFavourites<K extends FavouriteKind>(
  kind: K,
  items: readonly FavouriteItem<K>[],
): Promise<void> {
  await apiRequest(`/api/favourites/${kind}`, { method: 'PUT', body: { items }, schema: FAVOURITES_SCHEMAS[kind] });
}
