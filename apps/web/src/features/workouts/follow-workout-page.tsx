import { useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQueries } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, Check, History, SkipForward, Square, TrendingUp, Trophy } from 'lucide-react';
import { WORKOUT_MESSAGES, type Workout } from '@thrive/contract';
import { MuscleMapImage } from '../../components/exercises/muscle-map-image';
import { ChimeToggle } from '../../components/ui/chime-toggle';
import { LoadError } from '../../components/ui/load-error';
import { ApiRequestError } from '../../lib/api-error';
import { primeChime } from '../../lib/chime';
import { formatClock, secondsLeft } from '../../lib/countdown';
import { useLoginDialog } from '../../lib/login-dialog';
import { useAuth } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { followSavedVersion } from '../../lib/workout-draft';
import { useExercise } from '../../lib/exercises/exercise-api';
import { useLogSet, useWorkout } from '../../lib/workouts/workouts-api';
import { HOLD_WORDS, REST_WORDS, useSetTimer } from './set-timer';
import { SetForm } from './components/set-form';
import { WarmUps } from './components/warm-ups';
import { planDayLabel } from '../../lib/calendar';
import { localIsoDate } from '../../lib/local-date';
import { exerciseHistoryPath, exerciseHistoryQueryOptions } from '../../lib/training/training-api';
import { describeSets, recordNews } from '../../lib/training/training-text';
import { lastTime, recordsBroken } from '../../lib/training/workout-history';
import { nextStep } from '@thrive/training';
import {
  doneUnlikePlan,
  firstOpenSet,
  firstSetOf,
  prescription,
  setAt,
  setsDone,
} from '../../lib/workouts/workout-progress';
import './follow-workout-page.css';

/** /workouts/:id/follow: the workout one exercise at a time, set by set, with a rest timer between sets. */
export function FollowWorkoutPage() {
  useDocumentTitle('Follow your workout');
  const { id = '' } = useParams();
  const { user, isPending } = useAuth();
  const login = useLoginDialog();
  const workout = useWorkout(id, Boolean(user));

  let body;
  if (isPending || (user && workout.isPending)) {
    body = (
      <p className="plan-state" role="status" aria-busy="true">
        Loading your workout…
      </p>
    );
  } else if (!user) {
    body = (
      <p className="plan-state">
        {WORKOUT_MESSAGES.loginToFollow}{' '}
        <button type="button" className="link-button" onClick={() => login.open()}>
          Log in
        </button>
      </p>
    );
  } else if (workout.isError || !workout.data) {
    const status = workout.error instanceof ApiRequestError ? workout.error.status : 0;
    body =
      status === 404 || status === 400 ? (
        <p className="plan-state">
          This workout is not among yours. <Link to="/workouts">See your workouts</Link>
        </p>
      ) : (
        <LoadError message="The workout could not be loaded." onRetry={() => void workout.refetch()} />
      );
  } else {
    body = <FollowAlong workout={workout.data} />;
  }

  return (
    <div className="page follow-page">
      <div className="container">
        <Link to="/workouts" className="back-link">
          <ArrowLeft size={16} aria-hidden="true" /> All workouts
        </Link>
        {workout.data && user ? (
          body
        ) : (
          <>
            <h1>Follow your workout</h1>
            {body}
          </>
        )}
      </div>
    </div>
  );
}

