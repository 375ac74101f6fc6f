import { DEFAULT_POSE_LEVEL, type Pose } from '@thrive/contract';
import { LevelBadge } from '../../../components/ui/level-badge';

/** The pose's level, or Medium where the source gives none (`DEFAULT_POSE_LEVEL`). */
export function PoseLevel({ level }: { level: Pose['level'] }) {
  return <LevelBadge level={level ?? DEFAULT_POSE_LEVEL} />;
}
