import { queryOptions, useQuery } from '@tanstack/react-query';
import { diaryRangeRoute } from '@thrive/contract';
import { callApi } from '../api-client';

/** The diary's query keys: a change to a day reads its day, the ranges and the recent foods again. */
export const diaryKeys = {
  all: ['diary'] as const,
  day: (date: string) => ['diary', 'day', date] as const,
  ranges: ['diary', 'range'] as const,
  range: (from: string, to: string) => ['diary', 'range', from, to] as const,
  recentFoods: ['diary', 'recent-foods'] as const,
};

export function diaryRangeQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: diaryKeys.range(from, to),
    queryFn: ({ signal }) => callApi(diaryRangeRoute, { query: { from, to } }, { signal }),
    // A date's calories eaten, for the charts.
    select: ({ days }) => new Map(days.map((day) => [day.date, day.totals.calories])),
  });
}

/** The calories eaten on each logged date of a range (dates without entries are absent). */
export function useCaloriesEaten(from: string, to: string) {
  return useQuery(diaryRangeQueryOptions(from, to));
}
