import { useId } from 'react';
import { Link } from 'react-router';
import { BarChart3 } from 'lucide-react';
import type { Workout } from '@thrive/contract';
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

/** This week's training volume: the sets done for each muscle group. */
export function TrainingCard({ workouts, loading, failed, onRetry }: TrainingCardProps) {
  const headingId = useId();
  const volume = setsPerMuscle(workouts ?? []);
  const most = Math.max(10, ...volume.map((entry) => entry.sets));
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
        <ul className="training-card__bars" aria-label={`${total} sets done this week, by muscle group`}>
          {volume.map((entry) => (
            <li key={entry.muscle}>
              <span className="training-card__muscle">{entry.muscle}</span>
              <span className="training-card__bar" aria-hidden="true">
                <span style={{ width: `${(entry.sets / most) * 100}%` }} />
              </span>
              <span className="training-card__sets">
                {entry.sets} <span className="visually-hidden">sets</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
