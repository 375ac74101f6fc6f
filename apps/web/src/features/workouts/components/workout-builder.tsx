import { useEffect, useRef, useState, type DragEvent } from 'react';
import { Link } from 'react-router';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { WORKOUT_LIMITS } from '@thrive/contract';
import { Field } from '../../../components/ui/field';
import { WorkoutFormSchema, type WorkoutDraft, type WorkoutFormValues } from '../../../lib/workout-draft';
import { WorkoutRow } from './workout-row';

/** The form's id, so the page's Save button, outside it, submits it. */
export const WORKOUT_FORM_ID = 'workout-builder';

interface WorkoutBuilderProps {
  draft: WorkoutDraft;
  onChange: (draft: WorkoutDraft) => void;
  /** Called with the form's values once they pass the contract's schema. */
  onSubmit: (values: WorkoutFormValues) => void;
  /** Says where focus went after a move, for people who cannot see the list change. */
  onAnnounce: (message: string) => void;
}

const valuesOf = ({ date, name, exercises }: WorkoutDraft): WorkoutFormValues => ({ date, name, exercises });

/** The same workout, whatever order the fields were written in. */
const sameValues = (a: WorkoutFormValues, b: WorkoutFormValues) =>
  JSON.stringify(WorkoutFormSchema.safeParse(a).data ?? a) === JSON.stringify(WorkoutFormSchema.safeParse(b).data ?? b);

/**
 * The workout being built, a form on React Hook Form checked by the contract's schema (decision 0027): its date
 * and name, and its exercises with sets × reps (or seconds), weight and rest. The order changes by dragging a
 * row by its handle, or with the Move up and Move down buttons. Every change that passes the schema is stored
 * at once, and a draft changed elsewhere (a routine, a saved workout, another tab) replaces what the form holds.
 */
export function WorkoutBuilder({ draft, onChange, onSubmit, onAnnounce }: WorkoutBuilderProps) {
  const { control, register, handleSubmit, reset, subscribe, getValues, setValue, formState } =
    useForm<WorkoutFormValues>({
      resolver: zodResolver(WorkoutFormSchema),
      defaultValues: valuesOf(draft),
      mode: 'onChange',
    });
  const { fields, move, remove } = useFieldArray({ control, name: 'exercises' });
  const [dragged, setDragged] = useState<number | null>(null);
  const latest = useRef({ draft, onChange });
  useEffect(() => {
    latest.current = { draft, onChange };
  });

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          const parsed = WorkoutFormSchema.safeParse(values);
          if (parsed.success) latest.current.onChange({ ...latest.current.draft, ...parsed.data });
        },
      }),
    [subscribe],
  );

  useEffect(() => {
    if (!sameValues(valuesOf(draft), getValues())) reset(valuesOf(draft));
  }, [draft, getValues, reset]);

  const moveRow = (from: number, to: number, refocus?: 'up' | 'down') => {
    if (to < 0 || to >= fields.length || from === to) return;
    const moved = fields[from]!;
    move(from, to);
    onAnnounce(`${moved.name} moved to place ${to + 1} of ${fields.length}.`);
    // Moving the row takes focus from its button: it goes back to the same button, or to the other one
    // when the row has reached an end of the list.
    if (refocus) {
      const atEnd = refocus === 'up' ? to === 0 : to === fields.length - 1;
      const direction = atEnd ? (refocus === 'up' ? 'down' : 'up') : refocus;
      requestAnimationFrame(() =>
        document.querySelector<HTMLButtonElement>(`[data-move="${moved.id}:${direction}"]`)?.focus(),
      );
    }
  };
  const drop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged !== null) moveRow(dragged, index);
    setDragged(null);
  };
  const { errors } = formState;

  return (
    <form id={WORKOUT_FORM_ID} className="workout-builder" noValidate onSubmit={handleSubmit(onSubmit)}>
      <div className="workout-builder__head">
        <Field label="Date" error={errors.date?.message}>
          {(wiring) => <input {...wiring} className="input" type="date" required {...register('date')} />}
        </Field>
        <Field
          label="Name"
          error={errors.name?.message}
          input={{ type: 'text', maxLength: WORKOUT_LIMITS.nameLength, ...register('name') }}
        />
      </div>

      {fields.length === 0 ? (
        <p className="workout-builder__empty">
          No exercises yet. Add them from the <Link to="/exerciselist">exercise list</Link> with the + button on each
          card, or start from a ready-made workout below.
        </p>
      ) : (
        <ol className="workout-builder__list">
          {fields.map((field, index) => (
            <WorkoutRow
              key={field.id}
              {...{ control, setValue, errors, index }}
              rowKey={field.id}
              savedId={draft.saved?.id ?? null}
              name={field.name}
              count={fields.length}
              dragging={dragged === index}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', field.name);
                setDragged(index);
              }}
              onDragEnd={() => setDragged(null)}
              onDrop={(event) => drop(event, index)}
              onMove={(to, refocus) => moveRow(index, to, refocus)}
              onRemove={() => {
                remove(index);
                onAnnounce(`${field.name} removed.`);
              }}
            />
          ))}
        </ol>
      )}
    </form>
  );
}
