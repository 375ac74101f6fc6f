import { queryOptions, useQuery } from '@tanstack/react-query';
import { ExerciseSchema } from '@thrive/contract';
import { apiRequest } from '../../../lib/api-client';

/** One exercise of the library, for its muscle map and steps while following a workout. */
export function exerciseQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['exercise', id],
    queryFn: ({ signal }) =>
      apiRequest(`/api/exercises/exercise/${encodeURIComponent(id)}`, { schema: ExerciseSchema, signal }),
    staleTime: 60 * 60 * 1000,
  });
}

export function useExercise(id: string) {
  return useQuery(exerciseQueryOptions(id));
}
