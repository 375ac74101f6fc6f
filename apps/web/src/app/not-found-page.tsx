import { Link } from 'react-router';
import { Compass } from 'lucide-react';
import { useDocumentTitle } from '../lib/use-document-title';
import './not-found-page.css';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="page">
      <div className="container not-found">
        {/* A drawing, not text: the outlined numeral is decoration (the heading says what happened). */}
        <svg className="not-found__code" viewBox="0 0 300 120" aria-hidden="true" focusable="false">
          <text x="150" y="104" textAnchor="middle">
            404
          </text>
        </svg>
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
