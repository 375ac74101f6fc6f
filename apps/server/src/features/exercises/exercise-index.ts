import { createHash } from 'node:crypto';
import MiniSearch from 'minisearch';
import type { Exercise, ExercisePageQuery } from '@thrive/contract';
import { precompress, type Precompressed } from '../../lib/precompressed';

/** One typo in words of four letters or more, two in words of eight or more ("benchpres" finds Bench Press). */
function fuzziness(term: string): number {
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}

function sortedUnique(values: Iterable<string>): string[] {
  return [...new Set(values)].sort((a, b) => a.localeCompare(b));
}

const collator = new Intl.Collator('en', { sensitivity: 'base' });
const same = (a: string, b: string) => collator.compare(a, b) === 0;

/**
 * Everything ExerciseDB's routes ask of a list, worked out once per list: lookups by id, the lists of
 * body parts, targets and equipment, a typo-tolerant name search, and the whole list already serialised.
 */
export class ExerciseIndex {
  readonly byId: ReadonlyMap<string, Exercise>;
  readonly bodyParts: readonly string[];
  readonly targets: readonly string[];
  readonly equipment: readonly string[];
  /** The whole list as JSON: it is the largest response and the one requested most. */
  readonly json: string;
  /** Names that JSON, so a browser that has it already is told so instead of sent it again. */
  readonly etag: string;
  /** The JSON compressed, once it has been: until then it goes out as it is. */
  compressed: Precompressed | undefined;
  private readonly names: MiniSearch<{ id: string; name: string }>;

  constructor(readonly exercises: readonly Exercise[]) {
    this.byId = new Map(exercises.map((exercise) => [exercise.id, exercise]));
    this.bodyParts = sortedUnique(exercises.map((exercise) => exercise.bodyPart));
    this.targets = sortedUnique(exercises.map((exercise) => exercise.target));
    this.equipment = sortedUnique(exercises.map((exercise) => exercise.equipment));
    this.json = JSON.stringify(exercises);
    // Weak: the same list is sent in three encodings.
    this.etag = `W/"${createHash('sha256').update(this.json).digest('base64url').slice(0, 22)}"`;
    void precompress(this.json).then((compressed) => (this.compressed = compressed));
    this.names = new MiniSearch({
      fields: ['name'],
      searchOptions: { fuzzy: fuzziness, prefix: (term) => term.length >= 2, combineWith: 'AND' },
    });
    this.names.addAll(exercises.map(({ id, name }) => ({ id, name })));
  }

  /** The exercises whose `field` is `value`, in any letter case, as ExerciseDB matches them. */
  where(field: 'bodyPart' | 'target' | 'equipment', value: string): Exercise[] {
    return this.exercises.filter((exercise) => same(exercise[field], value));
  }

  /** Exercises whose name holds every word of the query, allowing for typos, best first. */
  named(query: string): Exercise[] {
    return this.names.search(query).flatMap((hit) => this.byId.get(hit.id as string) ?? []);
  }
}

/** ExerciseDB's paging: `offset` exercises skipped, then at most `limit`, or all the rest without one. */
export function page<T>(list: readonly T[], { limit, offset = 0 }: ExercisePageQuery): T[] {
  return list.slice(offset, limit === undefined ? undefined : offset + limit);
}

const built = new WeakMap<readonly Exercise[], ExerciseIndex>();

/** The index of this exact list, reused while the list is the same object. */
export function exerciseIndexFor(exercises: readonly Exercise[]): ExerciseIndex {
  let index = built.get(exercises);
  if (!index) {
    index = new ExerciseIndex(exercises);
    built.set(exercises, index);
  }
  return index;
}
