import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { poseRoute, type Pose } from '@thrive/contract';
import { callApi } from '../../../lib/api-client';
import { posesQueryOptions } from './get-poses';

/** GET /api/yoga/poses/{id}. */
export function getPose(id: number, signal?: AbortSignal) {
  return callApi(poseRoute, { params: { id } }, { signal });
}

export function poseQueryOptions(id: number, fromList?: Pose) {
  return queryOptions({
    queryKey: ['yoga', 'pose', id],
    queryFn: ({ signal }) => getPose(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 60 * 60 * 1000,
    // A pose already in the grid's list shows at once; the page still asks for the whole one.
    placeholderData: fromList,
  });
}

export function usePose(id: number) {
  const client = useQueryClient();
  const fromList = client.getQueryData(posesQueryOptions.queryKey)?.find((pose) => pose.id === id);
  return useQuery(poseQueryOptions(id, fromList));
}
