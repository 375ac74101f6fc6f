import { YOGA_SESSION_SOURCES } from '@thrive/catalog';
import { SESSION_LEAD_IN_SECONDS, type Pose, type YogaSession, type YogaSessionSummary } from '@thrive/contract';

/** Guided sessions with their poses filled in; a step whose pose is missing is a catalog defect tests report. */
export function buildSessions(posesById: ReadonlyMap<number, Pose>): YogaSession[] {
  return YOGA_SESSION_SOURCES.map((source) => {
    const steps = source.steps.flatMap((step) => {
      const pose = posesById.get(step.poseId);
      return pose ? [{ pose, seconds: step.seconds, ...(step.side ? { side: step.side } : {}) }] : [];
    });
    const seconds = steps.reduce((sum, step) => sum + step.seconds + SESSION_LEAD_IN_SECONDS, 0);
    return {
      id: source.id,
      title: source.title,
      summary: source.summary,
      level: source.level,
      focus: source.focus,
      minutes: Math.max(1, Math.round(seconds / 60)),
      poseCount: new Set(steps.map((step) => step.pose.id)).size,
      image: steps[0]?.pose.image ?? '',
      steps,
    };
  });
}

export function sessionSummary({ steps: _steps, ...summary }: YogaSession): YogaSessionSummary {
  return summary;
}
