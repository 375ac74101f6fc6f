import { z } from 'zod';
import { daysBetween } from './dates';

/** A whole number from a query or path parameter, with one message naming the allowed range. */
export function wholeNumberParam(min: number, max?: number) {
  const error =
    max === undefined ? `must be a whole number of at least ${min}` : `must be a whole number from ${min} to ${max}`;
  const schema = z.coerce.number({ error }).int({ error }).min(min, { error });
  return max === undefined ? schema : schema.max(max, { error });
}

export const IsoDateSchema = z.iso.date({ error: 'must be a date like 2026-11-22' });

/** A query with `from` and `to` dates (plus `shape`), in order and at most `maxDays` apart. */
export function dateRangeQuery<S extends z.ZodRawShape>(maxDays: number, shape: S) {
  return z.object({ ...shape, from: IsoDateSchema, to: IsoDateSchema }).superRefine((query, context) => {
    // The generic shape hides the two fields from the type checker; they are there by construction.
    const { from, to } = query as unknown as { from: string; to: string };
    checkDateRange(from, to, maxDays, context);
  });
}

/** `to` must not be before `from`, nor more than `maxDays` after it: an issue on `to` otherwise. */
export function checkDateRange(from: string, to: string, maxDays: number, context: z.RefinementCtx): void {
  if (from > to) context.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
  else if (daysBetween(from, to) > maxDays) {
    context.addIssue({ code: 'custom', path: ['to'], message: `the range may span at most ${maxDays} days` });
  }
}

/** Text of at most `max` characters, as services and our own fields are bounded. */
export const boundedText = (max: number) => z.string().max(max);
