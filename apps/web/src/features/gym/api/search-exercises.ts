import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listExercisesRoute } from '@thrive/contract';
import { callApi } from '../../../lib/api-client';

/** Exercises whose name matches every word, allowing for typos, best first. */
export async function searchExercises(name: string, signal?: AbortSignal) {
  const found = await callApi(listExercisesRoute, { query: { name } }, { signal });
  return found ? found.exercises : [];
}

export function exerciseSearchQueryOptions(name: string) {
  return queryOptions({
    queryKey: ['exercises', 'name', name],
    queryFn: ({ signal }) => searchExercises(name, signal),
    staleTime: 60 * 60 * 1000,
  });
}

/** Asks only for a query with something in it; the last results stay on screen while the next load. */
export function useExerciseSearch(name: string) {
  return useQuery({ ...exerciseSearchQueryOptions(name), enabled: name !== '', placeholderData: keepPreviousData });
}
