import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { Pose } from '@thrive/contract';
import { Dialog } from '../../../components/ui/dialog';
import type { PracticeTimer as Timer } from '../practice-timer-state';
import { PoseFigure } from './pose-figure';
import { PoseNames } from './pose-details';
import { PoseFavouriteToggle } from './pose-favourite-toggle';
import { PracticeTimer } from './practice-timer';
import { TutorialVideo } from './tutorial-video';
import './pose-modal.css';

interface PoseModalProps {
  pose: Pose | null;
  onClose: () => void;
  timer: Timer;
}

/**
 * The pose dialog (docs/product.md, "Pose dialog and Practice Timer"): names, figure, description, the Practice Timer
 * and the tutorial video.
 */
export function PoseModal({ pose, onClose, timer }: PoseModalProps) {
  return (
    <Dialog
      open={pose !== null}
      onOpenChange={(open) => !open && onClose()}
      title={pose?.englishName ?? ''}
      size="large"
    >
      {pose ? (
        <div className="pose-modal">
          <div className="pose-modal__figure">
            <PoseFigure pose={pose} loading="eager" framed />
          </div>
          <div className="pose-modal__text">
            <div className="pose-modal__names">
              <PoseNames pose={pose} />
              <PoseFavouriteToggle pose={pose} />
            </div>
            <p className="pose-modal__description">{pose.summary}</p>
            <Link to={`/pose/${pose.id}`} className="pose-modal__more">
              Steps, benefits and cautions <ArrowRight size={16} aria-hidden="true" />
            </Link>
          </div>
          <div className="pose-modal__practice">
            <PracticeTimer timer={timer} suggestedSeconds={pose.holdSeconds} />
            <section className="pose-modal__video" aria-label="Tutorial video">
              <h3>Tutorial</h3>
              <TutorialVideo poseName={pose.englishName} />
            </section>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
