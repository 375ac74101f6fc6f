import { useState } from 'react';
import { ShoppingBasket } from 'lucide-react';
import type { PlannedMeal } from '@thrive/contract';
import { shoppingMeals } from '../../lib/shopping-list/shopping-meals';
import { useTargets } from '../../lib/targets/use-targets';
import { ShoppingListDialog } from './shopping-list-dialog';

interface ShoppingListButtonProps {
  /** Names the list whose ticks this device keeps, e.g. `planner` or `saved:custom:2026-11-25`. */
  listId: string;
  /** Every item of the plan; those without a recipe are left out of the list, which says so. */
  items: readonly Pick<PlannedMeal, 'recipeId' | 'servings'>[];
  className?: string;
}

/** "Shopping list" for a planned or saved table, opening its list; there is nothing to list until it holds a meal. */
export function ShoppingListButton({ listId, items, className = 'btn btn-ghost' }: ShoppingListButtonProps) {
  const [open, setOpen] = useState(false);
  // The list is written in the units the person chose, which a change here keeps for every list.
  const targets = useTargets();
  const empty = items.length === 0;
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => setOpen(true)}
        disabled={empty}
        title={empty ? 'Add a meal to make a shopping list' : undefined}
      >
        <ShoppingBasket size={18} aria-hidden="true" /> Shopping list
      </button>
      <ShoppingListDialog
        open={open}
        onOpenChange={setOpen}
        listId={listId}
        units={targets.resolved.units}
        onUnitsChange={(units) => targets.save({ units })}
        {...shoppingMeals(items)}
      />
    </>
  );
}
