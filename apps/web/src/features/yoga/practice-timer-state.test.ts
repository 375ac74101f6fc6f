import { describe, expect, it } from 'vitest';
import { newCountdown, startCountdown, tickCountdown } from '../../lib/countdown';
import { parseTimerSeconds, timerAnnouncement } from './practice-timer-state';

describe('parseTimerSeconds', () => {
  it.each([
    ['', 60],
    ['abc', 60],
    ['0', 60],
    ['-0', 60],
    ['90', 90],
    ['1', 1],
    ['-5', 1],
    ['2.6', 3],
    ['99999', 3600],
  ])('%j → %i s', (text, seconds) => {
    expect(parseTimerSeconds(text)).toBe(seconds);
  });
});

describe('timerAnnouncement', () => {
  const running = startCountdown(newCountdown(150_000), 0);
  it('speaks at each whole minute and at the end, never each second', () => {
    expect(timerAnnouncement(tickCountdown(running, 29_100), tickCountdown(running, 30_000))).toBe('2 minutes left.');
    expect(timerAnnouncement(tickCountdown(running, 89_100), tickCountdown(running, 90_000))).toBe('1 minute left.');
    expect(timerAnnouncement(tickCountdown(running, 40_000), tickCountdown(running, 41_000))).toBeNull();
    expect(timerAnnouncement(tickCountdown(running, 149_500), tickCountdown(running, 150_000))).toBe('Time is up.');
  });
});
