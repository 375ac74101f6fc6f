import { RotateCw } from 'lucide-react';

/** Holds the form's place while it loads, so the page does not jump when it arrives. */
export function ProfileLoading({ label }: { label: string }) {
  return (
    <div className="card profile__state" role="status">
      <span className="profile__spinner" aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}

export function ProfileLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className="card profile__state" role="alert">
      <p>Your profile could not be loaded. Check your connection and try again.</p>
      <button type="button" className="btn btn-secondary" onClick={onRetry} disabled={retrying}>
        <RotateCw size={18} aria-hidden="true" />
        {retrying ? 'Retrying…' : 'Retry'}
      </button>
    </div>
  );
}
