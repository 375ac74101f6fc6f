import { useCombobox } from 'downshift';
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
