import { useId, useState } from 'react';
import { ArrowLeft, Search } from 'lucide-react';
import type { DiaryMeal, Food, FoodAmount, NewDiaryEntry, RecentFood } from '@thrive/contract';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAddEntry, useFoodSearch, useFoodSources, useRecentFoods } from '../api/diary-api';
import { BarcodeFinder } from './barcode-finder';
import { formatCalories, MEAL_NAMES } from '../diary-text';
import { AmountForm } from './amount-form';
import { QuickEntryForm } from './quick-entry-form';

type Tab = 'search' | 'barcode' | 'quick';

interface AddFoodDialogProps {
  date: string;
  meal: DiaryMeal | null;
  onClose: () => void;
}

/** The add box: a food from the search (recent and frequent ones first) with its amount, or a quick entry. */
export function AddFoodDialog({ date, meal, onClose }: AddFoodDialogProps) {
  const [tab, setTab] = useState<Tab>('search');
  const [picked, setPicked] = useState<{ food: Food; amount?: RecentFood['amount'] } | null>(null);
  const add = useAddEntry(date);
  const sources = useFoodSources();
  const toast = useToast();
  const tabs: [Tab, string][] = [
    ['search', 'Search foods'],
    ...(sources.data?.barcodes ? [['barcode', 'Barcode'] as [Tab, string]] : []),
    ['quick', 'Quick add'],
  ];
  const mealName = meal ? MEAL_NAMES[meal] : '';

  const log = (entry: NewDiaryEntry, name: string) =>
    add.mutate(entry, {
      onSuccess: () => {
        toast(`Added ${name} to ${mealName.toLowerCase()}.`);
        setPicked(null);
        onClose();
      },
    });

  return (
    <Dialog
      open={meal !== null}
      onOpenChange={(open) => {
        if (!open) {
          setPicked(null);
          add.reset();
          onClose();
        }
      }}
      title={`Add to ${mealName.toLowerCase()}`}
      size="medium"
    >
      <div className="add-food">
        <div className="add-food__tabs" role="group" aria-label="How to add">
          {tabs.map(([value, label]) => (
            <button
              key={value}
              type="button"
              className="add-food__tab"
              aria-pressed={tab === value}
              onClick={() => {
                setTab(value);
                setPicked(null);
              }}
            >
              {label}
            </button>
          ))}
        </div>
        {add.error ? (
          <p className="form-message" data-tone="error" role="alert">
            {add.error.message}
          </p>
        ) : null}
        {tab === 'quick' ? (
          <QuickEntryForm
            submitLabel={`Add to ${mealName.toLowerCase()}`}
            pending={add.isPending}
            onSubmit={(quick) => meal && log({ meal, quick }, quick.name)}
          />
        ) : picked ? (
          <>
            <button type="button" className="btn btn-ghost add-food__back" onClick={() => setPicked(null)}>
              <ArrowLeft size={16} aria-hidden="true" /> Back to the foods
            </button>
            <AmountForm
              food={picked.food}
              initial={picked.amount}
              submitLabel={`Add to ${mealName.toLowerCase()}`}
              pending={add.isPending}
              onSubmit={(food: FoodAmount) => meal && log({ meal, food }, picked.food.name)}
            />
          </>
        ) : tab === 'barcode' ? (
          <BarcodeFinder onPick={(food) => setPicked({ food })} />
        ) : (
          <FoodFinder onPick={(food, amount) => setPicked({ food, amount })} />
        )}
      </div>
    </Dialog>
  );
}

/** The search box and what it finds; before anything is typed, the foods this person logs most. */
function FoodFinder({ onPick }: { onPick: (food: Food, amount?: RecentFood['amount']) => void }) {
  const inputId = useId();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), 250);
  const search = useFoodSearch(query);
  const recent = useRecentFoods();
  const searching = query.length >= 2;

  return (
    <div className="food-finder">
      <label htmlFor={inputId} className="food-finder__label">
        Search foods
      </label>
      <div className="food-finder__box">
        <Search size={18} aria-hidden="true" />
        <input
          id={inputId}
          className="input"
          type="search"
          autoComplete="off"
          placeholder="e.g. oats, cheddar, banana"
          // The box is where a person starts: the dialog opens with it focused.
          autoFocus
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {searching ? (
        search.isError ? (
          <p className="form-message" data-tone="error" role="alert">
            {search.error.message}{' '}
            <button type="button" className="btn btn-ghost" onClick={() => void search.refetch()}>
              Try again
            </button>
          </p>
        ) : search.data ? (
          <>
            <p className="food-finder__count" role="status">
              {search.data.total === 0
                ? `No food matches “${query}”. Check the spelling, or use Quick add.`
                : `${search.data.total} ${search.data.total === 1 ? 'food' : 'foods'}${search.data.total > search.data.foods.length ? `, the best ${search.data.foods.length} shown` : ''}.`}
              {search.data.leftOut > 0
                ? ` ${search.data.leftOut} more left out by what you leave out in My targets.`
                : ''}
            </p>
            <FoodList foods={search.data.foods.map((food) => ({ food }))} onPick={onPick} />
          </>
        ) : (
          <p className="food-finder__count" role="status" aria-busy="true">
            Searching…
          </p>
        )
      ) : recent.data && recent.data.length > 0 ? (
        <>
          <h3 className="food-finder__heading">Your recent and frequent foods</h3>
          <FoodList foods={recent.data} onPick={onPick} />
        </>
      ) : (
        <p className="food-finder__count">Type at least two letters. Your recent foods will show here.</p>
      )}
    </div>
  );
}

function FoodList({
  foods,
  onPick,
}: {
  foods: { food: Food; amount?: RecentFood['amount'] }[];
  onPick: (food: Food, amount?: RecentFood['amount']) => void;
}) {
  return (
    <ul className="food-list">
      {foods.map(({ food, amount }) => (
        <li key={food.id}>
          <button type="button" className="food-list__item" onClick={() => onPick(food, amount)}>
            <span className="food-list__name">{food.name}</span>
            <span className="food-list__facts">{formatCalories(food.per100g.calories)} per 100 g</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
