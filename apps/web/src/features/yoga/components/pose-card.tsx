import type { YogaPose } from '@thrive/contract';
import { FavouriteToggle } from '../../../components/ui/favourite-toggle';
import { PoseFigure } from './pose-figure';
import { PoseLevel } from './pose-level';

interface PoseCardProps {
  pose: YogaPose;
  favourite: boolean;
  onOpen: (pose: YogaPose) => void;
  onToggleFavourite: (pose: YogaPose) => void;
}

/** Spec §2's pose card: figure, English name, favourite toggle, Sanskrit name and level; it opens the modal. */
export function PoseCard({ pose, favourite, onOpen, onToggleFavourite }: PoseCardProps) {
  return (
    <li className="pose-card card">
      <div className="pose-card__figure">
        <PoseFigure pose={pose} alt="" />
      </div>
      <div className="pose-card__text">
        <h2 className="pose-card__name">
          {/* The whole card is this button's target (a stretched ::after), so the favourite stays its own control. */}
          <button type="button" className="pose-card__open" onClick={() => onOpen(pose)}>
            {pose.english_name}
          </button>
        </h2>
        <p className="pose-card__sanskrit" lang="sa-Latn">
          {pose.sanskrit_name_adapted}
        </p>
        <PoseLevel level={pose.level} />
      </div>
      <FavouriteToggle
        className="pose-card__favourite"
        name={pose.english_name}
        active={favourite}
        onToggle={() => onToggleFavourite(pose)}
      />
    </li>
  );
}
