import type { Pose } from '@thrive/contract';
import { PoseLevel } from './pose-level';
import './pose-details.css';

/** The pose's names, level and categories: the same header on the modal and the pose page. */
export function PoseNames({ pose }: { pose: Pose }) {
  return (
    <div className="pose-names">
      <p className="pose-names__sanskrit" lang="sa-Latn">
        {pose.sanskritNameAdapted}
        {pose.sanskritName && pose.sanskritName !== pose.sanskritNameAdapted ? (
          <span className="pose-names__diacritics"> · {pose.sanskritName}</span>
        ) : null}
      </p>
      {pose.translation ? <p className="pose-names__translation">{pose.translation}</p> : null}
      <ul className="pose-tags" aria-label="Level and categories">
        <li>
          <PoseLevel level={pose.level} />
        </li>
        {pose.categories.map((category) => (
          <li key={category} className="pose-tag">
            {category.replace(/ Yoga$/, '')}
          </li>
        ))}
      </ul>
    </div>
  );
}
