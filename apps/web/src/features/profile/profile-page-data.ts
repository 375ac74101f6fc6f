import type { QueryClient } from '@tanstack/react-query';
import { loadSession } from '../../lib/session';
import { profileQueryOptions } from './api/get-profile';

/** Who is signed in, then their profile; a visitor's profile is on the device. */
export async function loadPageData(client: QueryClient) {
  const user = await loadSession(client);
  if (user) await client.ensureQueryData(profileQueryOptions(user.id));
}
