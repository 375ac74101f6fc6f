import type { DoneSet, ExerciseSession, PersonalRecord, RecordKind } from '@thrive/contract';
import { setOneRepMaxKg, setVolumeKg, setWeightKg } from './sessions';

/** Compared in whole grams, so that 45 lb and its kilograms converted back are the same weight. */
const wholeGrams = (kg: number) => Math.round(kg * 1000);

/** What a set scores for each single-best kind; undefined when it cannot hold that kind of record. */
const SCORES = {
  weight: (set: DoneSet) => (set.reps && set.reps > 0 && setWeightKg(set) > 0 ? setWeightKg(set) : undefined),
  oneRepMax: setOneRepMaxKg,
  volume: (set: DoneSet) => (setVolumeKg(set) > 0 ? setVolumeKg(set) : undefined),
} satisfies Record<Exclude<RecordKind, 'reps'>, (set: DoneSet) => number | undefined>;

type Holder = Omit<PersonalRecord, 'exerciseId' | 'name'>;

/**
 * An exercise's records as its sets come in, oldest first. The heaviest weight, the best estimated one-rep max and
 * the best set volume are one record each; "most reps" is kept per weight: a set holds it when no other set at the
 * same or a heavier weight had as many reps, so 10 at 20 kg is a record after 12 at 15 kg. A set that only ties a
 * record does not take it: the first to reach a figure keeps it, with its date. The exercise's first session sets its
 * records without breaking any.
 */
export class RecordBook {
  readonly #best = new Map<Exclude<RecordKind, 'reps'>, Holder>();
  /** The sets holding "most reps", none at a weight and with reps both at most another's. */
  #reps: Holder[] = [];
  #firstWorkoutId: string | undefined;

  /** Adds a done set; answers the kinds of record it broke. */
  add(set: DoneSet, date: string, workoutId: string): RecordKind[] {
    const firstSession = (this.#firstWorkoutId ??= workoutId) === workoutId;
    const broken: RecordKind[] = [];
    for (const kind of Object.keys(SCORES) as (keyof typeof SCORES)[]) {
      const value = SCORES[kind](set);
      if (value === undefined) continue;
      const holder = this.#best.get(kind);
      if (holder && wholeGrams(value) <= wholeGrams(holder.value)) continue;
      if (!firstSession) broken.push(kind);
      this.#best.set(kind, { kind, value, set, date, workoutId, previous: firstSession ? null : (holder?.value ?? 0) });
    }
    if (set.reps && set.reps > 0) {
      const weight = wholeGrams(setWeightKg(set));
      const atLeastAsHeavy = this.#reps.filter((held) => wholeGrams(setWeightKg(held.set)) >= weight);
      if (!atLeastAsHeavy.some((held) => held.value >= set.reps!)) {
        if (!firstSession) broken.push('reps');
        const previous = firstSession ? null : Math.max(0, ...atLeastAsHeavy.map((held) => held.value));
        this.#reps = this.#reps.filter(
          (held) => !(wholeGrams(setWeightKg(held.set)) <= weight && held.value <= set.reps!),
        );
        this.#reps.push({ kind: 'reps', value: set.reps, set, date, workoutId, previous });
      }
    }
    return broken;
  }

  /** Every sessions' sets, in order. */
  addSessions(sessions: readonly ExerciseSession[]): this {
    for (const session of sessions) for (const set of session.sets) this.add(set, session.date, session.workoutId);
    return this;
  }

  /** The records held now: one of each single-best kind, and "most reps" at each weight that holds it, lightest first. */
  records(): Holder[] {
    const reps = [...this.#reps].sort((a, b) => setWeightKg(a.set) - setWeightKg(b.set));
    return [...this.#best.values(), ...reps];
  }
}
