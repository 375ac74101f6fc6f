import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { WORKOUT_ROUTES, type LogSetRequest, type Workout, type WorkoutInput } from '@thrive/contract';
import { callApi } from '../api-client';
import { trainingKeys } from '../training/training-api';

export const workoutKeys = {
  all: ['workouts'] as const,
  range: (from: string, to: string) => ['workouts', 'range', from, to] as const,
  one: (id: string) => ['workouts', 'one', id] as const,
};

export function workoutsInRangeQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: workoutKeys.range(from, to),
    queryFn: ({ signal }) =>
      callApi(WORKOUT_ROUTES.list, { query: { from, to } }, { signal }).then((list) => list.workouts),
  });
}

export function useWorkoutsInRange(from: string, to: string, enabled = true) {
  return useQuery({ ...workoutsInRangeQueryOptions(from, to), enabled });
}

export function workoutQueryOptions(id: string) {
  return queryOptions({
    queryKey: workoutKeys.one(id),
    queryFn: ({ signal }) => callApi(WORKOUT_ROUTES.get, { params: { id } }, { signal }),
  });
}

export function useWorkout(id: string, enabled = true) {
  return useQuery({ ...workoutQueryOptions(id), enabled });
}

/**
 * A workout just written is the newest: it replaces the cached one, and lists of dates, exercise histories and records
 * are read again.
 */
function remember(client: QueryClient, workout: Workout) {
  client.setQueryData(workoutKeys.one(workout.id), workout);
  void client.invalidateQueries({ queryKey: [...workoutKeys.all, 'range'] });
  void client.invalidateQueries({ queryKey: trainingKeys.all });
}

export function useSaveWorkout() {
  const client = useQueryClient();
  return useMutation({
    /** A workout saved before is replaced from the version it was read at; a new one is created. */
    mutationFn: ({ body, saved }: { body: WorkoutInput; saved: { id: string; version: number } | null }) =>
      saved
        ? callApi(WORKOUT_ROUTES.update, { params: { id: saved.id }, body: { ...body, version: saved.version } })
        : callApi(WORKOUT_ROUTES.create, { body }),
    onSuccess: (workout) => remember(client, workout),
  });
}

export function useLogSet(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ n, change }: { n: number; change: LogSetRequest }) =>
      callApi(WORKOUT_ROUTES.logSet, { params: { id, n }, body: change }),
    onSuccess: (workout) => remember(client, workout),
  });
}

export function useLogWarmUps(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ index, done }: { index: number; done: number }) =>
      callApi(WORKOUT_ROUTES.logWarmUps, { params: { id, index }, body: { done } }),
    onSuccess: (workout) => remember(client, workout),
  });
}

export function useDeleteWorkout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(WORKOUT_ROUTES.delete, { params: { id } }),
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: workoutKeys.one(id) });
      void client.invalidateQueries({ queryKey: [...workoutKeys.all, 'range'] });
    },
  });
}
