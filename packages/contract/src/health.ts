import { z } from 'zod';

export const DatabaseKindSchema = z.enum(['pglite', 'postgres']);
export type DatabaseKind = z.infer<typeof DatabaseKindSchema>;

export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  database: DatabaseKindSchema,
  /** Only when Redis is configured: "down" while it does not respond (limits are then held per instance). */
  redis: z.enum(['up', 'down']).optional(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
