import { useId, useState } from 'react';
import { useCombobox } from 'downshift';
import { Search, X } from 'lucide-react';
import { BLOG_SEARCH_DEBOUNCE_MS, type HealthTopicItem } from '@thrive/contract';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { suggestTopics } from '../topic-search';
import '../../../components/ui/search-combobox.css';

interface BlogSearchProps {
  topics: readonly HealthTopicItem[];
  onPick: (topic: HealthTopicItem) => void;
}

/**
 * Spec §2's blog search: suggestions as you type (150 ms after the last key, five at most) in an accessible
 * combobox: arrows move, Enter opens, Escape closes the list and keeps the words.
 */
export function BlogSearch({ topics, onPick }: BlogSearchProps) {
  const [inputValue, setInputValue] = useState('');
  const inputId = useId();
  const term = useDebouncedValue(inputValue.trim(), BLOG_SEARCH_DEBOUNCE_MS);
  const suggestions = term && term === inputValue.trim() ? suggestTopics(topics, term) : [];

  const combobox = useCombobox<HealthTopicItem>({
    inputId,
    items: suggestions,
    inputValue,
    selectedItem: null,
    itemToString: (topic) => topic?.Title ?? '',
    itemToKey: (topic) => topic?.Id,
    onInputValueChange: ({ inputValue: next, type }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) setInputValue(next);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      setInputValue('');
      onPick(selectedItem);
    },
    stateReducer: (_state, { type, changes }) =>
      type === useCombobox.stateChangeTypes.InputKeyDownEscape ? { ...changes, inputValue } : changes,
  });

  const open = combobox.isOpen && term !== '' && term === inputValue.trim();

  return (
    <div className="search-combobox blog-search">
      <label {...combobox.getLabelProps({ className: 'visually-hidden' })}>Search health articles</label>
      <div className="search-combobox__field">
        <Search className="search-combobox__icon" size={20} aria-hidden="true" />
        <input
          {...combobox.getInputProps({
            className: 'search-combobox__input',
            placeholder: 'Search articles, e.g. blood pressure',
            type: 'search',
            autoComplete: 'off',
          })}
        />
        {inputValue ? (
          <button
            type="button"
            className="icon-button search-combobox__clear"
            aria-label="Clear search"
            onClick={() => {
              setInputValue('');
              combobox.closeMenu();
            }}
          >
            <X size={18} aria-hidden="true" />
          </button>
        ) : null}
      </div>
      <div className="search-combobox__popup" hidden={!open}>
        <ul {...combobox.getMenuProps({ className: 'search-combobox__results', 'aria-label': 'Suggested articles' })}>
          {open
            ? suggestions.map((topic, index) => (
                <li
                  key={topic.Id}
                  className="search-combobox__result"
                  data-highlighted={combobox.highlightedIndex === index}
                  {...combobox.getItemProps({ item: topic, index })}
                >
                  {topic.ImageUrl ? <img src={topic.ImageUrl} alt="" className="search-combobox__thumb" /> : null}
                  <span className="search-combobox__names">
                    <span className="search-combobox__name">{topic.Title}</span>
                    {topic.Category ? <span className="search-combobox__detail">{topic.Category}</span> : null}
                  </span>
                </li>
              ))
            : null}
        </ul>
        {open && suggestions.length === 0 ? (
          <p className="search-combobox__status" role="status">
            No articles match “{inputValue.trim()}”.
          </p>
        ) : null}
      </div>
    </div>
  );
}
