import {
  saveFavouriteExercisesRoute,
  saveFavouritePosesRoute,
  type FavouriteItem,
  type FavouriteKind,
} from '@thrive/contract';
import { callApi } from '../api-client';

const ROUTES = { poses: saveFavouritePosesRoute, exercises: saveFavouriteExercisesRoute } as const;

/** Replaces the account's list of this kind. */
export async function saveAccountFavourites<K extends FavouriteKind>(
  kind: K,
  items: readonly FavouriteItem<K>[],
): Promise<void> {
  // Either kind's route takes a list of its own items; the type checker sees both kinds at once.
  await callApi(ROUTES[kind] as typeof saveFavouritePosesRoute, { body: { items: items as never[] } });
}
