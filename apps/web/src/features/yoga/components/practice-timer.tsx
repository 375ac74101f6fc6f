import { useId, useState } from 'react';
import { Pause, Play, RotateCcw } from 'lucide-react';
import { formatClock } from '../../../lib/countdown';
import { ChimeToggle } from '../../../components/ui/chime-toggle';
import { MAX_TIMER_SECONDS, parseTimerSeconds, type PracticeTimer as Timer } from '../practice-timer-state';
import './practice-timer.css';

interface PracticeTimerProps {
  timer: Timer;
  /** The pose's suggested hold, offered as a one-tap duration. */
  suggestedSeconds?: number | undefined;
}

/**
 * The Practice Timer (docs/product.md, "Pose dialog and Practice Timer"): Start, Pause, Reset and a duration, with a
 * chime and spoken minutes.
 */
export function PracticeTimer({ timer, suggestedSeconds }: PracticeTimerProps) {
  const headingId = useId();
  const durationId = useId();
  const durationSeconds = timer.countdown.durationMs / 1000;
  const [durationText, setDurationText] = useState(String(durationSeconds));
  const atFullDuration = timer.countdown.remainingMs === timer.countdown.durationMs;
  const progress = timer.countdown.durationMs ? timer.countdown.remainingMs / timer.countdown.durationMs : 0;

  function changeDuration(text: string) {
    setDurationText(text);
    timer.setDurationSeconds(parseTimerSeconds(text));
  }

  return (
    <section className="practice-timer" aria-labelledby={headingId}>
      <div className="practice-timer__head">
        <h3 id={headingId}>Practice Timer</h3>
        <ChimeToggle />
      </div>
      <div className="practice-timer__body">
        <div className="practice-timer__dial" style={{ '--progress': progress } as React.CSSProperties}>
          <span className="practice-timer__clock" role="timer" aria-label={`${timer.seconds} seconds left`}>
            {formatClock(timer.seconds)}
          </span>
        </div>
        <div className="practice-timer__controls">
          <div className="practice-timer__buttons">
            <button
              type="button"
              className="btn btn-primary"
              onClick={timer.start}
              disabled={timer.running || timer.seconds === 0}
            >
              <Play size={18} aria-hidden="true" /> Start
            </button>
            <button type="button" className="btn btn-secondary" onClick={timer.pause} disabled={!timer.running}>
              <Pause size={18} aria-hidden="true" /> Pause
            </button>
            <button
              type="button"
              className="btn btn-ghost"
              onClick={timer.reset}
              disabled={atFullDuration && !timer.running}
            >
              <RotateCcw size={18} aria-hidden="true" /> Reset
            </button>
          </div>
          <div className="practice-timer__duration">
            <label htmlFor={durationId}>Duration (seconds)</label>
            <input
              id={durationId}
              className="input"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_TIMER_SECONDS}
              value={durationText}
              onChange={(event) => changeDuration(event.target.value)}
              onBlur={() => setDurationText(String(durationSeconds))}
            />
            {suggestedSeconds && suggestedSeconds !== durationSeconds ? (
              <button type="button" className="link-button" onClick={() => changeDuration(String(suggestedSeconds))}>
                Use the suggested hold ({suggestedSeconds} s)
              </button>
            ) : null}
          </div>
        </div>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {timer.announcement}
      </p>
    </section>
  );
}
