import { useCallback, useEffect, useRef, useState } from 'react';
import { playChime } from '../../lib/chime';
import { isRunning, newCountdown, secondsLeft, startCountdown, tickCountdown, useClock } from '../../lib/countdown';

/** What a screen reader hears of a timed stretch of a workout: its start, ten seconds before the end, and the end. */
export interface TimerWords {
  start: (seconds: number) => string;
  tenLeft: string;
  end: string;
}

/** The rest between sets. */
export const REST_WORDS: TimerWords = {
  start: (seconds) => `Rest for ${seconds} seconds.`,
  tenLeft: '10 seconds of rest left.',
  end: 'Rest over: time for the next set.',
};

/** A set held for a time (a plank). */
export const HOLD_WORDS: TimerWords = {
  start: (seconds) => `Hold for ${seconds} seconds.`,
  tenLeft: '10 seconds left.',
  end: 'Time: set done.',
};

/** What is said as the seconds left go from `before` to `after`, if anything. */
export function timerAnnouncement(words: TimerWords, before: number, after: number, total: number): string | null {
  if (after === before) return null;
  if (after === 0) return words.end;
  if (after === 10 && total > 10) return words.tenLeft;
  return null;
}

/**
 * A countdown of the workout (a rest, a timed set): the Practice Timer's countdown (counted from the moment it will
 * end, so a phone's background tab keeps true time), its chime at the end, and then `onEnd` when it ran out by itself.
 */
export function useSetTimer(words: TimerWords, onEnd?: () => void) {
  const [announcement, setAnnouncement] = useState('');
  const ended = useRef(onEnd);
  useEffect(() => {
    ended.current = onEnd;
  });
  const { state: countdown, set } = useClock(
    () => newCountdown(0),
    isRunning,
    tickCountdown,
    (before, after) => {
      const spoken = timerAnnouncement(words, secondsLeft(before), secondsLeft(after), after.durationMs / 1000);
      if (spoken) setAnnouncement(spoken);
      if (isRunning(before) && !isRunning(after)) {
        playChime();
        ended.current?.();
      }
    },
  );
  const start = useCallback(
    (seconds: number) => {
      set(startCountdown(newCountdown(seconds * 1000), Date.now()));
      setAnnouncement(words.start(seconds));
    },
    [set, words],
  );
  const stop = useCallback(() => set(newCountdown(0)), [set]);
  return { countdown, running: isRunning(countdown), announcement, start, stop };
}
