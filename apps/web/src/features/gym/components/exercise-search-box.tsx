import { useEffect, useId, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import { SearchClearButton } from '../../../components/ui/search-clear-button';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/** Long enough to finish a word, short enough to feel immediate. */
const SEARCH_DEBOUNCE_MS = 300;

interface ExerciseSearchBoxProps {
  /** The search in the address. */
  value: string;
  /** Called once typing settles, and at once when the box is cleared. */
  onSearch: (query: string) => void;
}

/** A search box that follows the address (Back brings its words back) and reports what is typed once it settles. */
export function ExerciseSearchBox({ value, onSearch }: ExerciseSearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // The last query this box and the address agreed on, so neither echoes the other's change back.
  const agreed = useRef(value);

  useEffect(() => {
    if (settled === agreed.current) return;
    agreed.current = settled;
    onSearch(settled);
  }, [settled, onSearch]);

  useEffect(() => {
    if (value === agreed.current) return;
    agreed.current = value;
    setText(value);
  }, [value]);

  return (
    <div className="field exercise-search">
      <label htmlFor={id}>Search by name</label>
      <div className="exercise-search__box">
        <Search className="exercise-search__icon" size={18} aria-hidden="true" />
        <input
          id={id}
          className="input"
          type="search"
          value={text}
          placeholder="e.g. goblet squat"
          autoComplete="off"
          spellCheck={false}
          // The longest name a search may hold (the server refuses more).
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
        />
        {text ? (
          <SearchClearButton
            onClear={() => {
              setText('');
              agreed.current = '';
              onSearch('');
            }}
          />
        ) : null}
      </div>
    </div>
  );
}
