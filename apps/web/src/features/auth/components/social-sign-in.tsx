import { SOCIAL_PROVIDER_IDS, type SocialProviderId } from '@thrive/contract';
import { PROVIDER_LABELS } from '../../../lib/auth-client';
import { useAuthProviders } from '../api/get-auth-providers';

/** Simple letter marks in each provider's colour; no third-party artwork is shipped. */
const MARKS: Record<SocialProviderId, { letter: string; color: string }> = {
  google: { letter: 'G', color: '#db4437' },
  facebook: { letter: 'f', color: '#1877f2' },
};

const NOTE_ID = 'social-sign-in-note';

interface SocialSignInProps {
  busy: boolean;
  onSignIn: (provider: SocialProviderId) => void;
}

/** Google and Facebook buttons; one the server is not configured for is disabled and says why. */
export function SocialSignIn({ busy, onSignIn }: SocialSignInProps) {
  const providers = useAuthProviders();
  return (
    <div className="social-sign-in">
      {SOCIAL_PROVIDER_IDS.map((id) => {
        const configured = providers.data?.[id] ?? false;
        return (
          <button
            key={id}
            type="button"
            className="pill social-sign-in__button"
            disabled={busy || !configured}
            aria-describedby={configured ? undefined : NOTE_ID}
            onClick={() => onSignIn(id)}
          >
            <span className="social-sign-in__mark" style={{ background: MARKS[id].color }} aria-hidden="true">
              {MARKS[id].letter}
            </span>
            {PROVIDER_LABELS[id]}
          </button>
        );
      })}
      {providers.data && !(providers.data.google && providers.data.facebook) ? (
        <p id={NOTE_ID} className="social-sign-in__note">
          {providers.data.google || providers.data.facebook
            ? `${PROVIDER_LABELS[providers.data.google ? 'facebook' : 'google']} sign-in is not set up on this server.`
            : 'Google and Facebook sign-in are not set up on this server.'}
        </p>
      ) : null}
    </div>
  );
}
