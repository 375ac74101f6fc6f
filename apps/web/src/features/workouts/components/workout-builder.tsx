import { useState, type DragEvent } from 'react';
import { Link } from 'react-router';
import { ArrowDown, ArrowUp, GripVertical, Trash2 } from 'lucide-react';
import { WEIGHT_UNITS, WORKOUT_LIMITS } from '@thrive/contract';
import { Field } from '../../../components/ui/field';
import type { DraftExercise, WorkoutDraft } from '../../../lib/workout-draft';
import { moveExercise } from '../workout-order';

interface WorkoutBuilderProps {
  draft: WorkoutDraft;
  onChange: (draft: WorkoutDraft) => void;
  /** Says where focus went after a move, for people who cannot see the list change. */
  onAnnounce: (message: string) => void;
}

interface WholeNumberFieldProps {
  label: string;
  value: number;
  min?: number;
  max: number;
  step?: number;
  onChange: (value: number) => void;
}

/** A number field of a row that keeps its last whole number, within bounds, while it is empty or half typed. */
function WholeNumberField({ label, value, min = 1, max, step = 1, onChange }: WholeNumberFieldProps) {
  return (
    <Field label={label} className="field workout-row__field">
      {(control) => (
        <input
          {...control}
          className="input"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={step}
          value={value}
          onChange={(event) => {
            const parsed = Number.parseInt(event.target.value, 10);
            if (Number.isFinite(parsed)) onChange(Math.min(max, Math.max(min, parsed)));
          }}
        />
      )}
    </Field>
  );
}

/**
 * The workout being built: its date and name, and its exercises with sets × reps (or seconds), weight and
 * rest. The order changes by dragging a row by its handle, or with the Move up and Move down buttons.
 */
