import { Printer } from 'lucide-react';
import type { ShoppingList, ShoppingListRequest } from '@thrive/contract';
import { Dialog } from '../ui/dialog';
import { useShoppingList } from '../../lib/plan-generator/get-shopping-list';
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

/** "250 g · about 1 cup", or just the measure when the recipe gives no weight ("2 cloves"). */
function shoppingAmount(item: ShoppingList['groups'][number]['items'][number]): string {
  if (item.grams === undefined) return item.measure ?? '';
  return `${item.grams} g${item.measure ? ` · about ${item.measure}` : ''}`;
}

interface ShoppingListDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  request: ShoppingListRequest;
}

/** Everything the shown plan needs, summed across its meals and grouped by aisle; printable. */
export function ShoppingListDialog({ open, onOpenChange, request }: ShoppingListDialogProps) {
  const list = useShoppingList(request, open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Shopping list" size="large">
      <div className="shopping-list">
        {list.isPending ? <p>Adding up your ingredients…</p> : null}
        {list.isError ? (
          <p role="alert">
            The list could not be made.{' '}
            <button type="button" className="btn btn-secondary" onClick={() => void list.refetch()}>
              Retry
            </button>
          </p>
        ) : null}
        {list.data ? (
          <>
            <div className="shopping-list__groups">
              {list.data.groups.map((group) => (
                <section key={group.group} aria-label={GROUP_NAMES[group.group] ?? group.group}>
                  <h3>{GROUP_NAMES[group.group] ?? group.group}</h3>
                  <ul>
                    {group.items.map((item) => (
                      <li key={item.ingredientId}>
                        <span>{item.name}</span>
                        <span className="shopping-list__amount">{shoppingAmount(item)}</span>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
            <button type="button" className="btn btn-secondary no-print" onClick={() => window.print()}>
              <Printer size={18} aria-hidden="true" /> Print list
            </button>
          </>
        ) : null}
      </div>
    </Dialog>
  );
}
