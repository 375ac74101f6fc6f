import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Dumbbell, Play, Save } from 'lucide-react';
import { WORKOUT_MESSAGES, type Workout } from '@thrive/contract';
import { ApiRequestError } from '../../lib/api-error';
import { formatLongDate } from '../../lib/calendar';
import { useLoginDialog } from '../../lib/login-dialog';
import { useAuth } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import {
  newDraft,
  plannedPart,
  useWorkoutDraft,
  writeWorkoutDraft,
  type WorkoutDraft,
  type WorkoutFormValues,
} from '../../lib/workout-draft';
import { useSaveWorkout, workoutQueryOptions } from '../../lib/workouts/workouts-api';
import { ReadyMadeWorkouts } from './components/ready-made-workouts';
import { SavedWorkouts } from './components/saved-workouts';
import { WORKOUT_FORM_ID, WorkoutBuilder } from './components/workout-builder';
import type { ReadyMadeWorkout } from './ready-made-workouts';
import './workouts-page.css';

type Notice = { tone: 'error'; text: string; stale?: boolean } | { tone: 'success'; workout: Workout };

/** A saved workout as a draft to change: saving it again updates that workout. */
function draftOfWorkout(workout: Workout): WorkoutDraft {
  return {
    saved: { id: workout.id, version: workout.version },
    date: workout.date,
    name: workout.name,
    exercises: workout.exercises.map(plannedPart),
  };
}

/**
 * /workouts: build a workout from the exercise library or a ready-made routine, save it for a date, and
 * follow it. The workout being built stays on the device until it is saved, so a visitor can build one
 * before signing in.
 */
export function WorkoutsPage() {
  useDocumentTitle('Workouts');
  const { user } = useAuth();
  const login = useLoginDialog();
  const stored = useWorkoutDraft();
  const draft = stored ?? newDraft();
  const save = useSaveWorkout();
  const client = useQueryClient();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const builderHeading = useRef<HTMLHeadingElement>(null);

  const change = (next: WorkoutDraft) => {
    writeWorkoutDraft(next);
    if (notice?.tone === 'success') setNotice(null);
  };

  /** After a workout is loaded into the builder, the builder is where the eye and the focus go. */
  const showBuilder = () => {
    builderHeading.current?.scrollIntoView({ block: 'start' });
    builderHeading.current?.focus();
  };

  const startFrom = (routine: ReadyMadeWorkout) => {
    change({
      saved: null,
      date: draft.date,
      name: routine.name,
      exercises: routine.exercises,
    });
    setAnnouncement(`${routine.name} is now your workout: change anything, then save it.`);
    showBuilder();
  };

  const onSave = ({ date, name, exercises }: WorkoutFormValues) => {
    if (exercises.length === 0) return setNotice({ tone: 'error', text: WORKOUT_MESSAGES.addExercise });
    if (!user) return setNotice({ tone: 'error', text: WORKOUT_MESSAGES.loginToSave });
    const body = { date, name: name.trim() || 'My workout', exercises };
    save.mutate(
      { body, saved: draft.saved ?? null },
      {
        onSuccess: (workout) => {
          writeWorkoutDraft({ ...draft, saved: { id: workout.id, version: workout.version } });
          setNotice({ tone: 'success', workout });
        },
        onError: (error) => {
          const status = error instanceof ApiRequestError ? error.status : 0;
          if (status === 401) return setNotice({ tone: 'error', text: WORKOUT_MESSAGES.loginToSave });
          if (status === 404) {
            // Deleted elsewhere: saving again makes it anew.
            writeWorkoutDraft({ ...draft, saved: null });
            return setNotice({ tone: 'error', text: WORKOUT_MESSAGES.goneElsewhere });
          }
          setNotice({ tone: 'error', text: error.message, stale: status === 409 });
        },
      },
    );
  };

  return (
    <div className="page workouts-page">
      <div className="container">
        <header className="page-header">
          <span className="eyebrow">Gym</span>
          <h1>Workouts</h1>
          <p>Pick exercises, set your sets, reps and rest, then follow along one set at a time with a rest timer.</p>
        </header>

        <section className="workouts-page__builder card" aria-labelledby="workout-builder-heading">
          <div className="workouts-page__builder-head">
            <h2 id="workout-builder-heading" ref={builderHeading} tabIndex={-1}>
              {draft.saved ? 'Edit your workout' : 'Build your workout'}
            </h2>
            <Link to="/exerciselist" className="btn btn-ghost">
              <Dumbbell size={18} aria-hidden="true" /> Add exercises
            </Link>
          </div>
          <WorkoutBuilder draft={draft} onChange={change} onSubmit={onSave} onAnnounce={setAnnouncement} />
          <div className="workouts-page__save">
            <button type="submit" form={WORKOUT_FORM_ID} className="btn btn-primary" disabled={save.isPending}>
              <Save size={18} aria-hidden="true" /> {save.isPending ? 'Saving…' : 'Save workout'}
            </button>
            {stored ? (
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() => {
                  writeWorkoutDraft(null);
                  setNotice(null);
                  setAnnouncement('The workout is cleared.');
                }}
              >
                Start a new one
              </button>
            ) : null}
          </div>
          <div className="workouts-page__notice" role="status" aria-live="polite">
            {notice?.tone === 'error' ? (
              <p className="form-message" data-tone="error">
                {notice.text}{' '}
                {notice.text === WORKOUT_MESSAGES.loginToSave ? (
                  <button type="button" className="link-button" onClick={() => login.open()}>
                    Log in
                  </button>
                ) : null}
                {notice.stale && draft.saved ? (
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => {
                      const { id } = draft.saved!;
                      void client
                        .fetchQuery({ ...workoutQueryOptions(id), staleTime: 0 })
                        .then((workout) => {
                          writeWorkoutDraft(draftOfWorkout(workout));
                          setNotice(null);
                        })
                        .catch((error: unknown) =>
                          setNotice({
                            tone: 'error',
                            text: error instanceof Error ? error.message : WORKOUT_MESSAGES.goneElsewhere,
                          }),
                        );
                    }}
                  >
                    Load the saved version
                  </button>
                ) : null}
              </p>
            ) : null}
            {notice?.tone === 'success' ? (
              <p className="form-message" data-tone="success">
                {WORKOUT_MESSAGES.saved} It is on {formatLongDate(notice.workout.date)}.{' '}
                <Link to={`/workouts/${notice.workout.id}/follow`} className="workouts-page__follow">
                  <Play size={16} aria-hidden="true" /> Start it now
                </Link>
              </p>
            ) : null}
          </div>
          <p className="visually-hidden" role="status">
            {announcement}
          </p>
        </section>

        {user ? (
          <SavedWorkouts
            onEdit={(workout) => {
              change(draftOfWorkout(workout));
              showBuilder();
            }}
          />
        ) : null}

        <ReadyMadeWorkouts onStart={startFrom} />
      </div>
    </div>
  );
}

export { WorkoutsPage as Component };
