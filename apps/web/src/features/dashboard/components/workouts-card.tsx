import { useId } from 'react';
import { Link } from 'react-router';
import { Check, Dumbbell, Play, Trophy } from 'lucide-react';
import type { PersonalRecord, Workout } from '@thrive/contract';
import { LoadError } from '../../../components/ui/load-error';
import { exerciseHistoryPath } from '../../../lib/training/training-api';
import { RECORD_NAMES } from '../../../lib/training/training-text';
import { doneUnlikePlan, prescription, setsDone } from '../../../lib/workouts/workout-progress';
import { CardHead } from './card-head';

interface WorkoutsCardProps {
  workouts: readonly Workout[] | undefined;
  /** The records held now: an exercise whose record was set in one of these workouts is marked. */
  records: readonly PersonalRecord[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/**
 * The kinds of record an exercise of a workout holds, named, without repeating "most reps" per weight; not those its
 * first session set, which beat nothing.
 */
function recordsHeld(records: readonly PersonalRecord[] | undefined, workoutId: string, exerciseId: string) {
  const kinds = new Set(
    records
      ?.filter(
        (record) => record.workoutId === workoutId && record.exerciseId === exerciseId && record.previous !== null,
      )
      .map((record) => record.kind),
  );
  return [...kinds].map((kind) => RECORD_NAMES[kind]);
}

/**
 * The selected date's workouts, each exercise with its sets ticked as they were logged, what was done where it
 * differs from the plan, and the records it set.
 */
export function WorkoutsCard({ workouts, records, loading, failed, onRetry }: WorkoutsCardProps) {
  const headingId = useId();
  return (
    <section className="card dashboard-card workouts-card" aria-labelledby={headingId}>
      <CardHead
        icon={Dumbbell}
        titleId={headingId}
        title="Workouts"
        aside={
          <Link to="/workouts" className="workouts-card__plan">
            Plan a workout
          </Link>
        }
      />
      {failed ? (
        <LoadError message="Your workouts could not be loaded." onRetry={onRetry} />
      ) : loading ? (
        <p role="status" aria-busy="true">
          Loading your workouts…
        </p>
      ) : !workouts?.length ? (
        <p className="workouts-card__empty">No workout on this date.</p>
      ) : (
        <ul className="workouts-card__list">
          {workouts.map((workout) => {
            const { done, total } = setsDone(workout.exercises);
            return (
              <li key={workout.id} className="workouts-card__workout">
                <div className="workouts-card__top">
                  <h3>{workout.name}</h3>
                  <span className="workouts-card__count">
                    {done} of {total} sets
                  </span>
                </div>
                <ul className="workouts-card__exercises">
                  {workout.exercises.map((exercise, index) => {
                    const done = doneUnlikePlan(exercise);
                    const held = recordsHeld(records, workout.id, exercise.exerciseId);
                    return (
                      <li key={`${exercise.exerciseId}-${index}`}>
                        <span className="workouts-card__name">
                          <Link to={exerciseHistoryPath(exercise.exerciseId)}>{exercise.name}</Link>{' '}
                          <span>{prescription(exercise)}</span>
                          {done ? <span className="workouts-card__done">Done: {done}</span> : null}
                          {held.length > 0 ? (
                            <span className="workouts-card__record">
                              <Trophy size={14} aria-hidden="true" /> Record: {held.join(', ')}
                            </span>
                          ) : null}
                        </span>
                        <span
                          className="workouts-card__sets"
                          aria-label={`${exercise.log.filter((set) => set.done).length} of ${exercise.sets} sets done`}
                        >
                          {exercise.log.map((set, at) => (
                            <span key={at} className="workouts-card__set" data-done={set.done} aria-hidden="true">
                              {set.done ? <Check size={12} /> : null}
                            </span>
                          ))}
                        </span>
                      </li>
                    );
                  })}
                </ul>
                {done < total ? (
                  <Link to={`/workouts/${workout.id}/follow`} className="btn btn-secondary workouts-card__follow">
                    <Play size={16} aria-hidden="true" /> {done === 0 ? 'Start' : 'Carry on'}
                  </Link>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
