import { useCallback, useState } from 'react';
import { playChime } from '../../lib/chime';
import { isRunning, newCountdown, secondsLeft, startCountdown, tickCountdown, useClock } from '../../lib/countdown';

/** What a screen reader hears of a rest: its start, ten seconds before the end, and the end. */
export function restAnnouncement(before: number, after: number, total: number): string | null {
  if (after === before) return null;
  if (after === 0) return 'Rest over: time for the next set.';
  if (after === 10 && total > 10) return '10 seconds of rest left.';
  return null;
}

/**
 * The rest between sets: the Practice Timer's countdown (counted from the moment it will end, so a phone's
 * background tab keeps true time) and its chime when the rest is over.
 */
export function useRestTimer() {
  const [announcement, setAnnouncement] = useState('');
  const { state: countdown, set } = useClock(
    () => newCountdown(0),
    isRunning,
    tickCountdown,
    (before, after) => {
      const spoken = restAnnouncement(secondsLeft(before), secondsLeft(after), after.durationMs / 1000);
      if (spoken) setAnnouncement(spoken);
      if (isRunning(before) && !isRunning(after)) playChime();
    },
  );
  const start = useCallback(
    (seconds: number) => {
      set(startCountdown(newCountdown(seconds * 1000), Date.now()));
      setAnnouncement(`Rest for ${seconds} seconds.`);
    },
    [set],
  );
  const stop = useCallback(() => set(newCountdown(0)), [set]);
  return { countdown, running: isRunning(countdown), announcement, start, stop };
}
