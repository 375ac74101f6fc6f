import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  acceptCheckInRoute,
  bodyTrendRoute,
  checkInRoute,
  deleteBodyEntryRoute,
  listBodyEntriesRoute,
  saveBodyEntryRoute,
  type BodyMeasures,
} from '@thrive/contract';
import { callApi } from '../api-client';
import { localIsoDate } from '../local-date';
import { targetsQueryOptions } from '../targets/account-targets';

/** Every query of body and progress starts with this key, so that one change refreshes them all. */
const BODY = ['body'] as const;

export const bodyKeys = {
  all: BODY,
  entries: (range: Range) => [...BODY, 'entries', range.from, range.to] as const,
  trend: (range: Range) => [...BODY, 'trend', range.from, range.to] as const,
  checkIn: (today: string) => [...BODY, 'check-in', today] as const,
};

export interface Range {
  from: string;
  to: string;
}

export function bodyEntriesQueryOptions(range: Range) {
  return queryOptions({
    queryKey: bodyKeys.entries(range),
    queryFn: ({ signal }) => callApi(listBodyEntriesRoute, { query: range }, { signal }).then((r) => r.entries),
  });
}

export function bodyTrendQueryOptions(range: Range) {
  return queryOptions({
    queryKey: bodyKeys.trend(range),
    queryFn: ({ signal }) => callApi(bodyTrendRoute, { query: range }, { signal }),
  });
}

/** The check-in of a person's today: its window ends yesterday, whose diary is complete. */
export function checkInQueryOptions(today: string) {
  return queryOptions({
    queryKey: bodyKeys.checkIn(today),
    queryFn: ({ signal }) => callApi(checkInRoute, { query: { today } }, { signal }),
  });
}

export const useBodyEntries = (range: Range) => useQuery(bodyEntriesQueryOptions(range));
export const useBodyTrend = (range: Range) => useQuery(bodyTrendQueryOptions(range));
/** The check-in of this device's today. */
export const useCheckIn = () => useQuery(checkInQueryOptions(localIsoDate()));

/** After a change: everything of body and progress, and the targets (a weigh-in or a check-in changes them). */
function useRefresh(userId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: bodyKeys.all }),
      client.invalidateQueries({ queryKey: targetsQueryOptions(userId).queryKey }),
    ]);
}

export function useSaveBodyEntry(userId: string) {
  const refresh = useRefresh(userId);
  return useMutation({
    mutationFn: ({ date, measures }: { date: string; measures: BodyMeasures }) =>
      callApi(saveBodyEntryRoute, { params: { date }, body: measures }),
    onSuccess: refresh,
  });
}

export function useDeleteBodyEntry(userId: string) {
  const refresh = useRefresh(userId);
  return useMutation({
    mutationFn: (date: string) => callApi(deleteBodyEntryRoute, { params: { date } }),
    onSuccess: refresh,
  });
}

export function useAcceptCheckIn(userId: string) {
  const refresh = useRefresh(userId);
  return useMutation({
    mutationFn: (calories: number) =>
      callApi(acceptCheckInRoute, { query: { today: localIsoDate() }, body: { calories } }),
    onSuccess: refresh,
  });
}
