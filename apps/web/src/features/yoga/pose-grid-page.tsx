import { useState } from 'react';
import { DEFAULT_POSE_LEVEL, YOGA_LEVELS, YOGA_MESSAGES, type Pose } from '@thrive/contract';
import { ALL, FilterSelect } from '../../components/ui/filter-select';
import { RetryState } from '../../components/ui/retry-state';
import { useDialogInAddress } from '../../lib/use-dialog-in-address';
import { useDocumentTitle } from '../../lib/use-document-title';
import { usePoses } from './api/get-poses';
import { PoseCard } from './components/pose-card';
import { PoseModal } from './components/pose-modal';
import { usePracticeTimer } from './practice-timer-state';
import './pose-grid-page.css';

/** Poses at this level (Medium counts for those without one) and in this category. */
export function filterPoses(poses: readonly Pose[], level: string, category: string): Pose[] {
  return poses.filter(
    (pose) =>
      (level === ALL || (pose.level ?? DEFAULT_POSE_LEVEL) === level) &&
      (category === ALL || pose.categories.includes(category)),
  );
}

export function PoseGridPage() {
  useDocumentTitle(YOGA_MESSAGES.gridHeading);
  const poses = usePoses();
  const [level, setLevel] = useState<string>(ALL);
  const [category, setCategory] = useState<string>(ALL);
  const timer = usePracticeTimer();
  const list = poses.data ?? [];
  const dialog = useDialogInAddress<Pose>('pose', (id) => list.find((pose) => String(pose.id) === id));
  const levels = [...YOGA_LEVELS, ...(list.some((pose) => !pose.level) ? [DEFAULT_POSE_LEVEL] : [])];
  const categories = [...new Set(list.flatMap((pose) => pose.categories))].sort();
  const shown = filterPoses(list, level, category);

  function show(pose: Pose | null) {
    // Opening or closing a pose dialog resets the timer.
    timer.reset();
    if (pose) dialog.open(pose);
    else dialog.close();
  }

  return (
    <div className="page pose-grid">
      <div className="container">
        <header className="page-header">
          <span className="eyebrow">Yoga library</span>
          <h1>{YOGA_MESSAGES.gridHeading}</h1>
          <p>Open a pose to see how it is done, hold it with the timer, or keep it among your favourites.</p>
        </header>

        {poses.isError ? (
          <RetryState
            className="pose-grid__state"
            message={YOGA_MESSAGES.posesError.replace('{message}', poses.error.message)}
            onRetry={() => void poses.refetch()}
          />
        ) : list.length === 0 ? (
          <p className="page-state pose-grid__state" role="status" aria-busy="true">
            {YOGA_MESSAGES.posesLoading}
          </p>
        ) : (
          <>
            <div className="pose-grid__filters" role="group" aria-label="Filter poses">
              <FilterSelect label="Level" allLabel="All levels" options={levels} value={level} onChange={setLevel} />
              <FilterSelect
                label="Category"
                allLabel="All categories"
                options={categories}
                value={category}
                onChange={setCategory}
              />
              <p className="pose-grid__count" aria-live="polite">
                {shown.length} of {list.length} poses
              </p>
            </div>
            {shown.length === 0 ? (
              <div className="page-state pose-grid__state">
                <p>No poses match these filters.</p>
                <button
                  type="button"
                  className="btn btn-secondary"
                  onClick={() => {
                    setLevel(ALL);
                    setCategory(ALL);
                  }}
                >
                  Show all poses
                </button>
              </div>
            ) : (
              <ul className="pose-grid__cards">
                {shown.map((pose) => (
                  <PoseCard key={pose.id} pose={pose} onOpen={show} />
                ))}
              </ul>
            )}
          </>
        )}
      </div>
      <PoseModal pose={dialog.item} onClose={() => show(null)} timer={timer} />
    </div>
  );
}

export { PoseGridPage as Component };
