import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { serverSecrets } from '../db/schema';

const SECRET_NAME = 'auth-secret';

/**
 * The key that signs session cookies. With no AUTH_SECRET configured it is generated once and stored in
 * the database, so `npm start` needs no setup, sessions survive restarts, and every instance on one
 * PostgreSQL signs alike. The first instance to insert wins; the others read its value.
 */
export async function loadAuthSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
  if (!row) throw new Error('The auth secret could not be stored.');
  return row.value;
}