function FollowAlong({ workout }: { workout: Workout }) {
  const log = useLogSet(workout.id);
  const rest = useSetTimer(REST_WORDS);
  const [current, setCurrent] = useState(() => firstOpenSet(workout) ?? 1);
  const place = setAt(workout, current) ?? { exercise: 0, set: 0 };
  const exercise = workout.exercises[place.exercise]!;
  const logged = exercise.log[place.set]!;
  const timed = exercise.seconds !== null;
  const planned = (timed ? exercise.seconds : exercise.reps) ?? 1;
  const library = useExercise(exercise.exerciseId);
  const [today] = useState(localIsoDate);
  // Every exercise's history is asked for at once, so the next exercise's last time is there when it comes.
  const exerciseIds = [...new Set(workout.exercises.map((each) => each.exerciseId))];
  const histories = useQueries({ queries: exerciseIds.map((id) => exerciseHistoryQueryOptions(id, today)) });
  const history = histories[exerciseIds.indexOf(exercise.exerciseId)]!;
  const previous = history.data ? lastTime(history.data.sessions, workout) : undefined;
  // Last time's set at this place, when it was logged in the unit planned now.
  const lastSet = previous?.sets[place.set];
  const prefill = lastSet && lastSet.unit === exercise.unit ? lastSet : undefined;
  const step = nextStep(exercise, previous?.sets, library.data?.mechanic);
  // The weight the person took from the suggestion (with the range's bottom after a step up), for the sets of this
  // exercise not logged yet.
  const [chosen, setChosen] = useState<{ exercise: number; weight: number; reps: number | null } | null>(null);
  const chosenWeight = chosen?.exercise === place.exercise ? chosen.weight : undefined;
  const chosenReps = chosen?.exercise === place.exercise ? chosen.reps : null;
  // The weight a set starts from: the one taken from the suggestion, else the one the last set done of this exercise
  // was lifted at today, else last time's, else the plan's.
  const lastDoneToday = exercise.log.slice(0, place.set).findLast((set) => set.done && set.weight !== null);
  const startingWeight = chosenWeight ?? lastDoneToday?.weight ?? prefill?.weight ?? exercise.weight;
  const [news, setNews] = useState<string | null>(null);
  const held = useRef<{ seconds: number; weight: number | null }>({ seconds: planned, weight: null });
  const headingId = useId();
  const { done, total } = setsDone(workout.exercises);
  // What was done of this exercise, where it differs from the plan.
  const doneSoFar = doneUnlikePlan(exercise);
  const finished = done === total;

  const logSet = (value: number, weight: number | null) => {
    primeChime();
    const change = { done: true, ...(timed ? { seconds: value } : { reps: value }), weight };
    const at = place;
    log.mutate(
      { n: current, change },
      {
        onSuccess: (saved) => {
          followSavedVersion(saved);
          const broken = history.data ? recordsBroken(history.data.sessions, saved, at.exercise, at.set) : [];
          setNews(broken.length > 0 ? recordNews(broken) : null);
          const next = firstOpenSet(saved);
          if (next === null) return rest.stop();
          const restSeconds = exercise.restSeconds;
          setCurrent(next);
          if (restSeconds > 0) rest.start(restSeconds);
        },
      },
    );
  };
  // A timed set logs itself when its seconds are up.
  const hold = useSetTimer(HOLD_WORDS, () => logSet(held.current.seconds, held.current.weight));

  const goToExercise = (index: number) => {
    rest.stop();
    hold.stop();
    setNews(null);
    setCurrent(firstSetOf(workout, index));
  };

  const startHold = (seconds: number, weight: number | null) => {
    primeChime();
    held.current = { seconds, weight };
    hold.start(seconds);
  };

  if (finished && !rest.running) {
    return (
      <section className="follow card" aria-labelledby={headingId}>
        <h1 id={headingId}>Workout complete</h1>
        <p>
          {workout.name}: all {total} sets of {workout.exercises.length} exercises are done. Well done.
        </p>
        <p className="follow__links">
          <Link to="/dashboard" className="btn btn-primary">
            See it on your dashboard
          </Link>
          <Link to="/workouts" className="btn btn-ghost">
            Back to your workouts
          </Link>
        </p>
      </section>
    );
  }

  return (
    <section className="follow" aria-labelledby={headingId}>
      <header className="follow__header">
        <span className="eyebrow">
          {workout.name} · exercise {place.exercise + 1} of {workout.exercises.length}
        </span>
        <h1 id={headingId}>{exercise.name}</h1>
        <p className="follow__last">
          {previous ? (
            <>
              Last time: {describeSets(previous.sets)}{' '}
              <span className="follow__last-date">({planDayLabel(previous.date, 0)})</span>
            </>
          ) : history.isPending ? (
            <span aria-hidden="true">&nbsp;</span>
          ) : (
            'First time: no earlier sets of this exercise.'
          )}{' '}
          <Link to={exerciseHistoryPath(exercise.exerciseId)} className="follow__history">
            <History size={14} aria-hidden="true" /> History
          </Link>
        </p>
        {step ? (
          <p className="follow__next">
            <TrendingUp size={16} aria-hidden="true" /> <span>Next step: {step.message}</span>
            {step.unit === exercise.unit && step.weight !== startingWeight ? (
              <button
                type="button"
                className="btn btn-ghost btn-small"
                onClick={() =>
                  setChosen({
                    exercise: place.exercise,
                    weight: step.weight,
                    reps: step.kind === 'heavier' ? exercise.reps : null,
                  })
                }
              >
                Use {step.weight} {step.unit}
              </button>
            ) : null}
          </p>
        ) : null}
        <p className="follow__progress">
          {done} of {total} sets done
        </p>
        <progress className="follow__bar" max={total} value={done} aria-label="Sets done" />
      </header>

      <div className="follow__layout">
        <figure className="follow__map card">
          {library.data ? (
            <MuscleMapImage exercise={library.data} loading="eager" />
          ) : (
            <div className="follow__map-placeholder" aria-hidden="true" />
          )}
        </figure>

        <div className="follow__panel card">
          {news ? (
            <p className="follow__record" role="status">
              <Trophy size={18} aria-hidden="true" /> {news}
            </p>
          ) : null}
          {hold.running ? (
            <div className="rest" role="timer" aria-live="off">
              <p className="rest__label">Hold</p>
              <p className="rest__clock">{formatClock(secondsLeft(hold.countdown))}</p>
              <p className="rest__next">
                Set {place.set + 1} of {exercise.sets}: logged when the time is up
              </p>
              <button type="button" className="btn btn-secondary" onClick={hold.stop}>
                <Square size={18} aria-hidden="true" /> Stop without logging
              </button>
            </div>
          ) : rest.running ? (
            <div className="rest" role="timer" aria-live="off">
              <p className="rest__label">Rest</p>
              <p className="rest__clock">{formatClock(secondsLeft(rest.countdown))}</p>
              <p className="rest__next">
                Next: set {place.set + 1} of {exercise.sets}
                {place.set === 0 ? ` of ${exercise.name}` : ''}
              </p>
              <button type="button" className="btn btn-secondary" onClick={rest.stop}>
                <SkipForward size={18} aria-hidden="true" /> Skip rest
              </button>
            </div>
          ) : (
            <>
              <WarmUps
                workout={workout}
                index={place.exercise}
                weight={startingWeight}
                barbell={library.data?.equipment === 'barbell'}
              />
              <SetForm
                // Each set starts from what was logged of it, else last time's, else the plan: so the form starts
                // again once last time is known.
                key={`${current}:${chosenWeight ?? ''}:${history.isPending ? 'plan' : 'last'}`}
                title={`Set ${place.set + 1} of ${exercise.sets}`}
                plan={prescription(exercise)}
                timed={timed}
                unit={exercise.unit}
                amount={
                  (timed ? logged.seconds : logged.reps) ??
                  chosenReps ??
                  (timed ? prefill?.seconds : prefill?.reps) ??
                  planned
                }
                weight={logged.weight ?? startingWeight}
                pending={log.isPending}
                error={log.isError ? log.error.message : null}
                onLog={logSet}
                onHold={timed ? startHold : undefined}
                barbell={library.data?.equipment === 'barbell'}
              />
            </>
          )}
          <ol className="set-pills" aria-label={`Sets of ${exercise.name}`}>
            {exercise.log.map((set, index) => (
              <li key={index} data-done={set.done} data-current={index === place.set}>
                <span className="visually-hidden">
                  Set {index + 1}: {set.done ? 'done' : 'not done yet'}
                </span>
                <span aria-hidden="true">{set.done ? <Check size={14} /> : index + 1}</span>
              </li>
            ))}
          </ol>
          {doneSoFar ? <p className="follow__done">Done: {doneSoFar}</p> : null}
          <p className="visually-hidden" role="status">
            {hold.running ? hold.announcement : rest.announcement}
          </p>
          <div className="follow__nav">
            <button
              type="button"
              className="btn btn-ghost"
              disabled={place.exercise === 0}
              onClick={() => goToExercise(place.exercise - 1)}
            >
              <ArrowLeft size={18} aria-hidden="true" /> Previous exercise
            </button>
            <button
              type="button"
              className="btn btn-ghost"
              disabled={place.exercise === workout.exercises.length - 1}
              onClick={() => goToExercise(place.exercise + 1)}
            >
              Next exercise <ArrowRight size={18} aria-hidden="true" />
            </button>
          </div>
          <ChimeToggle />
        </div>
      </div>

      <section className="follow__steps card" aria-label={`How to do ${exercise.name}`}>
        <h2>How to do it</h2>
        {library.data?.instructions.length ? (
          <ol>
            {library.data.instructions.map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </ol>
        ) : (
          <p>{library.isPending ? 'Loading the steps…' : 'Work with control through the whole range of motion.'}</p>
        )}
      </section>
    </section>
  );
}

export { FollowWorkoutPage as Component };
