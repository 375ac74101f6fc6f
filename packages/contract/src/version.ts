import { z } from 'zod';

/**
 * The version of a saved plan or a workout: 1 when it is created, one more with every change. A change names the
 * version it was based on; one based on an older version is refused with 409, so nothing another device saved in
 * the meantime is overwritten.
 */
export const VersionSchema = z.number().int();

/** The version a change was based on, as a request names it. */
export const BasedOnVersionSchema = z
  .number({ error: 'must be the version you read' })
  .int({ error: 'must be the version you read' })
  .min(1, { error: 'must be the version you read' });
