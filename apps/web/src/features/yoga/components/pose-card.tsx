import type { Pose } from '@thrive/contract';
import { PoseFavouriteToggle } from './pose-favourite-toggle';
import { PoseFigure } from './pose-figure';
import { PoseLevel } from './pose-level';

interface PoseCardProps {
  pose: Pose;
  onOpen: (pose: Pose) => void;
}

/**
 * A pose card (docs/product.md, "Pose grid"): figure, English name, favourite toggle, Sanskrit name and level; it opens
 * the modal.
 */
export function PoseCard({ pose, onOpen }: PoseCardProps) {
  return (
    <li className="pose-card card card--interactive">
      <div className="pose-card__figure">
        <PoseFigure pose={pose} alt="" />
      </div>
      <div className="pose-card__text">
        <h2 className="pose-card__name">
          {/* The whole card opens the pose; the heart above it stays a control of its own. */}
          <button type="button" className="pose-card__open stretched-link" onClick={() => onOpen(pose)}>
            {pose.englishName}
          </button>
        </h2>
        <p className="pose-card__sanskrit" lang="sa-Latn">
          {pose.sanskritNameAdapted}
        </p>
        <PoseLevel level={pose.level} />
      </div>
      <PoseFavouriteToggle className="pose-card__favourite" pose={pose} />
    </li>
  );
}
