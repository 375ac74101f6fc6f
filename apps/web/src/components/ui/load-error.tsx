/** A part of a page that could not be loaded, and the way to retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <p className="form-message" data-tone="error" role="alert">
      {message}{' '}
      <button type="button" className="link-button" onClick={onRetry}>
        Try again
      </button>
    </p>
  );
}
