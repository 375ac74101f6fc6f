import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { bodyEntriesQueryOptions, bodyTrendQueryOptions, checkInQueryOptions } from '../../lib/body/body-api';
import { localIsoDate } from '../../lib/local-date';
import { loadSession } from '../../lib/session';
import { targetsQueryOptions } from '../../lib/targets/account-targets';
import { progressAddress } from './progress-address';

/**
 * Who is signed in, then everything /progress opens on: the date's entry, the span's entries and trend, the check-in
 * and the targets (which choose the units). With all of it in, the page is rendered once, and nothing below a card
 * moves when the card fills in.
 */
export async function loadPageData(client: QueryClient, { request }: LoaderFunctionArgs) {
  const user = await loadSession(client);
  if (!user) return;
  const today = localIsoDate();
  const { date, range } = progressAddress(new URL(request.url).searchParams, today);
  await Promise.all([
    client.ensureQueryData(targetsQueryOptions(user.id)),
    client.ensureQueryData(bodyEntriesQueryOptions({ from: date, to: date })),
    client.ensureQueryData(bodyEntriesQueryOptions(range)),
    client.ensureQueryData(bodyTrendQueryOptions(range)),
    client.ensureQueryData(checkInQueryOptions(today)),
  ]);
}
