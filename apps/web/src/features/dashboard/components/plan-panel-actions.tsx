import type { RefObject } from 'react';
import { Pencil, RefreshCw, Save, Trash2, X } from 'lucide-react';
import type { PlannedMeal } from '@thrive/contract';
import { ShoppingListButton } from '../../../components/meal-plans/shopping-list-button';

interface PlanPanelActionsProps {
  editing: boolean;
  saving: boolean;
  fetching: boolean;
  /** Another plan is being edited. */
  editLocked: boolean;
  editRef: RefObject<HTMLButtonElement | null>;
  onSave: () => void;
  onCancel: () => void;
  onRefresh: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** The plan's list and every planned meal; null while no plan is loaded. */
  shopping: { listId: string; items: readonly PlannedMeal[] } | null;
}

/**
 * A plan panel's buttons (docs/product.md, "A date's plans"): Save Changes and Cancel while editing; otherwise
 * Refresh, and for a loaded plan Shopping list, Edit and Delete.
 */
export function PlanPanelActions(props: PlanPanelActionsProps) {
  const { editing, saving, fetching, editLocked, editRef, shopping } = props;
  return (
    <div className="plan-panel__actions">
      {editing ? (
        <>
          <button type="button" className="btn btn-primary" onClick={props.onSave} disabled={saving}>
            <Save size={18} aria-hidden="true" /> {saving ? 'Saving…' : 'Save Changes'}
          </button>
          <button type="button" className="btn btn-ghost" onClick={props.onCancel} disabled={saving}>
            <X size={18} aria-hidden="true" /> Cancel
          </button>
        </>
      ) : (
        <>
          <button
            type="button"
            className="btn btn-ghost plan-panel__icon-button"
            onClick={props.onRefresh}
            disabled={fetching}
          >
            <RefreshCw size={18} aria-hidden="true" className={fetching ? 'spin' : undefined} />
            <span>Refresh</span>
          </button>
          {shopping ? (
            <>
              <ShoppingListButton listId={shopping.listId} items={shopping.items} />
              <button
                type="button"
                className="btn btn-secondary"
                ref={editRef}
                onClick={props.onEdit}
                disabled={editLocked || fetching}
                title={editLocked ? 'Finish editing the other plan first' : undefined}
              >
                <Pencil size={18} aria-hidden="true" /> Edit
              </button>
              <button
                type="button"
                className="btn btn-ghost plan-panel__delete"
                onClick={props.onDelete}
                disabled={editLocked}
              >
                <Trash2 size={18} aria-hidden="true" /> Delete
              </button>
            </>
          ) : null}
        </>
      )}
    </div>
  );
}
