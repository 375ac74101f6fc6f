import { z } from 'zod';
import { ActivitySchema, AgeSchema, HeightSchema, SEXES, WeightSchema } from '@thrive/contract';

/** The calculator's facts, held to the targets' own bounds: what it saves is what My targets would accept. */
export const CalculatorSchema = z.object({
  sex: z.enum(SEXES),
  age: AgeSchema,
  height: HeightSchema,
  weight: WeightSchema,
  activity: ActivitySchema,
});
