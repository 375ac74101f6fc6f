import { useId, useState } from 'react';
import { YOGA_MESSAGES, type PoseSearchHit } from '@thrive/contract';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePoseSearch } from '../api/search-poses';
import { PoseFigure } from './pose-figure';
import { SearchComboboxField, useSearchCombobox } from '../../../components/ui/search-combobox';

/** The yoga search waits for 300 ms of quiet before it sends a request. */
export const YOGA_SEARCH_DEBOUNCE_MS = 300;

/**
 * The landing page's search box (docs/product.md, "Landing"): an accessible combobox (arrow keys, Enter, Escape) over
 * the poses, typo-tolerant on the server. Picking a result by click or Enter hands it on and clears the search.
 */
export function PoseSearch({ onPick }: { onPick: (pose: PoseSearchHit) => void }) {
  const [inputValue, setInputValue] = useState('');
  // Tabbing from the box to the Retry button must not close the list the button sits in.
  const [focusInPopup, setFocusInPopup] = useState(false);
  const inputId = useId();
  const term = useDebouncedValue(inputValue.trim(), YOGA_SEARCH_DEBOUNCE_MS);
  const search = usePoseSearch(term);
  const waiting = inputValue.trim() !== term || search.isFetching;
  const results = term && term === inputValue.trim() && !search.isError ? (search.data?.results ?? []) : [];

  const combobox = useSearchCombobox<PoseSearchHit>({
    inputId,
    items: results,
    inputValue,
    onInputChange: setInputValue,
    onPick,
    itemToString: (pose) => pose.englishName,
    itemToKey: (pose) => pose.id,
  });

  const open = (combobox.isOpen || focusInPopup) && inputValue.trim().length > 0;

  function retry() {
    void search.refetch();
    combobox.openMenu();
    document.getElementById(inputId)?.focus();
  }
  let status: React.ReactNode = null;
  if (open) {
    if (search.isError && !waiting) {
      status = (
        <div className="search-combobox__status" role="alert">
          <p>{YOGA_MESSAGES.searchFailed}</p>
          <button
            type="button"
            className="btn btn-secondary"
            // Keeps the focus, and so the list, in the search box when clicked.
            onMouseDown={(event) => event.preventDefault()}
            onClick={retry}
          >
            Retry
          </button>
        </div>
      );
    } else if (waiting && results.length === 0) {
      status = (
        <p className="search-combobox__status" role="status">
          {YOGA_MESSAGES.searchLoading}
        </p>
      );
    } else if (results.length === 0) {
      status = (
        <p className="search-combobox__status" role="status">
          {YOGA_MESSAGES.noResults.replace('{query}', inputValue.trim())}
        </p>
      );
    }
  }

  return (
    <div className="search-combobox">
      <SearchComboboxField
        combobox={combobox}
        label="Search yoga poses"
        placeholder={YOGA_MESSAGES.searchPlaceholder}
        inputValue={inputValue}
        onClear={() => setInputValue('')}
        open={open}
      />
      <div
        className="search-combobox__popup"
        hidden={!open}
        onFocus={() => setFocusInPopup(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInPopup(false);
        }}
      >
        <ul {...combobox.getMenuProps({ className: 'search-combobox__results', 'aria-label': 'Matching poses' })}>
          {open
            ? results.map((pose, index) => (
                <li
                  key={pose.id}
                  className="search-combobox__result"
                  data-highlighted={combobox.highlightedIndex === index}
                  {...combobox.getItemProps({ item: pose, index })}
                >
                  <PoseFigure pose={pose} alt="" className="search-combobox__thumb" />
                  <span className="search-combobox__names">
                    <span className="search-combobox__name">{pose.englishName}</span>
                    <span className="search-combobox__detail">{pose.sanskritNameAdapted}</span>
                  </span>
                </li>
              ))
            : null}
        </ul>
        {status}
      </div>
    </div>
  );
}
