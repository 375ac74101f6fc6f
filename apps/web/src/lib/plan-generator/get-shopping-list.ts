import { queryOptions, useQuery } from '@tanstack/react-query';
import { ShoppingListSchema, type ShoppingListRequest } from '@thrive/contract';
import { apiRequest } from '../api-client';

export function getShoppingList(request: ShoppingListRequest) {
  return apiRequest('/api/mealplanner/shopping-list', { method: 'POST', body: request, schema: ShoppingListSchema });
}

export function shoppingListQueryOptions(request: ShoppingListRequest) {
  return queryOptions({
    queryKey: ['plan-generator', 'shopping-list', request],
    queryFn: () => getShoppingList(request),
  });
}

/** The list for the meals shown; fetched only while the list is open. */
export function useShoppingList(request: ShoppingListRequest, enabled: boolean) {
  return useQuery({ ...shoppingListQueryOptions(request), enabled: enabled && request.meals.length > 0 });
}
