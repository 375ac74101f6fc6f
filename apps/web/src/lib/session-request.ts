import { SessionSchema, type AuthUser } from '@thrive/contract';
import { apiRequest } from './api-client';

/** GET /api/auth/get-session: the signed-in user, or null. */
export async function getSessionUser(signal?: AbortSignal): Promise<AuthUser | null> {
  const session = await apiRequest('/api/auth/get-session', { schema: SessionSchema, signal });
  return session?.user ?? null;
}
