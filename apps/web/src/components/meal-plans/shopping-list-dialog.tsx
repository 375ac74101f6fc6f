import { useId, useMemo, useState } from 'react';
import { Printer, RotateCcw } from 'lucide-react';
import type { ShoppingList, ShoppingListRequest, UnitSystem } from '@thrive/contract';
import { Dialog } from '../ui/dialog';
import { useShoppingList } from '../../lib/shopping-list/get-shopping-list';
import { useShoppingTicks } from '../../lib/shopping-ticks';
import './shopping-list.css';

const GROUP_NAMES: Record<string, string> = {
  vegetables: 'Vegetables',
  fruit: 'Fruit',
  'herbs-spices': 'Herbs & spices',
  grains: 'Grains',
  'legumes-soy': 'Legumes & soy',
  'nuts-seeds': 'Nuts & seeds',
  'dairy-eggs': 'Dairy & eggs',
  meat: 'Meat',
  'fish-seafood': 'Fish & seafood',
  'oils-fats': 'Oils & fats',
  'plant-milks': 'Plant milks',
  condiments: 'Condiments',
  sweeteners: 'Sweeteners',
  beverages: 'Drinks',
};

type ShoppingItem = ShoppingList['groups'][number]['items'][number];

/**
 * What a tick is stored under: the ingredient and its amount, so an item whose amount grows when the plan
 * changes asks to be checked again rather than staying ticked for the smaller amount bought. The amount is
 * its grams or millilitres where known, so a tick stays when the list is shown in other units.
 */
function tickKey(item: ShoppingItem): string {
  return `${item.ingredientId}@${item.grams ?? item.ml ?? item.amount}`;
}

const UNIT_CHOICES: readonly { value: UnitSystem; label: string; hint: string }[] = [
  { value: 'metric', label: 'Metric', hint: 'g, ml' },
  { value: 'us', label: 'US', hint: 'lb, oz, cups' },
];

/** Metric or US units, as a radio group styled as two segments: arrow keys move between them. */
function UnitSwitch({ units, onChange }: { units: UnitSystem; onChange: (units: UnitSystem) => void }) {
  const name = useId();
  return (
    <fieldset className="shopping-list__units no-print">
      <legend>Amounts in</legend>
      <div className="shopping-list__unit-options">
        {UNIT_CHOICES.map((choice) => (
          <label key={choice.value} data-checked={choice.value === units}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === units}
              onChange={() => onChange(choice.value)}
            />
            {choice.label} <span aria-hidden="true">({choice.hint})</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const mealCount = (count: number) => `${count} ${count === 1 ? 'meal' : 'meals'}`;

interface ShoppingListDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Names the list whose ticks this device keeps, e.g. `planner` or `saved:custom:2026-11-25`. */
  listId: string;
  meals: ShoppingListRequest['meals'];
  /** Meals of the plan left out because they have no recipe. */
  withoutRecipe?: number;
  /** The units amounts are written in, as the person last chose them. */
  units?: UnitSystem;
  /** Told of a new choice of units, to keep it with the person's settings. */
  onUnitsChange?: (units: UnitSystem) => void;
}

/**
 * Everything the shown plan needs, summed across its meals and grouped by aisle, to tick off while
 * shopping (the ticks stay on this device) or to print.
 */
export function ShoppingListDialog({
  open,
  onOpenChange,
  listId,
  meals,
  withoutRecipe = 0,
  units = 'metric',
  onUnitsChange,
}: ShoppingListDialogProps) {
  // The switch responds at once, without waiting for the page to pass the choice back; a new choice from
  // the page (settings loaded, or changed elsewhere) replaces it.
  const [shownUnits, setShownUnits] = useState(units);
  const [givenUnits, setGivenUnits] = useState(units);
  if (givenUnits !== units) {
    setGivenUnits(units);
    setShownUnits(units);
  }
  const chooseUnits = (next: UnitSystem) => {
    setShownUnits(next);
    onUnitsChange?.(next);
  };
  const list = useShoppingList({ meals, units: shownUnits }, open);
  const items = useMemo(() => list.data?.groups.flatMap((group) => group.items.map(tickKey)), [list.data]);
  const ticks = useShoppingTicks(listId, items);
  const tickedCount = items?.filter((key) => ticks.ticked.has(key)).length ?? 0;

  let body;
  if (meals.length === 0) {
    body = (
      <p className="shopping-list__state">
        {withoutRecipe > 0 ? 'None of these meals has a recipe, so there is nothing to list.' : 'No meals to list yet.'}
      </p>
    );
  } else if (list.isPending) {
    body = (
      <p className="shopping-list__state" aria-busy="true">
        Adding up your ingredients…
      </p>
    );
  } else if (list.isError) {
    body = (
      <p className="shopping-list__state" role="alert">
        The list could not be made.{' '}
        <button type="button" className="btn btn-secondary" onClick={() => void list.refetch()}>
          Retry
        </button>
      </p>
    );
  } else if (list.data.groups.length === 0) {
    body = <p className="shopping-list__state">These recipes list no ingredients to buy.</p>;
  } else {
    body = (
      <>
        <div className="shopping-list__bar no-print">
          <p className="shopping-list__summary" role="status">
            {tickedCount} of {items?.length ?? 0} ticked
          </p>
          <button type="button" className="btn btn-ghost" onClick={ticks.clear} disabled={tickedCount === 0}>
            <RotateCcw size={18} aria-hidden="true" /> Clear ticks
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => window.print()}>
            <Printer size={18} aria-hidden="true" /> Print list
          </button>
        </div>
        <div className="shopping-list__groups" aria-busy={list.isPlaceholderData}>
          {list.data.groups.map((group) => (
            <section key={group.group} aria-label={GROUP_NAMES[group.group] ?? group.group}>
              <h3>{GROUP_NAMES[group.group] ?? group.group}</h3>
              <ul>
                {group.items.map((item) => {
                  const key = tickKey(item);
                  const ticked = ticks.ticked.has(key);
                  return (
                    <li key={item.ingredientId} data-ticked={ticked}>
                      <label>
                        <input
                          type="checkbox"
                          checked={ticked}
                          onChange={(event) => ticks.toggle(key, event.target.checked)}
                        />
                        <span className="shopping-list__name">{item.name}</span>
                      </label>
                      <span className="shopping-list__amount">{item.amount}</span>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
      </>
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Shopping list" size="large">
      <div className="shopping-list">
        {withoutRecipe > 0 && meals.length > 0 ? (
          <p className="shopping-list__note">
            {mealCount(withoutRecipe)} without a recipe {withoutRecipe === 1 ? 'is' : 'are'} left out.
          </p>
        ) : null}
        {meals.length > 0 ? <UnitSwitch units={shownUnits} onChange={chooseUnits} /> : null}
        {body}
      </div>
    </Dialog>
  );
}
