import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title';

/** Shown when a screen fails to load or render, e.g. after a deploy replaced its chunk. */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle('Something went wrong');
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <div className="page">
      <div className="container" role="alert">
        <h1>Something went wrong</h1>
        <p>This screen could not be shown{detail ? ` (${detail})` : ''}. Reloading usually helps.</p>
        <p>
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            Reload
          </button>{' '}
          <Link to="/" className="btn btn-secondary">
            Back to Home
          </Link>
        </p>
      </div>
    </div>
  );
}
