import { FAVOURITES_SCHEMAS, type FavouriteItem, type FavouriteKind } from '@thrive/contract';
import { apiRequest } from '../api-client';

export async function getAccountFavourites<K extends FavouriteKind>(kind: K): Promise<FavouriteItem<K>[]> {
  const schema = FAVOURITES_SCHEMAS[kind] as (typeof FAVOURITES_SCHEMAS)['poses' | 'exercises'];
  const { items } = await apiRequest(`/api/favourites/${kind}`, { schema });
  return items as FavouriteItem<K>[];
}
