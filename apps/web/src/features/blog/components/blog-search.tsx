import { useId, useState } from 'react';
import { BLOG_SEARCH_DEBOUNCE_MS, type ArticleSummary } from '@thrive/contract';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { suggestArticles } from '../article-search';
import { SearchComboboxField, useSearchCombobox } from '../../../components/ui/search-combobox';

interface BlogSearchProps {
  articles: readonly ArticleSummary[];
  onPick: (article: ArticleSummary) => void;
}

/**
 * The blog search (docs/product.md, "Health blog"): suggestions as you type (150 ms after the last key, five at most)
 * in an accessible combobox: arrows move, Enter opens, Escape closes the list and keeps the words.
 */
export function BlogSearch({ articles, onPick }: BlogSearchProps) {
  const [inputValue, setInputValue] = useState('');
  const inputId = useId();
  const term = useDebouncedValue(inputValue.trim(), BLOG_SEARCH_DEBOUNCE_MS);
  const suggestions = term && term === inputValue.trim() ? suggestArticles(articles, term) : [];

  const combobox = useSearchCombobox<ArticleSummary>({
    inputId,
    items: suggestions,
    inputValue,
    onInputChange: setInputValue,
    onPick,
    itemToString: (article) => article.title,
    itemToKey: (article) => article.id,
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
            ? suggestions.map((article, index) => (
                <li
                  key={article.id}
                  className="search-combobox__result"
                  data-highlighted={combobox.highlightedIndex === index}
                  {...combobox.getItemProps({ item: article, index })}
                >
                  {article.image ? <img src={article.image} alt="" className="search-combobox__thumb" /> : null}
                  <span className="search-combobox__names">
                    <span className="search-combobox__name">{article.title}</span>
                    {article.category ? <span className="search-combobox__detail">{article.category}</span> : null}
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
