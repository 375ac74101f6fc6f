import { useState } from 'react';
import { Link } from 'react-router';
import { Check, Plus } from 'lucide-react';
import { WORKOUT_LIMITS } from '@thrive/contract';
import { addToWorkoutDraft } from '../../lib/workout-draft';
import './add-to-workout-button.css';

interface AddToWorkoutButtonProps {
  exercise: { id: string; name: string; category?: string | undefined };
  /** A round icon on a card, or a labelled button with a way to the builder in the exercise's dialog. */
  variant: 'icon' | 'full';
  className?: string;
}

/** "Add to workout": puts the exercise at the end of the workout being built on this device. */
export function AddToWorkoutButton({ exercise, variant, className }: AddToWorkoutButtonProps) {
  const [outcome, setOutcome] = useState<'added' | 'full' | null>(null);
  const add = () => setOutcome(addToWorkoutDraft(exercise) ? 'added' : 'full');
  const message =
    outcome === 'added'
      ? `${exercise.name} is in your workout.`
      : outcome === 'full'
        ? `Your workout already holds ${WORKOUT_LIMITS.exercises} exercises.`
        : '';

  if (variant === 'icon') {
    return (
      <>
        <button
          type="button"
          className={['icon-button add-to-workout--icon', className].filter(Boolean).join(' ')}
          aria-label={`Add ${exercise.name} to workout`}
          data-added={outcome === 'added'}
          onClick={add}
        >
          {outcome === 'added' ? <Check size={18} aria-hidden="true" /> : <Plus size={18} aria-hidden="true" />}
        </button>
        <span className="visually-hidden" role="status">
          {message}
        </span>
      </>
    );
  }
  return (
    <div className={['add-to-workout', className].filter(Boolean).join(' ')}>
      <button type="button" className="btn btn-secondary" onClick={add}>
        <Plus size={18} aria-hidden="true" /> Add to workout
      </button>
      <p className="add-to-workout__status" role="status">
        {outcome ? (
          <>
            {message} <Link to="/workouts">Open your workout</Link>
          </>
        ) : null}
      </p>
    </div>
  );
}
