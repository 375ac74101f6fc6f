import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, CheckCircle2, Pause, Play, SkipBack, SkipForward } from 'lucide-react';
import type { YogaSession } from '@thrive/contract';
import { ApiRequestError } from '../../lib/api-error';
import { useAuth } from '../../lib/session';
import { playChime, primeChime } from '../../lib/chime';
import { ChimeToggle } from '../../components/ui/chime-toggle';
import { LoadError } from '../../components/ui/load-error';
import { formatClock, useClock } from '../../lib/countdown';
import { localIsoDate } from '../../lib/local-date';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSession } from './api/get-session';
import { useRecordPractice } from './api/record-practice';
import { PoseFigure } from './components/pose-figure';
import { PoseLevel } from './components/pose-level';
import * as timeline from './session-timeline';
import './session-player-page.css';

export function SessionPlayerPage() {
  const { id = '' } = useParams();
  const session = useSession(id);

  if (session.isError) {
    const notFound = session.error instanceof ApiRequestError && session.error.status === 404;
    return (
      <div className="page session-player">
        <div className="container page-state" role="alert">
          <h1>{notFound ? 'Session not found' : 'The session could not be loaded'}</h1>
          <p>{notFound ? 'There is no guided session at this address.' : session.error.message}</p>
          {notFound ? null : (
            <button type="button" className="btn btn-primary" onClick={() => void session.refetch()}>
              Try again
            </button>
          )}
          <Link to="/yoga" className="btn btn-secondary">
            Back to Yoga
          </Link>
        </div>
      </div>
    );
  }
  if (session.isPending) {
    return (
      <div className="page session-player">
        <p className="container page-state" role="status" aria-busy="true">
          Loading session…
        </p>
      </div>
    );
  }
  return <SessionPlayer key={session.data.id} session={session.data} />;
}

const sideLabel = (side: 'left' | 'right' | undefined) => (side ? `${side === 'left' ? 'Left' : 'Right'} side` : null);

