import { queryOptions, useQuery } from '@tanstack/react-query';
import { exercisesRoute } from '@thrive/contract';
import { callApi } from '../../../lib/api-client';

/** GET /api/exercises, the whole list; paging happens on the page. */
export function getExercises(signal?: AbortSignal) {
  return callApi(exercisesRoute, { query: {} }, { signal });
}

export const exercisesQueryOptions = queryOptions({
  queryKey: ['exercises'],
  queryFn: async ({ signal }) => {
    try {
      return await getExercises(signal);
    } catch (error) {
      // A failed fetch is logged, and the page shows its error with Retry (docs/product.md, "Gym").
      console.error('Exercises could not be loaded', error);
      throw error;
    }
  },
  staleTime: 60 * 60 * 1000,
});

export function useExercises() {
  return useQuery(exercisesQueryOptions);
}
