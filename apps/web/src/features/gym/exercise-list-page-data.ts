import type { QueryClient } from '@tanstack/react-query';
import { exercisesQueryOptions } from './api/get-exercises';

export function loadPageData(client: QueryClient) {
  return client.ensureQueryData(exercisesQueryOptions);
}
