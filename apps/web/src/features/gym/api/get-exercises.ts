import { queryOptions, useQuery } from '@tanstack/react-query';
import { exercisesRoute } from '@thrive/contract';
import { callApi } from '../../../lib/api-client';

/** Spec §7: GET /exercises, the whole list; paging happens on the page. */
export function getExercises(signal?: AbortSignal) {
  return callApi(exercisesRoute, { query: {} }, { signal });
}

export const exercisesQueryOptions = queryOptions({
  queryKey: ['exercises'],
  queryFn: async ({ signal }) => {
    try {
      return await getExercises(signal);
    } catch (error) {
      // Spec §8: a failed fetch is logged, and the page carries on with an empty list.
      console.error('Exercises could not be loaded', error);
      throw error;
    }
  },
  staleTime: 60 * 60 * 1000,
});

export function useExercises() {
  return useQuery(exercisesQueryOptions);
}
