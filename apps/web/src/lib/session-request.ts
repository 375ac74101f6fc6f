import { getSessionRoute, type AuthUser } from '@thrive/contract';
import { callApi } from './api-client';

/** The signed-in user, or null. */
export async function getSessionUser(signal?: AbortSignal): Promise<AuthUser | null> {
  const session = await callApi(getSessionRoute, {}, { signal });
  return session?.user ?? null;
}
