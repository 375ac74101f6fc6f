import { and, asc, between, eq } from 'drizzle-orm';
import type { RecordPracticeRequest } from '@thrive/contract';
import type { Database } from '../../db/database';
import { practiceSessions } from '../../db/schema';

const columns = {
  id: practiceSessions.id,
  date: practiceSessions.date,
  minutes: practiceSessions.minutes,
  sessionId: practiceSessions.sessionId,
};

export async function recordPractice(userId: string, practice: RecordPracticeRequest, db: Database) {
  const [row] = await db
    .insert(practiceSessions)
    .values({ userId, date: practice.date, minutes: practice.minutes, sessionId: practice.sessionId ?? null })
    .returning(columns);
  if (!row) throw new Error('the practice was not written');
  return row;
}

export function listPractice(userId: string, range: { from: string; to: string }, db: Database) {
  return db
    .select(columns)
    .from(practiceSessions)
    .where(and(eq(practiceSessions.userId, userId), between(practiceSessions.date, range.from, range.to)))
    .orderBy(asc(practiceSessions.date), asc(practiceSessions.createdAt));
}
