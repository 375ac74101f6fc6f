import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';
import './coming-soon.css';

interface ComingSoonProps {
  title: string;
  /** One line on what the screen will offer. */
  lead: string;
  icon: LucideIcon;
}

/** Stands in for a screen whose feature has not landed yet: its heading and a short line. */
export function ComingSoon({ title, lead, icon: Icon }: ComingSoonProps) {
  useDocumentTitle(title);
  return (
    <div className="page">
      <div className="container coming-soon">
        <div className="coming-soon__badge" aria-hidden="true">
          <Icon size={40} strokeWidth={1.75} />
        </div>
        <h1>{title}</h1>
        <p className="coming-soon__lead">{lead}</p>
        <p className="coming-soon__note">This screen is coming soon.</p>
        <Link to="/" className="btn btn-secondary">
          Back to Home
        </Link>
      </div>
    </div>
  );
}
