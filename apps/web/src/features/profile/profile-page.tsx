import { useState } from 'react';
import { Link } from 'react-router';
import { CheckCircle2, Info } from 'lucide-react';
import { PROFILE_MESSAGES } from '@thrive/contract';
import { useAuth } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AccountProfile } from './components/account-profile';
import { DeviceProfile } from './components/device-profile';
import { ProfileLoading } from './components/profile-states';
import './profile-page.css';

export function ProfilePage() {
  useDocumentTitle('Edit Profile');
  const { user, isPending } = useAuth();
  const [deleted, setDeleted] = useState(false);

  return (
    <div className="page profile">
      <div className="container">
        <header className="page-header profile__header">
          <span className="eyebrow">Your details</span>
          <h1>Edit Profile</h1>
          <p>Your details and your goal, used to tailor your meal plans and calorie target.</p>
          <p>
            Your calorie target, diet and what you leave out are in <Link to="/profile/targets">My targets</Link>.
          </p>
          {deleted ? (
            <p className="profile__note profile__note--done" role="status">
              <CheckCircle2 size={18} aria-hidden="true" />
              {PROFILE_MESSAGES.deleted}
            </p>
          ) : null}
          {!isPending && !user ? (
            <p className="profile__note">
              <Info size={18} aria-hidden="true" />
              You are not signed in, so this profile is kept in this browser only.
            </p>
          ) : null}
        </header>
        {/* Which profile to show depends on the session, so nothing is decided before its first response. */}
        {isPending ? (
          <ProfileLoading label="Loading…" />
        ) : user ? (
          <AccountProfile key={user.id} userId={user.id} onDeleted={() => setDeleted(true)} />
        ) : (
          <DeviceProfile />
        )}
      </div>
    </div>
  );
}

export { ProfilePage as Component };
