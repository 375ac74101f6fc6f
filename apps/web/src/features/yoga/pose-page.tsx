import { Link, useParams } from 'react-router';
import { ArrowLeft, Clock, ShieldAlert, Sparkles } from 'lucide-react';
import { YOGA_MESSAGES, type Pose } from '@thrive/contract';
import { ApiRequestError } from '../../lib/api-error';
import { useDocumentTitle } from '../../lib/use-document-title';
import { usePose } from './api/get-pose';
import { PoseFigure } from './components/pose-figure';
import { PoseNames } from './components/pose-details';
import { PoseFavouriteToggle } from './components/pose-favourite-toggle';
import { PracticeTimer } from './components/practice-timer';
import { usePracticeTimer } from './practice-timer-state';
import './pose-page.css';

export function PosePage() {
  const { id = '' } = useParams();
  const poseId = /^\d+$/.test(id) ? Number(id) : NaN;
  const pose = usePose(poseId);

  if (Number.isNaN(poseId) || pose.isError) {
    const notFound = Number.isNaN(poseId) || (pose.error instanceof ApiRequestError && pose.error.status === 404);
    return <PoseError detail={notFound ? 'There is no pose with this number.' : pose.error?.message} />;
  }
  if (!pose.data) {
    return (
      <div className="page pose-page">
        <p className="container page-state" role="status" aria-busy="true">
          {YOGA_MESSAGES.poseLoading}
        </p>
      </div>
    );
  }
  return <PoseContent pose={pose.data} />;
}

/**
 * The single pose page's failure (docs/product.md, "Single pose") reads "Failed to fetch pose", with what went wrong.
 */
function PoseError({ detail }: { detail?: string | undefined }) {
  useDocumentTitle(YOGA_MESSAGES.poseFailed);
  return (
    <div className="page pose-page">
      <div className="container page-state" role="alert">
        <h1>{YOGA_MESSAGES.poseFailed}</h1>
        {detail ? <p>{detail}</p> : null}
        <Link to="/yogaexercise" className="btn btn-secondary">
          Explore yoga poses
        </Link>
      </div>
    </div>
  );
}

function PoseContent({ pose }: { pose: Pose }) {
  useDocumentTitle(pose.englishName);
  const timer = usePracticeTimer();

  return (
    <article className="page pose-page">
      <div className="container">
        <Link to="/yogaexercise" className="back-link">
          <ArrowLeft size={16} aria-hidden="true" /> All poses
        </Link>
        <header className="pose-page__hero">
          <PoseFigure pose={pose} loading="eager" framed />
          <div className="pose-page__intro">
            <div className="pose-page__title">
              <h1>{pose.englishName}</h1>
              <PoseFavouriteToggle pose={pose} />
            </div>
            <PoseNames pose={pose} />
            <p className="pose-page__description">{pose.description}</p>
            {pose.holdSeconds ? (
              <p className="pose-page__hold">
                <Clock size={16} aria-hidden="true" /> Suggested hold: {pose.holdSeconds} seconds
                {pose.oneSided ? ' on each side' : ''}
              </p>
            ) : null}
          </div>
        </header>

        <div className="pose-page__body">
          {pose.steps?.length ? (
            <section aria-labelledby="pose-steps-heading">
              <h2 id="pose-steps-heading">How to do it</h2>
              <ol className="pose-page__steps">
                {pose.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </section>
          ) : null}
          <aside className="pose-page__side">
            <PracticeTimer timer={timer} suggestedSeconds={pose.holdSeconds} />
            {pose.benefits ? (
              <section className="pose-page__note" aria-labelledby="pose-benefits-heading">
                <h2 id="pose-benefits-heading">
                  <Sparkles size={18} aria-hidden="true" /> Benefits
                </h2>
                <p>{pose.benefits}</p>
              </section>
            ) : null}
            {pose.cautions?.length ? (
              <section className="pose-page__note" data-tone="caution" aria-labelledby="pose-cautions-heading">
                <h2 id="pose-cautions-heading">
                  <ShieldAlert size={18} aria-hidden="true" /> Go gently
                </h2>
                <ul>
                  {pose.cautions.map((caution) => (
                    <li key={caution}>{caution}</li>
                  ))}
                </ul>
              </section>
            ) : null}
          </aside>
        </div>
      </div>
    </article>
  );
}

export { PosePage as Component };
