import { useId, useState } from 'react';
import { BLOG_SEARCH_DEBOUNCE_MS, type HealthTopicItem } from '@thrive/contract';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { suggestTopics } from '../topic-search';
import { SearchComboboxField, useSearchCombobox } from '../../../components/ui/search-combobox';

interface BlogSearchProps {
  topics: readonly HealthTopicItem[];
  onPick: (topic: HealthTopicItem) => void;
}

/**
 * The blog search (docs/product.md, "Health blog"): suggestions as you type (150 ms after the last key, five at most)
 * in an accessible combobox: arrows move, Enter opens, Escape closes the list and keeps the words.
 */
export function BlogSearch({ topics, onPick }: BlogSearchProps) {
  const [inputValue, setInputValue] = useState('');
  const inputId = useId();
  const term = useDebouncedValue(inputValue.trim(), BLOG_SEARCH_DEBOUNCE_MS);
  const suggestions = term && term === inputValue.trim() ? suggestTopics(topics, term) : [];

  const combobox = useSearchCombobox<HealthTopicItem>({
    inputId,
    items: suggestions,
    inputValue,
    onInputChange: setInputValue,
    onPick,
    itemToString: (topic) => topic.Title,
    itemToKey: (topic) => topic.Id,
  });

  const open = combobox.isOpen && term !== '' && term === inputValue.trim();

  return (
    <div className="search-combobox blog-search">
      <SearchComboboxField
        combobox={combobox}
        label="Search health articles"
        placeholder={'Search articles, e.g. blood pressure'}
        inputValue={inputValue}
        onClear={() => setInputValue('')}
        open={open}
      />
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
