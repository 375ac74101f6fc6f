import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { exercisesByNameRoute } from '@thrive/contract';
import { callApi } from '../../../lib/api-client';

/** ExerciseDB's `/name/{name}`: exercises whose name matches every word, allowing for typos, best first. */
export function searchExercises(name: string, signal?: AbortSignal) {
  return callApi(exercisesByNameRoute, { params: { name }, query: {} }, { signal });
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
