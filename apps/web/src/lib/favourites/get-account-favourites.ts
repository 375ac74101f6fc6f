import { favouriteExercisesRoute, favouritePosesRoute, type FavouriteItem, type FavouriteKind } from '@thrive/contract';
import { callApi } from '../api-client';

const ROUTES = { poses: favouritePosesRoute, exercises: favouriteExercisesRoute } as const;

export async function getAccountFavourites<K extends FavouriteKind>(kind: K): Promise<FavouriteItem<K>[]> {
  const { items } = await callApi(ROUTES[kind] as (typeof ROUTES)[FavouriteKind], {});
  return items as FavouriteItem<K>[];
}
