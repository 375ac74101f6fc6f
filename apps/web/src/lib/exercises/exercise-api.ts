import { queryOptions, useQuery } from '@tanstack/react-query';
import { getExerciseRoute } from '@thrive/contract';
import { callApi } from '../api-client';

/** One exercise of the library, for its muscle map and steps while following a workout, and its name over its history. */
export function exerciseQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['exercise', id],
    queryFn: ({ signal }) => callApi(getExerciseRoute, { params: { id } }, { signal }),
    staleTime: 60 * 60 * 1000,
  });
}

export function useExercise(id: string, enabled = true) {
  return useQuery({ ...exerciseQueryOptions(id), enabled });
}
