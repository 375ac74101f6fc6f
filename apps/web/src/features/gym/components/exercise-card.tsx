import type { Exercise } from '@thrive/contract';
import { AddToWorkoutButton } from '../../../components/exercises/add-to-workout-button';
import { ExerciseFavouriteToggle } from '../../../components/exercises/exercise-favourite-toggle';
import { MuscleMapImage } from '../../../components/exercises/muscle-map-image';
import { LevelBadge } from '../../../components/ui/level-badge';

interface ExerciseCardProps {
  exercise: Exercise;
  onOpen: (exercise: Exercise) => void;
}

/**
 * An exercise card (docs/product.md, "Gym"): picture, name, favourite toggle, Target and Equipment; it opens the modal.
 * Beside the heart, a button adds the exercise to the workout being built.
 */
export function ExerciseCard({ exercise, onOpen }: ExerciseCardProps) {
  return (
    <li className="exercise-card card card--interactive">
      <div className="exercise-card__map">
        <MuscleMapImage exercise={exercise} alt="" />
      </div>
      <div className="exercise-card__text">
        <h3 className="exercise-card__name">
          {/* The whole card opens the exercise; the heart beside it stays a control of its own. */}
          <button type="button" className="exercise-card__open stretched-link" onClick={() => onOpen(exercise)}>
            {exercise.name}
          </button>
        </h3>
        <dl className="exercise-card__facts">
          <div>
            <dt>Target</dt>
            <dd>{exercise.primaryMuscles[0]}</dd>
          </div>
          <div>
            <dt>Equipment</dt>
            <dd>{exercise.equipment}</dd>
          </div>
        </dl>
        {exercise.level ? <LevelBadge className="exercise-card__level" level={exercise.level} /> : null}
      </div>
      <div className="exercise-card__actions">
        <ExerciseFavouriteToggle exercise={exercise} />
        <AddToWorkoutButton variant="icon" exercise={exercise} />
      </div>
    </li>
  );
}