export function WorkoutBuilder({ draft, onChange, onAnnounce }: WorkoutBuilderProps) {
  const [dragged, setDragged] = useState<number | null>(null);

  const update = (index: number, change: Partial<DraftExercise>) =>
    onChange({
      ...draft,
      exercises: draft.exercises.map((exercise, at) => (at === index ? { ...exercise, ...change } : exercise)),
    });
  const move = (from: number, to: number, refocus?: 'up' | 'down') => {
    if (to < 0 || to >= draft.exercises.length || from === to) return;
    const moved = draft.exercises[from]!;
    onChange({ ...draft, exercises: moveExercise(draft.exercises, from, to) });
    onAnnounce(`${moved.name} moved to place ${to + 1} of ${draft.exercises.length}.`);
    // Moving the row takes focus from its button: it goes back to the same button, or to the other one
    // when the row has reached an end of the list.
    if (refocus) {
      const atEnd = refocus === 'up' ? to === 0 : to === draft.exercises.length - 1;
      const direction = atEnd ? (refocus === 'up' ? 'down' : 'up') : refocus;
      requestAnimationFrame(() =>
        document.querySelector<HTMLButtonElement>(`[data-move="${moved.key}:${direction}"]`)?.focus(),
      );
    }
  };
  const remove = (index: number) => {
    onChange({ ...draft, exercises: draft.exercises.filter((_, at) => at !== index) });
    onAnnounce(`${draft.exercises[index]!.name} removed.`);
  };
  const drop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, index);
    setDragged(null);
  };

  return (
    <div className="workout-builder">
      <div className="workout-builder__head">
        <Field label="Date">
          {(control) => (
            <input
              {...control}
              className="input"
              type="date"
              value={draft.date}
              required
              onChange={(event) => event.target.value && onChange({ ...draft, date: event.target.value })}
            />
          )}
        </Field>
        <Field label="Name">
          {(control) => (
            <input
              {...control}
              className="input"
              type="text"
              value={draft.name}
              maxLength={WORKOUT_LIMITS.nameLength}
              onChange={(event) => onChange({ ...draft, name: event.target.value })}
            />
          )}
        </Field>
      </div>

      {draft.exercises.length === 0 ? (
        <p className="workout-builder__empty">
          No exercises yet. Add them from the <Link to="/exerciselist">exercise list</Link> with the + button on each
          card, or start from a ready-made workout below.
        </p>
      ) : (
        <ol className="workout-builder__list">
          {draft.exercises.map((exercise, index) => (
            <li
              key={exercise.key}
              className="workout-row"
              data-dragging={dragged === index}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => drop(event, index)}
            >
              <span
                className="workout-row__handle"
                draggable
                title="Drag to reorder"
                aria-hidden="true"
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', exercise.name);
                  setDragged(index);
                }}
                onDragEnd={() => setDragged(null)}
              >
                <GripVertical size={18} />
              </span>
              <span className="workout-row__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="workout-row__name">{exercise.name}</h3>
              <div className="workout-row__fields" role="group" aria-label={`${exercise.name}: sets, reps and rest`}>
                <WholeNumberField
                  label="Sets"
                  value={exercise.sets}
                  max={WORKOUT_LIMITS.sets}
                  onChange={(sets) => update(index, { sets })}
                />
                <WholeNumberField
                  label={exercise.measure === 'reps' ? 'Reps' : 'Seconds'}
                  value={exercise.amount}
                  max={exercise.measure === 'reps' ? WORKOUT_LIMITS.reps : WORKOUT_LIMITS.seconds}
                  onChange={(amount) => update(index, { amount })}
                />
                <Field label="Counted in" className="field workout-row__field">
                  {(control) => (
                    <select
                      {...control}
                      className="input"
                      value={exercise.measure}
                      onChange={(event) => {
                        const measure = event.target.value === 'seconds' ? 'seconds' : 'reps';
                        update(index, { measure, amount: Math.min(exercise.amount, WORKOUT_LIMITS.reps) });
                      }}
                    >
                      <option value="reps">reps</option>
                      <option value="seconds">seconds</option>
                    </select>
                  )}
                </Field>
                <Field label="Weight" className="field workout-row__field">
                  {(control) => (
                    <input
                      {...control}
                      className="input"
                      type="number"
                      inputMode="decimal"
                      min={0}
                      max={WORKOUT_LIMITS.weight}
                      step={0.25}
                      placeholder="none"
                      value={exercise.weight ?? ''}
                      onChange={(event) => {
                        const value = Number.parseFloat(event.target.value);
                        update(index, {
                          weight: Number.isFinite(value)
                            ? Math.min(WORKOUT_LIMITS.weight, Math.max(0, Math.round(value * 4) / 4))
                            : null,
                        });
                      }}
                    />
                  )}
                </Field>
                <Field label="Unit" className="field workout-row__field">
                  {(control) => (
                    <select
                      {...control}
                      className="input"
                      value={exercise.unit}
                      onChange={(event) => update(index, { unit: event.target.value === 'lb' ? 'lb' : 'kg' })}
                    >
                      {WEIGHT_UNITS.map((unit) => (
                        <option key={unit} value={unit}>
                          {unit}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <WholeNumberField
                  label="Rest (s)"
                  value={exercise.restSeconds}
                  min={0}
                  max={WORKOUT_LIMITS.restSeconds}
                  step={5}
                  onChange={(restSeconds) => update(index, { restSeconds })}
                />
              </div>
              <div className="workout-row__actions">
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Move ${exercise.name} up`}
                  data-move={`${exercise.key}:up`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1, 'up')}
                >
                  <ArrowUp size={18} aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Move ${exercise.name} down`}
                  data-move={`${exercise.key}:down`}
                  disabled={index === draft.exercises.length - 1}
                  onClick={() => move(index, index + 1, 'down')}
                >
                  <ArrowDown size={18} aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="icon-button icon-button--danger"
                  aria-label={`Remove ${exercise.name}`}
                  onClick={() => remove(index)}
                >
                  <Trash2 size={18} aria-hidden="true" />
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
