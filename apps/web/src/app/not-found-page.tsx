import { Link } from 'react-router';
import { Compass } from 'lucide-react';
import { useDocumentTitle } from '../lib/use-document-title';
import './not-found-page.css';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="page">
      <div className="container not-found">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1>Page not found</h1>
        <p className="not-found__text">We looked everywhere, even behind the fridge, but this page is not here.</p>
        <Link to="/" className="btn btn-primary">
          <Compass size={18} aria-hidden="true" />
          Back to Home
        </Link>
      </div>
    </div>
  );
}

export { NotFoundPage as Component };
