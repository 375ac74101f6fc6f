import { useState } from 'react';
import { Link } from 'react-router';
import { Pencil, Play, Trash2 } from 'lucide-react';
import type { Workout } from '@thrive/contract';
import { LoadError } from '../../../components/ui/load-error';
import { addDays, formatLongDate } from '../../../lib/calendar';
import { localIsoDate } from '../../../lib/local-date';
import { exerciseHistoryPath } from '../../../lib/training/training-api';
import { useDeleteWorkout, useWorkoutsInRange } from '../../../lib/workouts/workouts-api';
import { doneUnlikePlan, prescription, setsDone } from '../../../lib/workouts/workout-progress';

/** How far back and ahead the list looks. */
const DAYS_BACK = 30;
const DAYS_AHEAD = 60;

/** The signed-in user's workouts around today: follow one, change it, or delete it. */
export function SavedWorkouts({ onEdit }: { onEdit: (workout: Workout) => void }) {
  const [today] = useState(localIsoDate);
  const list = useWorkoutsInRange(addDays(today, -DAYS_BACK), addDays(today, DAYS_AHEAD));
  const remove = useDeleteWorkout();
  const [confirming, setConfirming] = useState<string | null>(null);

  return (
    <section className="saved-workouts" aria-labelledby="saved-workouts-heading">
      <h2 id="saved-workouts-heading">Your workouts</h2>
      {list.isPending ? (
        <p role="status" aria-busy="true">
          Loading your workouts…
        </p>
      ) : list.isError ? (
        <LoadError message="Your workouts could not be loaded." onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <p className="saved-workouts__empty">No workouts saved in the last month or the next two. Save one above.</p>
      ) : (
        <ul className="saved-workouts__list">
          {list.data.map((workout) => {
            const { done, total } = setsDone(workout.exercises);
            return (
              <li key={workout.id} className="saved-workout card">
                <div className="saved-workout__text">
                  <h3>{workout.name}</h3>
                  <p>
                    {formatLongDate(workout.date)} · {workout.exercises.length} exercises · {done} of {total} sets done
                  </p>
                  <ul className="saved-workout__exercises">
                    {workout.exercises.map((exercise, at) => {
                      const differs = doneUnlikePlan(exercise);
                      return (
                        <li key={at}>
                          <Link to={exerciseHistoryPath(exercise.exerciseId)}>{exercise.name}</Link>{' '}
                          {prescription(exercise)}
                          {differs ? <span className="saved-workout__done"> · done {differs}</span> : null}
                        </li>
                      );
                    })}
                  </ul>
                </div>
                {confirming === workout.id ? (
                  <div className="saved-workout__actions" role="group" aria-label={`Delete ${workout.name}?`}>
                    <span>Delete this workout?</span>
                    <button
                      type="button"
                      className="btn btn-danger"
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(workout.id, { onSettled: () => setConfirming(null) })}
                    >
                      Delete
                    </button>
                    <button type="button" className="btn btn-ghost" onClick={() => setConfirming(null)}>
                      Keep it
                    </button>
                  </div>
                ) : (
                  <div className="saved-workout__actions">
                    <Link to={`/workouts/${workout.id}/follow`} className="btn btn-primary">
                      <Play size={16} aria-hidden="true" /> Follow
                    </Link>
                    <button type="button" className="btn btn-secondary" onClick={() => onEdit(workout)}>
                      <Pencil size={16} aria-hidden="true" /> Edit
                    </button>
                    <button
                      type="button"
                      className="icon-button icon-button--danger"
                      aria-label={`Delete ${workout.name}`}
                      onClick={() => setConfirming(workout.id)}
                    >
                      <Trash2 size={18} aria-hidden="true" />
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
