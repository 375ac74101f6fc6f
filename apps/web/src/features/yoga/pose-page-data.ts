import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { poseQueryOptions } from './api/get-pose';

export function loadPageData(client: QueryClient, { params }: LoaderFunctionArgs) {
  const id = Number(params.id);
  return Number.isInteger(id) && id > 0 ? client.ensureQueryData(poseQueryOptions(id)) : Promise.resolve();
}
