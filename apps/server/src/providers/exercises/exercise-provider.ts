import type { Exercise } from '@thrive/contract';

/**
 * Where exercises come from: the built-in catalog, or ExerciseDB when EXERCISEDB_API_KEY is set. Both
 * respond with our exercises (docs/decisions/0028), so routes and screens do not know which one did.
 */
export interface ExerciseProvider {
  /** The same list object while the exercises are unchanged, so indexes built on it can be reused. */
  all(): Promise<readonly Exercise[]>;
}
