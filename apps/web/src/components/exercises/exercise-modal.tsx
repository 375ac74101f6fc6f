import { useId } from 'react';
import { Link } from 'react-router';
import { AlertTriangle, History } from 'lucide-react';
import { defaultInstruction, type FavouriteExercise } from '@thrive/contract';
import { exerciseHistoryPath } from '../../lib/training/training-api';
import { Dialog } from '../ui/dialog';
import { exerciseFieldRows } from './exercise-fields';
import { AddToWorkoutButton } from './add-to-workout-button';
import { ExerciseFavouriteToggle } from './exercise-favourite-toggle';
import { MuscleMapImage } from './muscle-map-image';
import './exercise-modal.css';

interface ExerciseModalProps {
  exercise: FavouriteExercise | null;
  onClose: () => void;
}

/**
 * The exercise dialog of docs/product.md, "Gym": the muscle map, every other field with its label, and the steps, or a
 * default sentence naming the muscle worked most where an exercise has none.
 */
export function ExerciseModal({ exercise, onClose }: ExerciseModalProps) {
  return (
    <Dialog
      open={exercise !== null}
      onOpenChange={(open) => !open && onClose()}
      title={exercise?.name ?? ''}
      size="large"
    >
      {exercise ? <ExerciseDetails exercise={exercise} /> : null}
    </Dialog>
  );
}

function ExerciseDetails({ exercise }: { exercise: FavouriteExercise }) {
  const stepsHeading = useId();
  const steps = exercise.instructions?.length
    ? exercise.instructions
    : [defaultInstruction(exercise.primaryMuscles[0]!)];
  return (
    <div className="exercise-modal">
      <figure className="exercise-modal__map">
        <MuscleMapImage exercise={exercise} loading="eager" />
        <figcaption className="muscle-legend">
          <span className="muscle-legend__key" data-state="primary">
            Worked most
          </span>
          <span className="muscle-legend__key" data-state="secondary">
            Also worked
          </span>
        </figcaption>
      </figure>
      <div className="exercise-modal__facts">
        <div className="exercise-modal__favourite">
          <span>Keep it among your favourites</span>
          <ExerciseFavouriteToggle exercise={exercise} />
        </div>
        <AddToWorkoutButton variant="full" exercise={exercise} />
        <Link to={exerciseHistoryPath(exercise.id)} className="btn btn-ghost">
          <History size={18} aria-hidden="true" /> Your history of it
        </Link>
        <dl className="exercise-modal__fields">
          {exerciseFieldRows(exercise).map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <section className="exercise-modal__steps" aria-labelledby={stepsHeading}>
        <h3 id={stepsHeading}>How to do it</h3>
        <ol>
          {steps.map((step, index) => (
            // The steps never move, and a remote exercise may repeat one.
            <li key={index}>{step}</li>
          ))}
        </ol>
        {exercise.commonMistake ? (
          <aside className="exercise-modal__mistake" aria-label="Common mistake">
            <AlertTriangle size={20} aria-hidden="true" />
            <p>
              <strong>Common mistake: </strong>
              {exercise.commonMistake}
            </p>
          </aside>
        ) : null}
      </section>
    </div>
  );
}
