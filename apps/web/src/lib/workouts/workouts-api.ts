import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  DeleteWorkoutResponseSchema,
  WorkoutListSchema,
  WorkoutSchema,
  type LogSetRequest,
  type UpdateWorkoutRequest,
  type Workout,
  type WorkoutInput,
} from '@thrive/contract';
import { apiRequest } from '../api-client';

export const workoutKeys = {
  all: ['workouts'] as const,
  range: (from: string, to: string) => ['workouts', 'range', from, to] as const,
  one: (id: string) => ['workouts', 'one', id] as const,
};

export function workoutsInRangeQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: workoutKeys.range(from, to),
    queryFn: ({ signal }) =>
      apiRequest(`/api/workouts?from=${from}&to=${to}`, { schema: WorkoutListSchema, signal }).then(
        (list) => list.workouts,
      ),
  });
}

export function useWorkoutsInRange(from: string, to: string, enabled = true) {
  return useQuery({ ...workoutsInRangeQueryOptions(from, to), enabled });
}

export function workoutQueryOptions(id: string) {
  return queryOptions({
    queryKey: workoutKeys.one(id),
    queryFn: ({ signal }) => apiRequest(`/api/workouts/${encodeURIComponent(id)}`, { schema: WorkoutSchema, signal }),
  });
}

export function useWorkout(id: string, enabled = true) {
  return useQuery({ ...workoutQueryOptions(id), enabled });
}

/** A workout just written is the newest: it replaces the cached one, and lists of dates are read again. */
function remember(client: QueryClient, workout: Workout) {
  client.setQueryData(workoutKeys.one(workout.id), workout);
  void client.invalidateQueries({ queryKey: [...workoutKeys.all, 'range'] });
}

export function useSaveWorkout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: WorkoutInput | UpdateWorkoutRequest }) =>
      id
        ? apiRequest(`/api/workouts/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: WorkoutSchema })
        : apiRequest('/api/workouts', { method: 'POST', body, schema: WorkoutSchema }),
    onSuccess: (workout) => remember(client, workout),
  });
}

export function useLogSet(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ n, change }: { n: number; change: LogSetRequest }) =>
      apiRequest(`/api/workouts/${encodeURIComponent(id)}/sets/${n}`, {
        method: 'PATCH',
        body: change,
        schema: WorkoutSchema,
      }),
    onSuccess: (workout) => remember(client, workout),
  });
}

export function useDeleteWorkout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/workouts/${encodeURIComponent(id)}`, { method: 'DELETE', schema: DeleteWorkoutResponseSchema }),
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: workoutKeys.one(id) });
      void client.invalidateQueries({ queryKey: [...workoutKeys.all, 'range'] });
    },
  });
}
