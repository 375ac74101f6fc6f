import { ChevronLeft, ChevronRight } from 'lucide-react';
import './pagination.css';

/** Page numbers to show: the first, the last, and the current one with its neighbours; gaps become "…". */
export function pageNumbers(current: number, count: number): (number | 'gap')[] {
  const shown = new Set([1, count, current - 1, current, current + 1].filter((page) => page >= 1 && page <= count));
  // A gap of one page shows that page instead: "1 2 3", never "1 … 3".
  for (const page of [2, count - 1]) if (shown.has(page - 1) && shown.has(page + 1)) shown.add(page);
  const pages = [...shown].sort((a, b) => a - b);
  return pages.flatMap((page, index) => (index > 0 && page - pages[index - 1]! > 1 ? ['gap' as const, page] : [page]));
}

interface PaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** What the pages hold, for the landmark's name, e.g. "Exercise pages". */
  label: string;
}

/** Previous, the page numbers and next; the current page is marked for screen readers too. */
export function Pagination({ page, pageCount, onChange, label }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <button
        type="button"
        className="pill pagination__step"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        aria-label="Previous page"
      >
        <ChevronLeft size={18} aria-hidden="true" /> <span className="pagination__step-text">Previous</span>
      </button>
      <ol className="pagination__pages">
        {pageNumbers(page, pageCount).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <button
                type="button"
                className="pill pagination__page"
                aria-current={entry === page ? 'page' : undefined}
                aria-label={`Page ${entry}`}
                onClick={() => onChange(entry)}
              >
                {entry}
              </button>
            </li>
          ),
        )}
      </ol>
      <button
        type="button"
        className="pill pagination__step"
        disabled={page >= pageCount}
        onClick={() => onChange(page + 1)}
        aria-label="Next page"
      >
        <span className="pagination__step-text">Next</span> <ChevronRight size={18} aria-hidden="true" />
      </button>
    </nav>
  );
}
