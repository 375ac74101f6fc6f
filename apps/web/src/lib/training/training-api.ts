import { queryOptions, useQuery } from '@tanstack/react-query';
import { addDays, exerciseHistoryRoute, personalRecordsRoute, TRAINING_LIMITS } from '@thrive/contract';
import { callApi } from '../api-client';

export const trainingKeys = {
  all: ['training'] as const,
  history: (exerciseId: string, from: string, to: string) => ['training', 'history', exerciseId, from, to] as const,
  records: ['training', 'records'] as const,
};

/** The longest span one request may ask, ending `today`: what "last time" and records are looked for in. */
export const historySpan = (today: string) => ({ from: addDays(today, -(TRAINING_LIMITS.rangeDays - 1)), to: today });

export function exerciseHistoryQueryOptions(exerciseId: string, range: { from: string; to: string }) {
  return queryOptions({
    queryKey: trainingKeys.history(exerciseId, range.from, range.to),
    queryFn: ({ signal }) => callApi(exerciseHistoryRoute, { params: { exerciseId }, query: range }, { signal }),
  });
}

export function useExerciseHistory(exerciseId: string, range: { from: string; to: string }, enabled = true) {
  return useQuery({ ...exerciseHistoryQueryOptions(exerciseId, range), enabled });
}

export function personalRecordsQueryOptions() {
  return queryOptions({
    queryKey: trainingKeys.records,
    queryFn: ({ signal }) => callApi(personalRecordsRoute, {}, { signal }).then((list) => list.records),
  });
}

export function usePersonalRecords(enabled = true) {
  return useQuery({ ...personalRecordsQueryOptions(), enabled });
}
