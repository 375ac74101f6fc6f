import { useCallback, useState } from 'react';
import * as countdowns from '../../lib/countdown';
import { playChime, primeChime } from '../../lib/chime';

/** A timer starts at 60 s, may be set to 1 s at least, and ticks each second. */
export const DEFAULT_TIMER_SECONDS = 60;
export const MAX_TIMER_SECONDS = 3600;

/** A non-numeric or zero entry becomes 60; anything else is whole seconds, at least 1. */
export function parseTimerSeconds(text: string): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value === 0) return DEFAULT_TIMER_SECONDS;
  return Math.min(MAX_TIMER_SECONDS, Math.max(1, Math.round(value)));
}

/** What a screen reader hears: each whole minute left, and the end (never every second). */
export function timerAnnouncement(before: countdowns.Countdown, after: countdowns.Countdown): string | null {
  const previous = countdowns.secondsLeft(before);
  const now = countdowns.secondsLeft(after);
  if (previous === now) return null;
  if (now === 0) return 'Time is up.';
  if (now % 60 === 0) return `${now / 60} ${now === 60 ? 'minute' : 'minutes'} left.`;
  return null;
}

export interface PracticeTimer {
  countdown: countdowns.Countdown;
  seconds: number;
  running: boolean;
  announcement: string;
  start: () => void;
  pause: () => void;
  reset: () => void;
  setDurationSeconds: (seconds: number) => void;
}

/**
 * The Practice Timer (docs/product.md, "Pose dialog and Practice Timer"), counted from the moment it will end so a
 * background tab keeps true time.
 */
export function usePracticeTimer(): PracticeTimer {
  const [announcement, setAnnouncement] = useState('');
  const {
    state: countdown,
    latest,
    set,
  } = countdowns.useClock(
    () => countdowns.newCountdown(DEFAULT_TIMER_SECONDS * 1000),
    countdowns.isRunning,
    countdowns.tickCountdown,
    (before, after) => {
      const spoken = timerAnnouncement(before, after);
      if (spoken) setAnnouncement(spoken);
      if (countdowns.isRunning(before) && !countdowns.isRunning(after)) playChime();
    },
  );

  const start = useCallback(() => {
    primeChime();
    set(countdowns.startCountdown(latest(), Date.now()));
  }, [set, latest]);
  const pause = useCallback(() => set(countdowns.pauseCountdown(latest(), Date.now())), [set, latest]);
  const reset = useCallback(() => set(countdowns.newCountdown(latest().durationMs)), [set, latest]);
  const setDurationSeconds = useCallback((seconds: number) => set(countdowns.newCountdown(seconds * 1000)), [set]);

  return {
    countdown,
    seconds: countdowns.secondsLeft(countdown),
    running: countdowns.isRunning(countdown),
    announcement,
    start,
    pause,
    reset,
    setDurationSeconds,
  };
}
