import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { isIsoDate } from '../../lib/calendar';
import { localIsoDate } from '../../lib/local-date';
import { plansOnDateQueryOptions } from '../../lib/meal-plans/get-plans-on-date';
import { loadSession } from '../../lib/session';
import { diaryDayQueryOptions } from './api/diary-api';

/**
 * Who is signed in, then the day the diary opens on and the plans that cover it: with both in, each meal is drawn
 * once with its "Ate as planned", and no meal moves the ones below it when the plans arrive.
 */
export async function loadPageData(client: QueryClient, { request }: LoaderFunctionArgs) {
  const user = await loadSession(client);
  if (!user) return;
  const asked = new URL(request.url).searchParams.get('date');
  const date = asked && isIsoDate(asked) ? asked : localIsoDate();
  await Promise.all([
    client.ensureQueryData(diaryDayQueryOptions(date)),
    client.ensureQueryData(plansOnDateQueryOptions(date)),
  ]);
}
