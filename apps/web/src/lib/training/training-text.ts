import type { DoneSet, RecordKind } from '@thrive/contract';

/** A record's name as a screen says it. */
export const RECORD_NAMES: Record<RecordKind, string> = {
  weight: 'heaviest weight',
  reps: 'most reps at this weight',
  oneRepMax: 'best estimated one-rep max',
  volume: 'best set volume',
};

const amount = (set: DoneSet) => (set.seconds !== null ? `${set.seconds} s` : String(set.reps ?? 0));
const load = (set: DoneSet) => (set.weight ? ` at ${set.weight} ${set.unit}` : '');

/**
 * Sets as a lifter writes them: "3 × 8 at 16 kg" when all were alike, "8, 8, 7 at 16 kg" at one weight (one set:
 * "8 at 16 kg"), "8 at 16 kg, 6 at 18 kg" otherwise.
 */
export function describeSets(sets: readonly DoneSet[]): string {
  if (sets.length === 0) return '';
  const first = sets[0]!;
  const sameLoad = sets.every((set) => load(set) === load(first));
  if (sets.length > 1 && sameLoad && sets.every((set) => amount(set) === amount(first))) {
    return `${sets.length} × ${amount(first)}${load(first)}`;
  }
  if (sameLoad) return `${sets.map(amount).join(', ')}${load(first)}`;
  return sets.map((set) => `${amount(set)}${load(set)}`).join(', ');
}

/** "New record: heaviest weight and best set volume." */
export function recordNews(kinds: readonly RecordKind[]): string {
  const names = kinds.map((kind) => RECORD_NAMES[kind]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
  return `New record: ${list}.`;
}
