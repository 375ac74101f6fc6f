import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  elapsedMs,
  isFinished,
  newSessionClock,
  nextPose,
  pauseSession,
  previousPose,
  segmentsOf,
  startSession,
  tickSession,
} from './session-timeline';

const steps = [{ seconds: 30 }, { seconds: 45 }, { seconds: 20 }];
const segments = segmentsOf(steps);

describe('session timeline', () => {
  it('puts a 5-second get-ready before every pose', () => {
    expect(segments.map((segment) => `${segment.kind}:${segment.step}:${segment.ms}`)).toEqual([
      'lead-in:0:5000',
      'hold:0:30000',
      'lead-in:1:5000',
      'hold:1:45000',
      'lead-in:2:5000',
      'hold:2:20000',
    ]);
  });

  it('moves through the poses by the clock, even across a long gap, and ends', () => {
    const running = startSession(newSessionClock(segments), segments, 0);
    expect(tickSession(running, segments, 4_000)).toMatchObject({ index: 0, remainingMs: 1_000 });
    expect(tickSession(running, segments, 36_000)).toMatchObject({ index: 2, remainingMs: 4_000 });
    // A background tab that wakes up a minute later lands on the right pose.
    expect(tickSession(running, segments, 81_000)).toMatchObject({ index: 3, remainingMs: 4_000 });
    const done = tickSession(running, segments, 200_000);
    expect(isFinished(done, segments)).toBe(true);
    expect(done.practisedMs).toBe(110_000);
  });

  it('pauses without moving on', () => {
    const paused = pauseSession(
      tickSession(startSession(newSessionClock(segments), segments, 0), segments, 10_000),
      10_000,
    );
    expect(tickSession(paused, segments, 500_000)).toBe(paused);
    expect(startSession(paused, segments, 500_000).endsAt).toBe(500_000 + 25_000);
  });

  it('skips to the next and previous pose, counting only the time spent', () => {
    const running = startSession(newSessionClock(segments), segments, 0);
    const skipped = nextPose(tickSession(running, segments, 15_000), segments, 15_000);
    expect(skipped).toMatchObject({ index: 2, remainingMs: 5_000, endsAt: 20_000, practisedMs: 15_000 });
    const back = previousPose(skipped, segments, 17_000);
    expect(back).toMatchObject({ index: 0, remainingMs: 5_000, practisedMs: 17_000 });
    expect(previousPose(back, segments, 17_000).index).toBe(0);
    const end = nextPose(nextPose(nextPose(back, segments, 17_000), segments, 17_000), segments, 17_000);
    expect(isFinished(end, segments)).toBe(true);
  });

  it('never counts more practice than the clock ran, nor shows more progress than the session holds', () => {
    const total = segments.reduce((sum, segment) => sum + segment.ms, 0);
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            after: fc.integer({ min: 0, max: 20_000 }),
            action: fc.constantFrom('tick', 'next', 'previous'),
          }),
        ),
        (actions) => {
          let clock = startSession(newSessionClock(segments), segments, 0);
          let now = 0;
          for (const { after, action } of actions) {
            now += after;
            clock =
              action === 'next'
                ? nextPose(clock, segments, now)
                : action === 'previous'
                  ? previousPose(clock, segments, now)
                  : tickSession(clock, segments, now);
            expect(clock.practisedMs).toBeLessThanOrEqual(now);
            expect(elapsedMs(clock, segments)).toBeLessThanOrEqual(total);
          }
        },
      ),
    );
  });
});
