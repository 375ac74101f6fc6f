import factsJson from '../content/exercises/exercise-facts.json';
import textsJson from '../content/exercises/exercise-texts.json';
import type { ExerciseFacts, ExerciseText } from './exercise-source';

/** The facts and texts as stored; tests validate them against their schemas. */
export const EXERCISE_FACTS = factsJson as ExerciseFacts[];
export const EXERCISE_TEXTS = textsJson as Record<string, ExerciseText>;

/** An exercise: free-exercise-db's facts and our own steps and common mistake. */
export type CatalogExercise = ExerciseFacts & ExerciseText;

/** Every exercise, in the source's (alphabetical) order; one without our text is a defect the tests report. */
export const EXERCISES: readonly CatalogExercise[] = EXERCISE_FACTS.flatMap((facts) => {
  const text = EXERCISE_TEXTS[facts.id];
  return text ? [{ ...facts, ...text }] : [];
});
