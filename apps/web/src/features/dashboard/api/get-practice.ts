import { queryOptions, useQuery } from '@tanstack/react-query';
import { listPracticeRoute } from '@thrive/contract';
import { callApi } from '../../../lib/api-client';

/** The finished guided sessions of a date range and their minutes. */
export function getPractice(from: string, to: string, signal?: AbortSignal) {
  return callApi(listPracticeRoute, { query: { from, to } }, { signal });
}

export function practiceQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: ['practice', from, to] as const,
    queryFn: ({ signal }) => getPractice(from, to, signal),
  });
}

export function usePractice(from: string, to: string) {
  return useQuery(practiceQueryOptions(from, to));
}
