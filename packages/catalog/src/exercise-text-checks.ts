import type { MuscleGroup } from '@thrive/contract';
import type { ExerciseText } from './exercise-source';
import { musclesNamedIn } from './muscle-words';

/** A run this long shared with the dataset's own text counts as copied. */
export const COPIED_RUN_WORDS = 8;

function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function runs(text: string, length: number): string[] {
  const list = words(text);
  const found: string[] = [];
  for (let start = 0; start + length <= list.length; start++) {
    found.push(list.slice(start, start + length).join(' '));
  }
  return found;
}

/** Every run of `length` words in the given texts, to test our sentences against. */
export function wordRuns(texts: readonly string[], length = COPIED_RUN_WORDS): Set<string> {
  const all = new Set<string>();
  for (const text of texts) for (const run of runs(text, length)) all.add(run);
  return all;
}

/** The runs of our text that also appear in the source's runs. */
export function copiedRuns(text: ExerciseText, sourceRuns: Set<string>): string[] {
  const ours = [...text.steps, text.commonMistake];
  return ours.flatMap((sentence) => runs(sentence, COPIED_RUN_WORDS).filter((run) => sourceRuns.has(run)));
}

/** Whether the text names at least one of the muscles the exercise works first. */
export function namesAMuscle(text: ExerciseText, primaryMuscles: readonly MuscleGroup[]): boolean {
  const named = musclesNamedIn([...text.steps, text.commonMistake].join(' '));
  return primaryMuscles.some((muscle) => named.includes(muscle));
}
