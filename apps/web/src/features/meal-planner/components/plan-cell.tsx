import { Plus, Utensils, X } from 'lucide-react';
import { RecipeImage } from '../../../components/recipes/recipe-image';
import { kcal } from '../../../lib/nutrition-text';
import { portionNutrition } from '@thrive/nutrition';
import { cellAt, dayLabel, isCellFull, truncateName, type PlanTable, type TableMeal } from '../plan-table';

/**
 * Names for the controls the page moves focus to. Both layouts (table and day cards) carry them, so they
 * are data attributes rather than ids; the page focuses the one that is shown.
 */
export const addFocusKey = (row: number, day: number) => `add-${row}-${day}`;
export const itemFocusKey = (itemId: string) => `item-${itemId}`;

interface PlanCellProps {
  table: PlanTable;
  planDate: string;
  row: number;
  day: number;
  onAdd: (row: number, day: number) => void;
  onOpen: (row: number, day: number, item: TableMeal) => void;
  onRemove: (row: number, day: number, item: TableMeal) => void;
}

/** The items of one meal on one day, and the add button while there is room (at most 3 items). */
export function PlanCell({ table, planDate, row, day, onAdd, onOpen, onRemove }: PlanCellProps) {
  const cell = cellAt(table, row, day);
  // The cell in words, e.g. "Wed 25 Nov Breakfast", for the controls' accessible names.
  const slot = `${dayLabel(day, planDate)} ${table.rows[row] ?? ''}`;
  return (
    <div className="planner-cell">
      {cell.length > 0 ? (
        <ul className="planner-cell__items" aria-label={`${slot} meals`}>
          {cell.map((item) => (
            <li key={item.id} className="planner-item">
              <button
                type="button"
                data-focus={itemFocusKey(item.id)}
                className="planner-item__open"
                title={item.name}
                onClick={() => onOpen(row, day, item)}
              >
                <span className="planner-item__name" aria-hidden="true">
                  {truncateName(item.name)}
                </span>
                <span className="visually-hidden">{item.name}, </span>
                <span className="planner-item__meta">
                  {item.image ? (
                    <RecipeImage
                      src={item.image}
                      width={20}
                      height={20}
                      className="planner-item__image"
                      loading="lazy"
                    />
                  ) : (
                    <span className="planner-item__image planner-item__image--own" aria-hidden="true">
                      <Utensils size={12} />
                    </span>
                  )}
                  {kcal(portionNutrition(item).calories)}
                </span>
              </button>
              <button
                type="button"
                className="planner-item__remove"
                aria-label={`Remove ${item.name} from ${slot}`}
                title="Remove"
                onClick={() => onRemove(row, day, item)}
              >
                <X size={14} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {isCellFull(cell) ? null : (
        <button
          type="button"
          data-focus={addFocusKey(row, day)}
          className="planner-cell__add"
          onClick={() => onAdd(row, day)}
        >
          <Plus size={14} aria-hidden="true" />
          Add meal<span className="visually-hidden"> to {slot}</span>
        </button>
      )}
    </div>
  );
}
