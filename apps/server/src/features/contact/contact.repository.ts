import type { ContactMessageRequest } from '@thrive/contract';
import type { Database } from '../../db/database';
import { contactMessages } from '../../db/schema';

export async function saveContactMessage(message: ContactMessageRequest, db: Database): Promise<void> {
  await db.insert(contactMessages).values(message);
}
