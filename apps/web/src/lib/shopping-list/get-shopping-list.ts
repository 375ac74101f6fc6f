import { queryOptions, useQuery } from '@tanstack/react-query';
import { shoppingListRoute, type ShoppingListRequest } from '@thrive/contract';
import { callApi } from '../api-client';

export function getShoppingList(request: ShoppingListRequest) {
  return callApi(shoppingListRoute, { body: request });
}

export function shoppingListQueryOptions(request: ShoppingListRequest) {
  return queryOptions({
    queryKey: ['shopping-list', request],
    queryFn: () => getShoppingList(request),
  });
}

/**
 * The list for the meals shown; fetched only while the list is open. Fetched again in other units, the same
 * meals' list stays on screen until the new one comes; other meals' list never stands in for them.
 */
export function useShoppingList(request: ShoppingListRequest, enabled: boolean) {
  const meals = JSON.stringify(request.meals);
  return useQuery({
    ...shoppingListQueryOptions(request),
    enabled: enabled && request.meals.length > 0,
    placeholderData: (previous, previousQuery) => {
      const asked = previousQuery?.queryKey[1] as ShoppingListRequest | undefined;
      return asked && JSON.stringify(asked.meals) === meals ? previous : undefined;
    },
  });
}