function SessionPlayer({ session }: { session: YogaSession }) {
  useDocumentTitle(session.title);
  const segments = useMemo(() => timeline.segmentsOf(session.steps), [session.steps]);
  const totalMs = useMemo(() => segments.reduce((sum, segment) => sum + segment.ms, 0), [segments]);
  const [started, setStarted] = useState(false);
  const {
    state: clock,
    latest,
    set: update,
  } = useClock<timeline.SessionClock>(
    () => timeline.newSessionClock(segments),
    (state) => state.endsAt !== null,
    (state, now) => timeline.tickSession(state, segments, now),
    (before, after) => {
      // A chime each time a hold ends: time to move to the next pose.
      const heldOver = segments.slice(before.index, after.index).some((segment) => segment.kind === 'hold');
      if (heldOver) playChime();
    },
  );

  const finished = timeline.isFinished(clock, segments);
  const running = clock.endsAt !== null;
  const segment = segments[Math.min(clock.index, segments.length - 1)]!;
  const step = session.steps[segment.step]!;
  const upcoming = session.steps[segment.step + 1];
  const progress = Math.min(1, timeline.elapsedMs(clock, segments) / totalMs);
  const announcement = finished
    ? 'Session complete.'
    : segment.kind === 'lead-in'
      ? `Get ready: ${step.pose.englishName}${step.side ? `, ${step.side} side` : ''}.`
      : `Hold ${step.pose.englishName} for ${step.seconds} seconds.`;

  function start() {
    primeChime();
    setStarted(true);
    update(timeline.startSession(latest(), segments, Date.now()));
  }

  if (finished) return <SessionComplete session={session} practisedMs={clock.practisedMs} />;

  return (
    <div className="page session-player">
      <div className="container">
        <Link to="/yoga" className="back-link">
          <ArrowLeft size={16} aria-hidden="true" /> Yoga
        </Link>
        <header className="session-player__header">
          <div>
            <span className="eyebrow">Guided session · {session.minutes} min</span>
            <h1>{session.title}</h1>
          </div>
          <ChimeToggle />
        </header>

        <div
          className="session-player__progress"
          role="progressbar"
          aria-label="Session progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
          aria-valuetext={`Pose ${segment.step + 1} of ${session.steps.length}`}
        >
          <span style={{ width: `${progress * 100}%` }} />
        </div>

        {!started ? (
          <section className="session-player__intro card" aria-labelledby="session-intro-heading">
            <div>
              <h2 id="session-intro-heading">Ready when you are</h2>
              <p>{session.summary}</p>
              <p className="session-player__facts">
                <PoseLevel level={session.level} /> {session.focus} · {session.poseCount} poses
              </p>
              <button type="button" className="btn btn-primary" onClick={start}>
                <Play size={18} aria-hidden="true" /> Start session
              </button>
            </div>
            <ol className="session-player__outline">
              {session.steps.map((item, index) => (
                <li key={`${item.pose.id}-${item.side ?? ''}-${index}`}>
                  <span>{item.pose.englishName}</span>
                  <span className="session-player__outline-meta">
                    {sideLabel(item.side) ? `${sideLabel(item.side)} · ` : ''}
                    {formatClock(item.seconds)}
                  </span>
                </li>
              ))}
            </ol>
          </section>
        ) : (
          <section className="session-player__stage" aria-label="Current pose">
            <div className="session-player__figure" data-side={step.side}>
              <PoseFigure pose={step.pose} loading="eager" framed />
            </div>
            <div className="session-player__now">
              <p className="session-player__phase" data-phase={segment.kind}>
                {segment.kind === 'lead-in' ? 'Get ready' : 'Hold'}
                <span>
                  Pose {segment.step + 1} of {session.steps.length}
                </span>
              </p>
              <h2 className="session-player__pose">
                {step.pose.englishName}
                {sideLabel(step.side) ? <span className="session-player__side">{sideLabel(step.side)}</span> : null}
              </h2>
              <p
                className="session-player__clock"
                role="timer"
                aria-label={`${Math.ceil(clock.remainingMs / 1000)} seconds left`}
              >
                {formatClock(Math.ceil(clock.remainingMs / 1000))}
              </p>
              {step.pose.steps?.length ? (
                <ol className="session-player__cues">
                  {step.pose.steps.map((cue) => (
                    <li key={cue}>{cue}</li>
                  ))}
                </ol>
              ) : null}
              <div className="session-player__controls">
                <button
                  type="button"
                  className="btn btn-ghost"
                  onClick={() => update(timeline.previousPose(latest(), segments, Date.now()))}
                  disabled={segment.step === 0 && segment.kind === 'lead-in' && clock.remainingMs === segment.ms}
                >
                  <SkipBack size={18} aria-hidden="true" /> Previous
                </button>
                {running ? (
                  <button
                    type="button"
                    className="btn btn-primary"
                    onClick={() => update(timeline.pauseSession(latest(), Date.now()))}
                  >
                    <Pause size={18} aria-hidden="true" /> Pause
                  </button>
                ) : (
                  <button type="button" className="btn btn-primary" onClick={start}>
                    <Play size={18} aria-hidden="true" /> Resume
                  </button>
                )}
                <button
                  type="button"
                  className="btn btn-ghost"
                  onClick={() => update(timeline.nextPose(latest(), segments, Date.now()))}
                >
                  <SkipForward size={18} aria-hidden="true" /> Next
                </button>
              </div>
              <p className="session-player__next">
                {upcoming
                  ? `Up next: ${upcoming.pose.englishName}${upcoming.side ? ` (${upcoming.side} side)` : ''}`
                  : 'Last pose'}
              </p>
            </div>
          </section>
        )}
        <p className="visually-hidden" aria-live="polite">
          {started ? announcement : ''}
        </p>
      </div>
    </div>
  );
}

/** The end of a session: well done, and for a signed-in user the minutes go on the dashboard. */
function SessionComplete({ session, practisedMs }: { session: YogaSession; practisedMs: number }) {
  const { user } = useAuth();
  const record = useRecordPractice();
  const minutes = Math.max(1, Math.round(practisedMs / 60_000));
  const recorded = useRef(false);

  useEffect(() => {
    if (!user || recorded.current) return;
    recorded.current = true;
    record.mutate({ date: localIsoDate(), minutes, sessionId: session.id });
  }, [user, minutes, session.id, record]);

  return (
    <div className="page session-player">
      <div className="container session-player__done card" role="status">
        <CheckCircle2 size={48} aria-hidden="true" />
        <h1>Session complete</h1>
        <p>
          You practised <strong>{session.title}</strong> for {minutes} {minutes === 1 ? 'minute' : 'minutes'}. Take a
          breath before you get up.
        </p>
        {!user ? (
          <p>Sign in to keep a record of your practice on your dashboard.</p>
        ) : record.isError ? (
          <LoadError
            message="Your practice could not be saved."
            onRetry={() => record.mutate({ date: localIsoDate(), minutes, sessionId: session.id })}
          />
        ) : record.isSuccess ? (
          <p className="form-message" data-tone="success">
            Saved to your dashboard.
          </p>
        ) : (
          <p>Saving to your dashboard…</p>
        )}
        <div className="session-player__done-links">
          {user ? (
            <Link to="/dashboard" className="btn btn-primary">
              Go to dashboard
            </Link>
          ) : null}
          <Link to="/yoga" className="btn btn-secondary">
            More sessions
          </Link>
        </div>
      </div>
    </div>
  );
}

export { SessionPlayerPage as Component };
