import { z } from 'zod';

export const DatabaseKindSchema = z.enum(['pglite', 'postgres']);
export type DatabaseKind = z.infer<typeof DatabaseKindSchema>;

export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  database: DatabaseKindSchema,
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
