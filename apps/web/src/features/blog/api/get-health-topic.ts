import { queryOptions, useQuery } from '@tanstack/react-query';
import { healthTopicRoute } from '@thrive/contract';
import { callApi } from '../../../lib/api-client';

/** One topic by id (`topicsearch.json`); a topic the service does not have comes back as an empty list. */
export async function getHealthTopic(id: string, signal?: AbortSignal) {
  const response = await callApi(healthTopicRoute, { query: { TopicId: id, Lang: 'en' } }, { signal });
  return response.Result.Resources.Resource[0] ?? null;
}

export function healthTopicQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['health-topics', id],
    queryFn: ({ signal }) => getHealthTopic(id, signal),
    staleTime: 60 * 60 * 1000,
  });
}

export function useHealthTopic(id: string) {
  return useQuery(healthTopicQueryOptions(id));
}
