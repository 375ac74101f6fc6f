import './logo.css';

/** The Thrive mark: a leaf rising from a bowl, drawn inline so it needs no request. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <span className="logo" data-tone={tone}>
      <svg className="logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" className="logo__tile" />
        <path
          d="M9 22c0-8 6-13 15-13-1 9-6 14-13 14l-2 2"
          fill="none"
          stroke="#fff"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path d="M11 21c3-4 6-6 9-8" fill="none" stroke="#bff0d4" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="logo__word">Thrive</span>
    </span>
  );
}
