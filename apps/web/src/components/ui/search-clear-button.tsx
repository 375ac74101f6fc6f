import { X } from 'lucide-react';
import './search-combobox.css';

/** The ✕ inside a search box, which empties it. */
export function SearchClearButton({ onClear }: { onClear: () => void }) {
  return (
    <button type="button" className="icon-button search-combobox__clear" aria-label="Clear search" onClick={onClear}>
      <X size={18} aria-hidden="true" />
    </button>
  );
}
