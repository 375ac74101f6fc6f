import { Link } from 'react-router';
import { Info } from 'lucide-react';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useTargets } from '../../lib/targets/use-targets';
import { TargetsForm } from './components/targets-form';
import { ProfileLoading } from './components/profile-states';
import './profile-page.css';
import './targets-page.css';

/** My targets: who the person is and what they plan for, one set for every screen and device. */
export function TargetsPage() {
  useDocumentTitle('My targets');
  const targets = useTargets();
  return (
    <div className="page profile">
      <div className="container">
        <header className="page-header profile__header">
          <span className="eyebrow">Your plan, your numbers</span>
          <h1>My targets</h1>
          <p>
            Your calories, macros, diet and what you leave out. The home page, the AI meal plan, the planner, the
            calculator and your dashboard all plan with these. Work out your calories in the{' '}
            <Link to="/calorie-calculator">calorie calculator</Link>.
          </p>
          {targets.ready && targets.storedWith === 'device' ? (
            <p className="profile__note">
              <Info size={18} aria-hidden="true" />
              You are not signed in, so your targets are kept in this browser until you do.
            </p>
          ) : null}
        </header>
        {targets.ready ? (
          <TargetsForm key={targets.storedWith} targets={targets} />
        ) : (
          <ProfileLoading label="Loading your targets…" />
        )}
      </div>
    </div>
  );
}

export { TargetsPage as Component };
