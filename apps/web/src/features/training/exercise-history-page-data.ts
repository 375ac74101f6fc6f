import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { localIsoDate } from '../../lib/local-date';
import { loadSession } from '../../lib/session';
import { targetsQueryOptions } from '../../lib/targets/account-targets';
import { exerciseHistoryQueryOptions, personalRecordsQueryOptions } from '../../lib/training/training-api';

/** Who is signed in, then the exercise's sessions, the records and the targets (which choose kg or lb). */
export async function loadPageData(client: QueryClient, { params }: LoaderFunctionArgs) {
  const user = await loadSession(client);
  if (!user || !params.exerciseId) return;
  await Promise.all([
    client.ensureQueryData(exerciseHistoryQueryOptions(params.exerciseId, localIsoDate())),
    client.ensureQueryData(personalRecordsQueryOptions()),
    client.ensureQueryData(targetsQueryOptions(user.id)),
  ]);
}
