/** What could not be loaded in place of a list, and a Retry button to fetch it again. */
export function RetryState({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div className={`page-state retry-state${className ? ` ${className}` : ''}`} role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
