import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatClock,
  isRunning,
  newCountdown,
  pauseCountdown,
  secondsLeft,
  startCountdown,
  tickCountdown,
} from './countdown';

describe('countdown', () => {
  it('counts from the moment it will end, so a late tick reads the true time', () => {
    const started = startCountdown(newCountdown(60_000), 1_000);
    expect(secondsLeft(tickCountdown(started, 2_000))).toBe(59);
    // A background tab may tick 40 s late: the clock is still right.
    expect(secondsLeft(tickCountdown(started, 41_000))).toBe(20);
  });

  it('stops by itself at zero', () => {
    const ended = tickCountdown(startCountdown(newCountdown(5_000), 0), 9_000);
    expect(ended).toEqual({ durationMs: 5_000, remainingMs: 0, endsAt: null });
    expect(startCountdown(ended, 10_000)).toBe(ended);
  });

  it('pauses and resumes without losing or gaining time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 600 }), fc.integer({ min: 0, max: 600_000 }), (seconds, pausedFor) => {
        const running = startCountdown(newCountdown(seconds * 1000), 0);
        const paused = pauseCountdown(running, 400);
        expect(isRunning(paused)).toBe(false);
        const resumed = startCountdown(paused, 400 + pausedFor);
        expect(tickCountdown(resumed, 400 + pausedFor + 100).remainingMs).toBe(Math.max(0, seconds * 1000 - 500));
      }),
    );
  });

  it('formats the clock as mm:ss, and hours when it needs them', () => {
    expect(formatClock(60)).toBe('01:00');
    expect(formatClock(9)).toBe('00:09');
    expect(formatClock(3600)).toBe('1:00:00');
  });
});
