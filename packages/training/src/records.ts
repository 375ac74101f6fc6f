import type { DoneSet, ExerciseSession, PersonalRecord, RecordKind } from '@thrive/contract';
import { setOneRepMaxKg, setVolumeKg, setWeightKg } from './sessions';

/** Compared to the gram, so that 45 lb and its kilograms converted back are the same weight. */
const grams = (kg: number) => Math.round(kg * 1000);

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
 * record does not take it: the first to reach a figure keeps it, with its date.
 */
export class RecordBook {
  readonly #best = new Map<Exclude<RecordKind, 'reps'>, Holder>();
  /** The sets holding "most reps", none at a weight and with reps both at most another's. */
  #reps: Holder[] = [];

  /** Adds a done set; answers the kinds of record it broke (none for an exercise's very first set, which only sets them). */
  add(set: DoneSet, date: string, workoutId: string): RecordKind[] {
    const broken: RecordKind[] = [];
    for (const kind of Object.keys(SCORES) as (keyof typeof SCORES)[]) {
      const value = SCORES[kind](set);
      if (value === undefined) continue;
      const holder = this.#best.get(kind);
      if (holder && grams(value) <= grams(holder.value)) continue;
      if (holder) broken.push(kind);
      this.#best.set(kind, { kind, value, set, date, workoutId });
    }
    if (set.reps && set.reps > 0) {
      const weight = grams(setWeightKg(set));
      const beaten = this.#reps.some((held) => grams(setWeightKg(held.set)) >= weight && held.value >= set.reps!);
      if (!beaten) {
        if (this.#reps.length > 0) broken.push('reps');
        this.#reps = this.#reps.filter((held) => !(grams(setWeightKg(held.set)) <= weight && held.value <= set.reps!));
        this.#reps.push({ kind: 'reps', value: set.reps, set, date, workoutId });
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
