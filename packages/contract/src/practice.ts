import { z } from 'zod';
import { dateRangeQuery, IsoDateSchema } from './params';

/** Finished guided sessions of a signed-in user, for the dashboard's minutes of practice. */
export const RecordPracticeRequestSchema = z.object({
  /** The user's local date of the practice. */
  date: IsoDateSchema,
  minutes: z.number().int({ error: 'must be a whole number' }).min(1).max(600),
  sessionId: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/, 'is not a session')
    .optional(),
});
export type RecordPracticeRequest = z.infer<typeof RecordPracticeRequestSchema>;

export const PracticeEntrySchema = z.object({
  id: z.string(),
  date: z.string(),
  minutes: z.number().int(),
  sessionId: z.string().nullable(),
});
export type PracticeEntry = z.infer<typeof PracticeEntrySchema>;

export const PRACTICE_MAX_RANGE_DAYS = 400;

export const PracticeQuerySchema = dateRangeQuery(PRACTICE_MAX_RANGE_DAYS, {});

export const PracticeSummarySchema = z.object({
  entries: z.array(PracticeEntrySchema),
  totalMinutes: z.number().int(),
});
export type PracticeSummary = z.infer<typeof PracticeSummarySchema>;
