import { createHash } from 'node:crypto';
import MiniSearch from 'minisearch';
import type { Exercise, ExerciseListQuery } from '@thrive/contract';
import { NotFoundError } from '../../lib/http-errors';
import { oncePerList } from '../../lib/once-per-list';
import { precompress, type Precompressed } from '../../lib/precompressed';

/** One typo in words of four letters or more, two in words of eight or more ("benchpres" finds Bench Press). */
function fuzziness(term: string): number {
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}

const collator = new Intl.Collator('en', { sensitivity: 'base' });
export const same = (a: string | undefined, b: string) => a !== undefined && collator.compare(a, b) === 0;

/**
 * A large response serialised once: the whole list is the largest response and the one requested most, so it
 * goes out as it was written, compressed once that is done, and a browser that holds it is told so (ETag).
 */
export class SerializedResponse {
  readonly json: string;
  readonly etag: string;
  /** The JSON compressed, once it has been: until then it goes out as it is. */
  compressed: Precompressed | undefined;

  constructor(value: unknown) {
    this.json = JSON.stringify(value);
    // Weak: the same body is sent in three encodings.
    this.etag = `W/"${createHash('sha256').update(this.json).digest('base64url').slice(0, 22)}"`;
    void precompress(this.json).then((compressed) => (this.compressed = compressed));
  }
}

/**
 * What the routes ask of a list of exercises, worked out once per list: lookups by id, a typo-tolerant name
 * search, and the whole list already serialised.
 */
export class ExerciseIndex {
  readonly byId: ReadonlyMap<string, Exercise>;
  private whole: SerializedResponse | undefined;
  private readonly names: MiniSearch<{ id: string; name: string }>;

  constructor(readonly exercises: readonly Exercise[]) {
    this.byId = new Map(exercises.map((exercise) => [exercise.id, exercise]));
    this.names = new MiniSearch({
      fields: ['name'],
      searchOptions: { fuzzy: fuzziness, prefix: (term) => term.length >= 2, combineWith: 'AND' },
    });
    this.names.addAll(exercises.map(({ id, name }) => ({ id, name })));
  }

  /** `GET /api/gym/exercises` without filters or paging, serialised once. */
  get all(): SerializedResponse {
    this.whole ??= new SerializedResponse({ exercises: this.exercises, total: this.exercises.length });
    return this.whole;
  }

  /** Exercises whose name holds every word of the query, allowing for typos, best first. */
  named(query: string): Exercise[] {
    return this.names.search(query).flatMap((hit) => this.byId.get(hit.id as string) ?? []);
  }

  /** The exercises a query matches, in the library's order or, for a name, best first. */
  matching({ name, bodyPart, muscle, equipment, level }: ExerciseListQuery): Exercise[] {
    return (name ? this.named(name) : this.exercises).filter(
      (exercise) =>
        (bodyPart === undefined || same(exercise.bodyPart, bodyPart)) &&
        (equipment === undefined || same(exercise.equipment, equipment)) &&
        (level === undefined || exercise.level === level) &&
        (muscle === undefined ||
          [...exercise.primaryMuscles, ...exercise.secondaryMuscles].some((worked) => same(worked, muscle))),
    );
  }
}

/** Paging as both APIs page: `offset` items skipped, then at most `limit`, or all the rest without one. */
export function page<T>(list: readonly T[], { limit, offset = 0 }: { limit?: number; offset?: number }): T[] {
  return list.slice(offset, limit === undefined ? undefined : offset + limit);
}

/** The index of this exact list, reused while the list is the same object. */
export const exerciseIndexFor = oncePerList((exercises: readonly Exercise[]) => new ExerciseIndex(exercises));

/** The exercise of this id, or the API's 404. */
export function exerciseOr404<E>(byId: ReadonlyMap<string, E>, id: string): E {
  const exercise = byId.get(id);
  if (!exercise) throw new NotFoundError('Exercise not found.');
  return exercise;
}
