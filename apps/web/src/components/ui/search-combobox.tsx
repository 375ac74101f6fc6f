import { useCombobox, type UseComboboxReturnValue } from 'downshift';
import { Search } from 'lucide-react';
import { SearchClearButton } from './search-clear-button';
import './search-combobox.css';

interface SearchComboboxOptions<T> {
  inputId: string;
  items: T[];
  inputValue: string;
  onInputChange: (value: string) => void;
  onPick: (item: T) => void;
  itemToString: (item: T) => string;
  itemToKey: (item: T) => string | number;
}

/**
 * A search box whose suggestions are picked, not kept: arrows move, Enter or a click hands the item on
 * and empties the box, and Escape closes the list but keeps the words.
 */
export function useSearchCombobox<T>({
  inputId,
  items,
  inputValue,
  onInputChange,
  onPick,
  itemToString,
  itemToKey,
}: SearchComboboxOptions<T>) {
  return useCombobox<T>({
    inputId,
    items,
    inputValue,
    selectedItem: null,
    itemToString: (item) => (item ? itemToString(item) : ''),
    itemToKey: (item) => (item ? itemToKey(item) : undefined),
    onInputValueChange: ({ inputValue: next, type }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) onInputChange(next);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      onInputChange('');
      onPick(selectedItem);
    },
    stateReducer: (_state, { type, changes }) =>
      type === useCombobox.stateChangeTypes.InputKeyDownEscape ? { ...changes, inputValue } : changes,
  });
}

interface SearchComboboxFieldProps<T> {
  combobox: UseComboboxReturnValue<T>;
  /** Read by screen readers only: the box's placeholder shows an example instead. */
  label: string;
  placeholder: string;
  inputValue: string;
  onClear: () => void;
  /** Whether the list of suggestions is on screen, which is what the box announces. */
  open: boolean;
}

/** The labelled search box of a search combobox, with its icon and its clear button. */
export function SearchComboboxField<T>({
  combobox,
  label,
  placeholder,
  inputValue,
  onClear,
  open,
}: SearchComboboxFieldProps<T>) {
  return (
    <>
      <label {...combobox.getLabelProps({ className: 'visually-hidden' })}>{label}</label>
      <div className="search-combobox__field">
        <Search className="search-combobox__icon" size={20} aria-hidden="true" />
        <input
          {...combobox.getInputProps({
            className: 'search-combobox__input',
            // The list shows only once a settled query has results; say so, not downshift's own state.
            'aria-expanded': open,
            placeholder,
            type: 'search',
            autoComplete: 'off',
            spellCheck: false,
          })}
        />
        {inputValue ? (
          <SearchClearButton
            onClear={() => {
              onClear();
              combobox.closeMenu();
            }}
          />
        ) : null}
      </div>
    </>
  );
}
