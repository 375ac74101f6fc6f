import { PLAN_SERVINGS } from '@thrive/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { ExternalLink, Minus, Plus, Trash2 } from 'lucide-react';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { ServingsInput } from '../../../components/meal-plans/servings-input';
import { RecipeImage } from '../../../components/recipes/recipe-image';
import { grams, kcal } from '../../../lib/nutrition-text';
import { servingsText } from '../format-nutrition';
import { portionNutrition } from '@thrive/nutrition';
import { normaliseServings, type TableMeal } from '../plan-table';

interface ItemDetailsDialogProps {
  item: TableMeal | null;
  /** Where the item sits, e.g. "Monday · Breakfast". */
  slot: string;
  onClose: () => void;
  onServingsChange: (servings: number) => void;
  onRemove: () => void;
}

const isValidServings = (value: number) =>
  Number.isFinite(value) &&
  value >= PLAN_SERVINGS.min &&
  value <= PLAN_SERVINGS.max &&
  Number.isInteger(value / PLAN_SERVINGS.step);

/** One planned item: its picture, full name and nutrition at the chosen servings, with a way to remove it. */
export function ItemDetailsDialog({ item, slot, onClose, onServingsChange, onRemove }: ItemDetailsDialogProps) {
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={item?.name ?? 'Meal details'}
      size="medium"
    >
      {item ? (
        <ItemDetails key={item.id} item={item} slot={slot} onServingsChange={onServingsChange} onRemove={onRemove} />
      ) : null}
    </Dialog>
  );
}

function ItemDetails({
  item,
  slot,
  onServingsChange,
  onRemove,
}: Omit<ItemDetailsDialogProps, 'item' | 'onClose'> & { item: TableMeal }) {
  const [servingsValue, setServingsValue] = useState(String(item.servings));
  const parsed = Number(servingsValue);
  const invalid = servingsValue.trim() === '' || !isValidServings(parsed);
  const nutrition = portionNutrition(item);

  function changeServings(value: string) {
    setServingsValue(value);
    const next = Number(value);
    if (value.trim() !== '' && isValidServings(next)) onServingsChange(next);
  }

  function step(direction: 1 | -1) {
    const next = normaliseServings((invalid ? item.servings : parsed) + direction * PLAN_SERVINGS.step);
    changeServings(String(next));
  }

  const rows: [string, string][] = [
    ['Calories', kcal(nutrition.calories)],
    ['Protein', grams(nutrition.protein)],
    ['Carbohydrates', grams(nutrition.carbs)],
    ['Fat', grams(nutrition.fat)],
  ];

  return (
    <div className="item-details">
      <p className="item-details__slot">{slot}</p>
      <div className="item-details__body">
        <RecipeImage src={item.image ?? ''} width={556} height={370} className="item-details__image" />
        <div className="item-details__facts">
          <Field
            label="Servings"
            error={
              invalid
                ? `Servings go from ${PLAN_SERVINGS.min} to ${PLAN_SERVINGS.max} in steps of ${PLAN_SERVINGS.step}.`
                : undefined
            }
          >
            {(control) => (
              <div className="item-details__stepper">
                <button
                  type="button"
                  className="item-details__step"
                  aria-label="One quarter serving less"
                  disabled={!invalid && parsed <= PLAN_SERVINGS.min}
                  onClick={() => step(-1)}
                >
                  <Minus size={16} aria-hidden="true" />
                </button>
                <ServingsInput
                  value={servingsValue}
                  {...control}
                  onChange={(event) => changeServings(event.target.value)}
                />
                <button
                  type="button"
                  className="item-details__step"
                  aria-label="One quarter serving more"
                  disabled={!invalid && parsed >= PLAN_SERVINGS.max}
                  onClick={() => step(1)}
                >
                  <Plus size={16} aria-hidden="true" />
                </button>
              </div>
            )}
          </Field>

          <dl className="item-details__nutrition" aria-label="Nutrition">
            {rows.map(([name, value]) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <p className="item-details__note" aria-live="polite">
            For {servingsText(item.servings)} {item.servings === 1 ? 'serving' : 'servings'}
            {item.recipeId === undefined && nutrition.calories === 0 ? ' · no nutrition given for your own meal' : ''}
          </p>
        </div>
      </div>

      <div className="item-details__actions">
        {item.recipeId !== undefined ? (
          <Link to={`/recipe/${item.recipeId}`} className="btn btn-secondary">
            <ExternalLink size={16} aria-hidden="true" /> View recipe
          </Link>
        ) : null}
        <button type="button" className="btn btn-ghost item-details__remove" onClick={onRemove}>
          <Trash2 size={16} aria-hidden="true" /> Remove
        </button>
      </div>
    </div>
  );
}
