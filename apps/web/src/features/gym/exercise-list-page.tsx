import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { EXERCISE_LEVELS, EXERCISE_MESSAGES, type Exercise } from '@thrive/contract';
import { ExerciseModal } from '../../components/exercises/exercise-modal';
import { ALL, FilterSelect } from '../../components/ui/filter-select';
import { Pagination } from '../../components/ui/pagination';
import { RetryState } from '../../components/ui/retry-state';
import { useDialogInAddress } from '../../lib/use-dialog-in-address';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useExercises } from './api/get-exercises';
import { useExerciseSearch } from './api/search-exercises';
import { ExerciseCard } from './components/exercise-card';
import { ExerciseSearchBox } from './components/exercise-search-box';
import {
  filterExercises,
  hasFilters,
  pageOf,
  readListParams,
  writeListParams,
  type ExerciseFilter,
  type ExerciseListParams,
} from './exercise-list-state';
import './exercise-list-page.css';

/** "upper legs" reads as "Upper legs" in a list of options. */
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const sortedUnique = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));

/** The three filters and the choices the list offers for each. */
function filterChoices(exercises: readonly Exercise[]) {
  return [
    {
      filter: 'bodyPart',
      label: 'Body part',
      allLabel: 'All body parts',
      options: sortedUnique(exercises.map((exercise) => exercise.bodyPart)),
    },
    {
      filter: 'equipment',
      label: 'Equipment',
      allLabel: 'Any equipment',
      options: sortedUnique(exercises.map((exercise) => exercise.equipment)),
    },
    {
      filter: 'level',
      label: 'Level',
      allLabel: 'All levels',
      options: EXERCISE_LEVELS.filter((level) => exercises.some((exercise) => exercise.level === level)),
    },
  ] satisfies { filter: ExerciseFilter; label: string; allLabel: string; options: readonly string[] }[];
}

export function ExerciseListPage() {
  useDocumentTitle(EXERCISE_MESSAGES.heading);
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);
  const exercises = useExercises();
  const search = useExerciseSearch(params.q);
  const dialog = useDialogInAddress<Exercise>('exercise', (id) =>
    exercises.data?.find((exercise) => exercise.id === id),
  );
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  // React Router hands a functional update the address as last rendered, so two changes made before the
  // next render (two filters chosen quickly) would lose the first. Each change builds on the latest one:
  // the address once shown, or the change just asked for.
  const latest = useRef(searchParams);
  useLayoutEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);

  /** A new filter, page or search is a step Back can undo; typing more only refines the search it is in. */
  const update = useCallback(
    (changes: Partial<ExerciseListParams>, replace = false) => {
      latest.current = writeListParams({ ...readListParams(latest.current), page: 1, ...changes });
      setSearchParams(latest.current, { replace });
    },
    [setSearchParams],
  );
  const searchInAddress = searchParams.get('q') ?? '';
  const onSearch = useCallback(
    (q: string) => update({ q }, searchInAddress !== '' && q !== ''),
    [update, searchInAddress],
  );

  function goToPage(page: number) {
    update({ page });
    resultsHeading.current?.focus({ preventScroll: true });
    resultsHeading.current?.scrollIntoView({ block: 'start' });
  }

  const all = exercises.data ?? [];
  const base = params.q ? (search.data ?? []) : all;
  const filtered = filterExercises(base, params);
  const shown = pageOf(filtered, params.page);
  // The last search's results stay on screen while the next one loads, but they are not this search's results.
  const searching = params.q !== '' && (search.isPending || search.isPlaceholderData);

  return (
    <div className="page exercise-list">
      <div className="container">
        <header className="page-header">
          <span className="eyebrow">Gym library</span>
          <h1>{EXERCISE_MESSAGES.heading}</h1>
          <p>
            Every exercise shows the muscles it works. Narrow the list by body part, equipment or level, or search by
            name; open one for its steps and the mistake to avoid.
          </p>
        </header>

        {exercises.isPending ? (
          <p className="page-state exercise-list__state" role="status" aria-busy="true">
            {EXERCISE_MESSAGES.loading}
          </p>
        ) : exercises.isError ? (
          <RetryState
            className="exercise-list__state"
            message="The exercises could not be loaded. Check your connection and try again."
            onRetry={() => void exercises.refetch()}
          />
        ) : (
          <>
            <div className="exercise-list__controls" role="search" aria-label="Find exercises">
              <ExerciseSearchBox value={params.q} onSearch={onSearch} />
              {filterChoices(all).map(({ filter, label, allLabel, options }) => (
                <FilterSelect
                  key={filter}
                  label={label}
                  allLabel={allLabel}
                  options={options}
                  optionLabel={capitalise}
                  value={params[filter]}
                  onChange={(value) => update({ [filter]: value })}
                />
              ))}
            </div>

            <div className="exercise-list__summary">
              <h2 ref={resultsHeading} tabIndex={-1} className="exercise-list__count" aria-live="polite">
                {searching
                  ? 'Searching…'
                  : filtered.length === 0
                    ? 'No exercises found'
                    : `Showing ${shown.first}–${shown.last} of ${filtered.length} exercises`}
              </h2>
              {hasFilters(params) ? (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => update({ q: '', bodyPart: ALL, equipment: ALL, level: ALL })}
                >
                  Clear search and filters
                </button>
              ) : null}
            </div>

            {search.isError && params.q ? (
              <RetryState
                className="exercise-list__state"
                message="The search could not be completed. Check your connection and try again."
                onRetry={() => void search.refetch()}
              />
            ) : searching ? null : filtered.length === 0 ? (
              <p className="page-state exercise-list__state">
                {params.q ? `Nothing matches “${params.q}”` : 'Nothing matches these filters'}. Try fewer filters or
                another spelling.
              </p>
            ) : (
              <>
                <ul className="exercise-list__cards">
                  {shown.items.map((exercise) => (
                    <ExerciseCard key={exercise.id} exercise={exercise} onOpen={dialog.open} />
                  ))}
                </ul>
                <Pagination page={shown.page} pageCount={shown.pageCount} onChange={goToPage} label="Exercise pages" />
              </>
            )}
          </>
        )}
      </div>
      <ExerciseModal exercise={dialog.item} onClose={dialog.close} />
    </div>
  );
}

export { ExerciseListPage as Component };
