import { DEFAULT_POSE_LEVEL, type YogaPose } from '@thrive/contract';
import './pose-details.css';

/** The pose's level, or Medium where the source gives none (spec §3). */
export function PoseLevel({ level }: { level: YogaPose['level'] }) {
  const shown = level ?? DEFAULT_POSE_LEVEL;
  return (
    <span className="pose-level" data-level={shown.toLowerCase()}>
      {shown}
    </span>
  );
}
