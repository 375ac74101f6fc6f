import { useId } from 'react';
import { Link } from 'react-router';
import { BarChart3 } from 'lucide-react';
import { WEEKLY_SETS_GUIDELINE, type Workout } from '@thrive/contract';
import { LoadError } from '../../../components/ui/load-error';
import { setsPerMuscle } from '../../../lib/workouts/workout-progress';
import { CardHead } from './card-head';

interface TrainingCardProps {
  /** The workouts of the week shown. */
  workouts: readonly Workout[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

const { min, max } = WEEKLY_SETS_GUIDELINE;

/** Where a muscle's sets stand against the guideline, in words. */
const against = (sets: number) => (sets < min ? 'below' : sets > max ? 'above' : 'within');

/** This week's training volume: the sets done for each muscle group, against the guideline of 10 to 20. */
export function TrainingCard({ workouts, loading, failed, onRetry }: TrainingCardProps) {
  const headingId = useId();
  const volume = setsPerMuscle(workouts ?? []);
  // The scale reaches past the guideline's top, so its band is always drawn whole.
  const most = Math.max(max + 4, ...volume.map((entry) => entry.sets));
  const band = { left: `${(min / most) * 100}%`, width: `${((max - min) / most) * 100}%` };
  const total = volume.reduce((sum, entry) => sum + entry.sets, 0);
  return (
    <section className="card dashboard-card training-card" aria-labelledby={headingId}>
      <CardHead
        icon={BarChart3}
        titleId={headingId}
        title="Training this week"
        subtitle="Sets done per muscle group, Monday to Sunday"
      />
      {failed ? (
        <LoadError message="Your training could not be loaded." onRetry={onRetry} />
      ) : loading ? (
        <p role="status" aria-busy="true">
          Loading your training…
        </p>
      ) : volume.length === 0 ? (
        <p className="training-card__empty">
          No sets logged this week yet. <Link to="/workouts">Plan a workout</Link>
        </p>
      ) : (
        <>
          <ul className="training-card__bars" aria-label={`${total} sets done this week, by muscle group`}>
            {volume.map((entry) => (
              <li key={entry.muscle} data-guideline={against(entry.sets)}>
                <span className="training-card__muscle">{entry.muscle}</span>
                <span className="training-card__bar" aria-hidden="true">
                  <span className="training-card__band" style={band} />
                  <span className="training-card__fill" style={{ width: `${(entry.sets / most) * 100}%` }} />
                </span>
                <span className="training-card__sets">
                  {entry.sets}{' '}
                  <span className="visually-hidden">
                    sets, {against(entry.sets)} the guideline of {min} to {max}
                  </span>
                </span>
              </li>
            ))}
          </ul>
          <p className="training-card__key">
            <span className="training-card__key-band" aria-hidden="true" /> {min}–{max} hard sets a week per muscle
            group: a common guideline for building muscle.
          </p>
        </>
      )}
    </section>
  );
}
