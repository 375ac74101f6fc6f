import { queryOptions, useQuery } from '@tanstack/react-query';
import { PracticeSummarySchema } from '@thrive/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/practice: the finished guided sessions of a date range and their minutes. */
export function getPractice(from: string, to: string, signal?: AbortSignal) {
  return apiRequest(`/api/practice?${new URLSearchParams({ from, to })}`, { schema: PracticeSummarySchema, signal });
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
