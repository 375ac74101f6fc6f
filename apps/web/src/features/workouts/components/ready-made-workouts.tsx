import { Clock, Dumbbell } from 'lucide-react';
import { LevelBadge } from '../../../components/ui/level-badge';
import { READY_MADE_WORKOUTS, routineMinutes, type ReadyMadeWorkout } from '../ready-made-workouts';

/** The built-in routines, each one click from being the workout being built. */
export function ReadyMadeWorkouts({ onStart }: { onStart: (routine: ReadyMadeWorkout) => void }) {
  return (
    <section className="ready-made" aria-labelledby="ready-made-heading">
      <h2 id="ready-made-heading">Ready-made workouts</h2>
      <p className="ready-made__intro">Start from one of these and change anything before you save it.</p>
      <ul className="ready-made__grid">
        {READY_MADE_WORKOUTS.map((routine) => (
          <li key={routine.id} className="ready-made__card card">
            <div className="ready-made__top">
              <h3>{routine.name}</h3>
              <LevelBadge level={routine.level} />
            </div>
            <p>{routine.summary}</p>
            <p className="ready-made__facts">
              <span>
                <Clock size={16} aria-hidden="true" /> about {routineMinutes(routine)} min
              </span>
              <span>
                <Dumbbell size={16} aria-hidden="true" /> {routine.equipment}
              </span>
            </p>
            <ol className="ready-made__exercises">
              {routine.exercises.map((exercise) => (
                <li key={exercise.exerciseId}>
                  {exercise.name}{' '}
                  <span>
                    {exercise.sets} × {exercise.seconds ? `${exercise.seconds} s` : exercise.reps}
                  </span>
                </li>
              ))}
            </ol>
            <button
              type="button"
              className="btn btn-secondary"
              aria-label={`Start from ${routine.name}`}
              onClick={() => onStart(routine)}
            >
              Start from this
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
