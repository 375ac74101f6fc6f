/**
 * Writes content/exercises/exercise-facts.json: the facts of free-exercise-db's exercises without their
 * instructions, which we write ourselves. Run with `npm run build:exercise-facts -w @thrive/catalog`.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ExerciseFacts, SourceExercise } from '../src/exercise-source';
import { readSourceExercises } from './source-exercises';

export function exerciseFacts(source: readonly SourceExercise[]): ExerciseFacts[] {
  return source.map(({ instructions: _instructions, ...facts }) => facts);
}

/** One exercise per line: a small file that diffs well. */
export function exerciseFactsJson(facts: readonly ExerciseFacts[]): string {
  return `[\n${facts.map((entry) => `  ${JSON.stringify(entry)}`).join(',\n')}\n]\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = fileURLToPath(new URL('../content/exercises/exercise-facts.json', import.meta.url));
  writeFileSync(target, exerciseFactsJson(exerciseFacts(readSourceExercises())));
  console.log(`wrote ${target}`);
}
