import { EXERCISE_PAGE_SIZE, type Exercise } from '@thrive/contract';
import { ALL } from '../../components/ui/filter-select';

/** What the list shows, as stored in the address so Back and a shared link bring it back. */
export interface ExerciseListParams {
  q: string;
  bodyPart: string;
  equipment: string;
  level: string;
  page: number;
}

const FILTERS = ['bodyPart', 'equipment', 'level'] as const;
export type ExerciseFilter = (typeof FILTERS)[number];

export function readListParams(search: URLSearchParams): ExerciseListParams {
  const page = Number(search.get('page'));
  return {
    q: search.get('q')?.trim() ?? '',
    bodyPart: search.get('bodyPart') ?? ALL,
    equipment: search.get('equipment') ?? ALL,
    level: search.get('level') ?? ALL,
    // Pages start at 1; anything else in the address means the first.
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address's query for these params, leaving out what is at its default. */
export function writeListParams(params: ExerciseListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  for (const filter of FILTERS) if (params[filter] !== ALL) search.set(filter, params[filter]);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

export function filterExercises(exercises: readonly Exercise[], params: Pick<ExerciseListParams, ExerciseFilter>) {
  return exercises.filter((exercise) =>
    FILTERS.every((filter) => params[filter] === ALL || exercise[filter] === params[filter]),
  );
}

export function hasFilters(params: ExerciseListParams): boolean {
  return params.q !== '' || FILTERS.some((filter) => params[filter] !== ALL);
}

/** Twenty exercises a page, from page 1; a page past the end shows the last one. */
export function pageOf<T>(items: readonly T[], page: number) {
  const pageCount = Math.max(1, Math.ceil(items.length / EXERCISE_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  const start = (current - 1) * EXERCISE_PAGE_SIZE;
  return {
    items: items.slice(start, start + EXERCISE_PAGE_SIZE),
    page: current,
    pageCount,
    first: items.length === 0 ? 0 : start + 1,
    last: Math.min(start + EXERCISE_PAGE_SIZE, items.length),
  };
}
