import { queryOptions, useQuery } from '@tanstack/react-query';
import { exerciseHistoryRoute, personalRecordsRoute } from '@thrive/contract';
import { callApi } from '../api-client';

export const trainingKeys = {
  all: ['training'] as const,
  history: (exerciseId: string, to: string) => ['training', 'history', exerciseId, to] as const,
  records: ['training', 'records'] as const,
};

/**
 * Every session of an exercise up to `today`: "last time", the records a set may break and the chart all read the
 * whole of it, as the records list does.
 */
export function exerciseHistoryQueryOptions(exerciseId: string, today: string) {
  return queryOptions({
    queryKey: trainingKeys.history(exerciseId, today),
    queryFn: ({ signal }) =>
      callApi(exerciseHistoryRoute, { params: { exerciseId }, query: { to: today } }, { signal }),
  });
}

export function useExerciseHistory(exerciseId: string, today: string, enabled = true) {
  return useQuery({ ...exerciseHistoryQueryOptions(exerciseId, today), enabled });
}

/** Where an exercise's history page is. */
export const exerciseHistoryPath = (exerciseId: string) => `/training/exercises/${encodeURIComponent(exerciseId)}`;

export function personalRecordsQueryOptions() {
  return queryOptions({
    queryKey: trainingKeys.records,
    queryFn: ({ signal }) => callApi(personalRecordsRoute, {}, { signal }).then((list) => list.records),
  });
}

export function usePersonalRecords(enabled = true) {
  return useQuery({ ...personalRecordsQueryOptions(), enabled });
}
