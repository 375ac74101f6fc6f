import { SESSION_LEAD_IN_SECONDS } from '@thrive/contract';

/** A session as the player runs it: before each pose a short "get ready", then the hold. */
export interface Segment {
  kind: 'lead-in' | 'hold';
  /** Index of the session step (pose) this segment belongs to. */
  step: number;
  ms: number;
}

export function segmentsOf(steps: readonly { seconds: number }[]): Segment[] {
  return steps.flatMap((step, index) => [
    { kind: 'lead-in' as const, step: index, ms: SESSION_LEAD_IN_SECONDS * 1000 },
    { kind: 'hold' as const, step: index, ms: step.seconds * 1000 },
  ]);
}

/**
 * Where the player is: the current segment (segments.length once finished), the time left in it, and
 * the moment it ends while running. Time is read from that moment, not counted in ticks, so a tab in the
 * background still moves on at the right time. `practisedMs` is the time actually spent in the session.
 */
export interface SessionClock {
  index: number;
  remainingMs: number;
  endsAt: number | null;
  practisedMs: number;
}

export function newSessionClock(segments: readonly Segment[]): SessionClock {
  return { index: 0, remainingMs: segments[0]?.ms ?? 0, endsAt: null, practisedMs: 0 };
}

export const isFinished = (clock: SessionClock, segments: readonly Segment[]) => clock.index >= segments.length;

export function startSession(clock: SessionClock, segments: readonly Segment[], now: number): SessionClock {
  if (clock.endsAt !== null || isFinished(clock, segments)) return clock;
  return { ...clock, endsAt: now + clock.remainingMs };
}

export function pauseSession(clock: SessionClock, now: number): SessionClock {
  if (clock.endsAt === null) return clock;
  return { ...clock, remainingMs: Math.max(0, clock.endsAt - now), endsAt: null };
}

/** Moves on through every segment that has ended by `now`. */
export function tickSession(clock: SessionClock, segments: readonly Segment[], now: number): SessionClock {
  if (clock.endsAt === null) return clock;
  let { index, endsAt, practisedMs } = clock;
  while (index < segments.length && now >= endsAt) {
    practisedMs += segments[index]!.ms;
    index += 1;
    if (index < segments.length) endsAt += segments[index]!.ms;
  }
  if (index >= segments.length) return { index, remainingMs: 0, endsAt: null, practisedMs };
  return { index, remainingMs: endsAt - now, endsAt, practisedMs };
}

/** Jumps to the start of a segment (or past the end), counting the part of the current one that was done. */
function jumpTo(clock: SessionClock, segments: readonly Segment[], target: number, now: number): SessionClock {
  const current = segments[clock.index];
  const left = clock.endsAt === null ? clock.remainingMs : Math.max(0, clock.endsAt - now);
  const practisedMs = clock.practisedMs + (current ? current.ms - left : 0);
  const next = segments[target];
  if (!next) return { index: segments.length, remainingMs: 0, endsAt: null, practisedMs };
  return { index: target, remainingMs: next.ms, endsAt: clock.endsAt === null ? null : now + next.ms, practisedMs };
}

/** The "get ready" of the step after the current one, or the end. */
export function nextPose(clock: SessionClock, segments: readonly Segment[], now: number): SessionClock {
  const step = segments[clock.index]?.step ?? Infinity;
  const target = segments.findIndex((segment) => segment.step === step + 1);
  return jumpTo(clock, segments, target === -1 ? segments.length : target, now);
}

/** The "get ready" of the step before the current one (the first step starts over). */
export function previousPose(clock: SessionClock, segments: readonly Segment[], now: number): SessionClock {
  const step = segments[Math.min(clock.index, segments.length - 1)]?.step ?? 0;
  const target = segments.findIndex((segment) => segment.step === Math.max(0, step - 1));
  return jumpTo(clock, segments, Math.max(0, target), now);
}

/** Milliseconds of the session behind the player, for its progress bar. */
export function elapsedMs(clock: SessionClock, segments: readonly Segment[]): number {
  const before = segments.slice(0, clock.index).reduce((sum, segment) => sum + segment.ms, 0);
  const current = segments[clock.index];
  return before + (current ? current.ms - clock.remainingMs : 0);
}
