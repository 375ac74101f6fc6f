import { useState, type Dispatch } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { MEAL_PLAN_LIMITS } from '@thrive/contract';
import { ServingsInput } from '../../../components/meal-plans/servings-input';
import { Field } from '../../../components/ui/field';
import { type DraftAction, type DraftDay, type MealEdit } from '../plan-editor-state';

export interface ItemProblems {
  name: string | null;
  servings: string | null;
}

interface DayEditorProps {
  day: DraftDay;
  dispatch: Dispatch<DraftAction>;
  /** Problems to show, by item key; empty until the user first tries to save. */
  problems: ReadonlyMap<string, ItemProblems>;
}

/** The meals of one day as fields: rename, change servings, remove, and add free-text items. */
export function DayEditor({ day, dispatch, problems }: DayEditorProps) {
  return (
    <ul className="plan-rows plan-rows--editing">
      {day.rows.map((row, rowIndex) => (
        <li key={rowIndex} className="plan-row">
          <h4 className="plan-row__label">{row.label}</h4>
          {row.items.length === 0 ? <p className="plan-row__empty">Nothing planned yet.</p> : null}
          <ul className="edit-items">
            {row.items.map((item, itemIndex) => (
              <EditItem
                key={item.key}
                item={item}
                where={`item ${itemIndex + 1} of ${row.label} on day ${day.dayNumber}`}
                problems={problems.get(item.key)}
                onRename={(name) =>
                  dispatch({ type: 'rename', dayNumber: day.dayNumber, rowIndex, key: item.key, name })
                }
                onServings={(servings) =>
                  dispatch({ type: 'servings', dayNumber: day.dayNumber, rowIndex, key: item.key, servings })
                }
                onRemove={() => dispatch({ type: 'remove', dayNumber: day.dayNumber, rowIndex, key: item.key })}
                removeLabel={`Remove ${item.name.trim() || `item ${itemIndex + 1}`} from ${row.label} on day ${day.dayNumber}`}
              />
            ))}
          </ul>
          {/* The add control is hidden once a meal holds 3 items (docs/product.md, "A date's plans"). */}
          {row.items.length < MEAL_PLAN_LIMITS.maxItemsPerCell ? (
            <AddItem
              target={`${row.label} on day ${day.dayNumber}`}
              onAdd={(name) => dispatch({ type: 'add', dayNumber: day.dayNumber, rowIndex, name })}
            />
          ) : (
            <p className="edit-items__full">
              This meal holds {MEAL_PLAN_LIMITS.maxItemsPerCell} items, the most a meal can hold.
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

interface EditItemProps {
  item: MealEdit;
  where: string;
  problems: ItemProblems | undefined;
  onRename: (name: string) => void;
  onServings: (servings: string) => void;
  onRemove: () => void;
  removeLabel: string;
}

function EditItem({ item, where, problems, onRename, onServings, onRemove, removeLabel }: EditItemProps) {
  return (
    <li className="edit-item">
      <Field
        className="edit-item__field edit-item__field--name"
        label={`Name of ${where}`}
        labelClassName="visually-hidden"
        error={problems?.name}
        errorClassName="edit-item__error"
      >
        {(control) => (
          <input
            className="input"
            value={item.name}
            maxLength={MEAL_PLAN_LIMITS.maxNameLength}
            {...control}
            onChange={(event) => onRename(event.target.value)}
          />
        )}
      </Field>
      <Field
        className="edit-item__field edit-item__field--servings"
        label={
          <>
            Servings<span className="visually-hidden"> of {where}</span>
          </>
        }
        error={problems?.servings}
        errorClassName="edit-item__error"
      >
        {(control) => (
          <ServingsInput value={item.servings} {...control} onChange={(event) => onServings(event.target.value)} />
        )}
      </Field>
      <button type="button" className="edit-item__remove" aria-label={removeLabel} onClick={onRemove}>
        <Trash2 size={18} aria-hidden="true" />
      </button>
    </li>
  );
}

function AddItem({ target, onAdd }: { target: string; onAdd: (name: string) => void }) {
  const [name, setName] = useState('');
  const add = () => {
    if (!name.trim()) return;
    onAdd(name);
    setName('');
  };
  return (
    <Field className="add-item" label={`Add an item to ${target}`} labelClassName="visually-hidden">
      {(control) => (
        <>
          <input
            className="input"
            placeholder="Add a meal"
            value={name}
            maxLength={MEAL_PLAN_LIMITS.maxNameLength}
            {...control}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              // Enter adds the item rather than submitting anything around it.
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
          <button type="button" className="btn btn-secondary add-item__button" onClick={add} disabled={!name.trim()}>
            <Plus size={18} aria-hidden="true" /> Add<span className="visually-hidden"> to {target}</span>
          </button>
        </>
      )}
    </Field>
  );
}
