import type { Database } from '../../db/database';
import { newsletterSubscribers } from '../../db/schema';

/** Adds the address once; the same address in another letter case is already there. */
export async function subscribe(email: string, db: Database): Promise<void> {
  await db.insert(newsletterSubscribers).values({ email: email.trim() }).onConflictDoNothing();
}
