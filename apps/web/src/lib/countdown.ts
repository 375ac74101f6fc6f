import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A countdown computed from the moment it will end, not by counting ticks, so it stays right when a
 * background tab's timers are slowed. Running while `endsAt` is set.
 */
export interface Countdown {
  durationMs: number;
  remainingMs: number;
  endsAt: number | null;
}

export function newCountdown(durationMs: number): Countdown {
  return { durationMs, remainingMs: durationMs, endsAt: null };
}

export const isRunning = (countdown: Countdown) => countdown.endsAt !== null;

/** Whole seconds left, as a clock shows them (1.2 s left reads 0:02). */
export const secondsLeft = (countdown: Countdown) => Math.ceil(countdown.remainingMs / 1000);

export function startCountdown(countdown: Countdown, now: number): Countdown {
  if (isRunning(countdown) || countdown.remainingMs <= 0) return countdown;
  return { ...countdown, endsAt: now + countdown.remainingMs };
}

export function pauseCountdown(countdown: Countdown, now: number): Countdown {
  if (countdown.endsAt === null) return countdown;
  return { ...countdown, remainingMs: Math.max(0, countdown.endsAt - now), endsAt: null };
}

/** The time left at `now`; at zero the countdown stops by itself. */
export function tickCountdown(countdown: Countdown, now: number): Countdown {
  if (countdown.endsAt === null) return countdown;
  const remainingMs = Math.max(0, countdown.endsAt - now);
  return remainingMs === 0 ? { ...countdown, remainingMs, endsAt: null } : { ...countdown, remainingMs };
}

/** Formats seconds as m:ss (or h:mm:ss), the way a timer reads. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, totalSeconds);
  const pad = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds % 60)}` : `${pad(minutes)}:${pad(seconds % 60)}`;
}

/** Calls `onTick(now)` a few times a second while `active`, and at once when the tab is shown again. */
function useTicker(active: boolean, onTick: (now: number) => void): void {
  const latest = useRef(onTick);
  useEffect(() => {
    latest.current = onTick;
  });
  useEffect(() => {
    if (!active) return;
    const tick = () => latest.current(Date.now());
    const timer = window.setInterval(tick, 250);
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [active]);
}

/**
 * A clock's state (a countdown, a session…), moved on by `tick` while `running` says so. `onTick(before,
 * after)` runs after each change the clock makes by itself; `latest()` reads the newest state from a
 * click, before React has rendered it, so a start or pause never acts on a stale one.
 */
export function useClock<T>(
  initial: () => T,
  running: (state: T) => boolean,
  tick: (state: T, now: number) => T,
  onTick: (before: T, after: T) => void,
) {
  const [state, setState] = useState(initial);
  const newest = useRef(state);
  const set = useCallback((next: T) => {
    newest.current = next;
    setState(next);
  }, []);
  const latest = useCallback(() => newest.current, []);
  useTicker(running(state), (now) => {
    const before = newest.current;
    const after = tick(before, now);
    if (after === before) return;
    set(after);
    onTick(before, after);
  });
  return { state, latest, set };
}
