import { queryOptions, useQuery } from '@tanstack/react-query';
import { listExercisesRoute } from '@thrive/contract';
import { callApi } from '../../../lib/api-client';

/** The whole exercise library (`GET /api/gym/exercises` without filters); filters and paging happen on the page. */
export async function getExercises(signal?: AbortSignal) {
  // A 304 never reaches here: the browser answers it from its cache.
  const list = await callApi(listExercisesRoute, { query: {} }, { signal });
  return list ? list.exercises : [];
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
