import { queryOptions, useQuery } from '@tanstack/react-query';
import { posesRoute, YOGA_MESSAGES } from '@thrive/contract';
import { callApi } from '../../../lib/api-client';
import { ApiRequestError } from '../../../lib/api-error';

/** GET /api/yoga/poses, all poses. A failure reads "Network response was not ok" (docs/product.md, "Pose grid"). */
export async function getPoses(signal?: AbortSignal) {
  try {
    return (await callApi(posesRoute, { query: {} }, { signal })).poses;
  } catch (error) {
    const status = error instanceof ApiRequestError ? error.status : 0;
    throw new ApiRequestError(YOGA_MESSAGES.posesFailed, status, 'poses_failed');
  }
}

export const posesQueryOptions = queryOptions({
  queryKey: ['yoga', 'poses'],
  queryFn: ({ signal }) => getPoses(signal),
  staleTime: 60 * 60 * 1000,
});

export function usePoses() {
  return useQuery(posesQueryOptions);
}
