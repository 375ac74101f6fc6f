import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Dumbbell } from 'lucide-react';
import type { ExerciseSession, PersonalRecord, UnitSystem } from '@thrive/contract';
import { LoadError } from '../../components/ui/load-error';
import { SignInCard } from '../../components/ui/sign-in-card';
import { formatWeight } from '../../lib/body/body-units';
import { formatShortDate } from '../../lib/calendar';
import { useExercise } from '../../lib/exercises/exercise-api';
import { localIsoDate } from '../../lib/local-date';
import { useAuth } from '../../lib/session';
import { useTargets } from '../../lib/targets/use-targets';
import { useExerciseHistory, usePersonalRecords } from '../../lib/training/training-api';
import { describeSets, RECORD_NAMES } from '../../lib/training/training-text';
import { useDocumentTitle } from '../../lib/use-document-title';
import { TrainingChart } from './components/training-chart';
import './exercise-history-page.css';

/** "Barbell_Full_Squat" reads "Barbell Full Squat" until the library names it. */
const readableId = (id: string) => id.replace(/_/g, ' ');

/**
 * /training/exercises/:exerciseId (docs/product.md, "Training history"): an exercise's estimated one-rep max and volume
 * over time, its records and every session it was done in.
 */
export function ExerciseHistoryPage() {
  const { exerciseId = '' } = useParams();
  const library = useExercise(exerciseId);
  const name = library.data?.name ?? readableId(exerciseId);
  useDocumentTitle(`${name}: history`);
  const { user, isPending } = useAuth();

  return (
    <div className="page exercise-history">
      <div className="container">
        <Link to="/workouts" className="back-link">
          <ArrowLeft size={16} aria-hidden="true" /> Your workouts
        </Link>
        <header className="page-header">
          <span className="eyebrow">Exercise history</span>
          <h1>{name}</h1>
          <p>Your estimated one-rep max and volume over time, your records, and every session of it.</p>
        </header>
        {isPending ? (
          <p role="status" aria-busy="true">
            Loading your history…
          </p>
        ) : user ? (
          <HistoryView exerciseId={exerciseId} />
        ) : (
          <SignInCard title="Sign in to see your history of this exercise.">
            The sets you log while following a workout are kept with your account, with your records.
          </SignInCard>
        )}
      </div>
    </div>
  );
}

function HistoryView({ exerciseId }: { exerciseId: string }) {
  const [today] = useState(localIsoDate);
  const history = useExerciseHistory(exerciseId, today);
  const records = usePersonalRecords();
  const { resolved } = useTargets();
  const units = resolved.units;
  const titleId = useId();

  if (history.isPending) {
    return (
      <p role="status" aria-busy="true">
        Loading your history…
      </p>
    );
  }
  if (history.isError) {
    return (
      <LoadError message="Your history of this exercise could not be loaded." onRetry={() => void history.refetch()} />
    );
  }
  const sessions = history.data.sessions;
  if (sessions.length === 0) {
    return (
      <section className="card exercise-history__card exercise-history__empty">
        <Dumbbell size={28} aria-hidden="true" />
        <p>No sets of this exercise are logged yet. Follow a workout with it, and each session shows here.</p>
        <Link to="/workouts" className="btn btn-primary">
          Plan or follow a workout
        </Link>
      </section>
    );
  }
  const held = records.data?.filter((record) => record.exerciseId === exerciseId) ?? [];
  const latest = sessions.at(-1)!;

  return (
    <div className="exercise-history__layout">
      <section className="card exercise-history__card" aria-labelledby={titleId}>
        <h2 id={titleId}>Over time</h2>
        {sessions.some((session) => session.volumeKg > 0) ? (
          <TrainingChart
            sessions={sessions}
            units={units}
            label={`${sessions.length} sessions from ${formatShortDate(sessions[0]!.date)} to ${formatShortDate(latest.date)}; the latest: ${describeSets(latest.sets)}.`}
          />
        ) : (
          <p>
            The chart follows the weight lifted: these sessions had none. Each is listed below, the latest{' '}
            {describeSets(latest.sets)}.
          </p>
        )}
      </section>
      <Records held={held} units={units} failed={records.isError} onRetry={() => void records.refetch()} />
      <Sessions sessions={sessions} units={units} />
    </div>
  );
}

function Records({
  held,
  units,
  failed,
  onRetry,
}: {
  held: PersonalRecord[];
  units: UnitSystem;
  failed: boolean;
  onRetry: () => void;
}) {
  const titleId = useId();
  const single = held.filter((record) => record.kind !== 'reps');
  const reps = held.filter((record) => record.kind === 'reps');
  return (
    <section className="card exercise-history__card" aria-labelledby={titleId}>
      <h2 id={titleId}>Your records</h2>
      {failed ? <LoadError message="Your records could not be loaded." onRetry={onRetry} /> : null}
      {!failed && held.length === 0 ? <p>Records are kept of sets done for reps; a timed set holds none.</p> : null}
      <dl className="exercise-history__records">
        {single.map((record) => (
          <div key={record.kind}>
            <dt>{RECORD_NAMES[record.kind]}</dt>
            <dd>
              <strong>{formatWeight(record.value, units)}</strong>{' '}
              <span className="exercise-history__muted">
                {describeSets([record.set])}, {formatShortDate(record.date)}
              </span>
            </dd>
          </div>
        ))}
        {reps.length > 0 ? (
          <div>
            <dt>Most reps</dt>
            <dd>
              <ul className="exercise-history__reps">
                {reps.map((record) => (
                  <li key={`${record.set.weight}${record.set.unit}`}>
                    <strong>{record.value}</strong>
                    {record.set.weight ? ` at ${record.set.weight} ${record.set.unit}` : ' without weight'}{' '}
                    <span className="exercise-history__muted">({formatShortDate(record.date)})</span>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

function Sessions({ sessions, units }: { sessions: readonly ExerciseSession[]; units: UnitSystem }) {
  const titleId = useId();
  return (
    <section className="card exercise-history__card exercise-history__sessions" aria-labelledby={titleId}>
      <h2 id={titleId}>Sessions</h2>
      <div className="exercise-history__table-scroll">
        <table className="exercise-history__table">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Workout</th>
              <th scope="col">Sets</th>
              <th scope="col">Est. one-rep max</th>
              <th scope="col">Volume</th>
            </tr>
          </thead>
          <tbody>
            {[...sessions].reverse().map((session) => (
              <tr key={session.workoutId}>
                <td>{formatShortDate(session.date)}</td>
                <td>
                  <Link to={`/workouts/${session.workoutId}/follow`}>{session.workoutName}</Link>
                </td>
                <td>{describeSets(session.sets)}</td>
                <td>{session.oneRepMaxKg === null ? '—' : formatWeight(session.oneRepMaxKg, units)}</td>
                <td>{session.volumeKg > 0 ? formatWeight(session.volumeKg, units) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export { ExerciseHistoryPage as Component };
