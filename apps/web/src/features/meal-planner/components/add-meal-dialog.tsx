import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Plus, RotateCw, Search } from 'lucide-react';
import { MEAL_PLAN_LIMITS, RECIPE_SEARCH_ERRORS, recipeSearchError } from '@thrive/contract';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { RecipeImage } from '../../../components/recipes/recipe-image';
import { ApiRequestError } from '../../../lib/api-error';
import { MIN_SEARCH_LENGTH, useRecipeSearch } from '../api/search-recipes';
import { kcal } from '../../../lib/nutrition-text';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { ownItem, recipeItem, type TableItem } from '../plan-table';

/** Spec §9: the recipe search waits 500 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;

interface AddMealDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the meal goes, e.g. "Monday · Breakfast". */
  slot: string;
  onAdd: (item: TableItem) => void;
}

/** Finds a recipe for one cell, or takes the visitor's own meal when nothing fits. */
export function AddMealDialog({ open, onOpenChange, slot, onAdd }: AddMealDialogProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [calories, setCalories] = useState('');
  const typed = text.trim();
  const term = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const search = useRecipeSearch(term);
  const results = useRef<(HTMLButtonElement | null)[]>([]);

  const longEnough = typed.length >= MIN_SEARCH_LENGTH;
  const waiting = longEnough && (term !== typed || search.isFetching);
  const recipes = longEnough && search.data ? search.data.results : [];
  const errorStatus = search.error instanceof ApiRequestError ? search.error.status : 0;

  let status: string;
  if (!longEnough) status = `Type at least ${MIN_SEARCH_LENGTH} characters to search recipes.`;
  else if (waiting) status = 'Searching…';
  else if (search.isError) status = recipeSearchError(errorStatus);
  else if (recipes.length === 0) status = `No recipes found for "${typed}".`;
  else status = `${recipes.length} ${recipes.length === 1 ? 'recipe' : 'recipes'} found.`;
  if (search.data?.fallback && longEnough && !waiting) status = `${RECIPE_SEARCH_ERRORS.other} ${status}`;

  function focusResult(index: number) {
    const count = recipes.length;
    if (count === 0) return;
    results.current[(index + count) % count]?.focus();
  }

  function onResultKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusResult(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusResult(index - 1);
    }
  }

  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if ((event.key === 'ArrowDown' || event.key === 'Enter') && recipes.length > 0 && !waiting) {
      event.preventDefault();
      focusResult(0);
    }
  }

  function addOwnMeal() {
    const amount = calories.trim() === '' ? null : Number(calories);
    onAdd(ownItem(typed, amount));
  }

  const caloriesInvalid = calories.trim() !== '' && !(Number(calories) >= 0 && Number(calories) <= 10_000);

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Add a meal" size="medium">
      <p className="add-meal__slot">{slot}</p>
      <Field label="Search recipes" describedBy={`${id}-status`}>
        {(control) => (
          <div className="add-meal__search">
            <Search size={18} aria-hidden="true" />
            <input
              className="input"
              type="search"
              autoComplete="off"
              placeholder="e.g. oats, lentil soup, salmon"
              maxLength={MEAL_PLAN_LIMITS.maxNameLength}
              value={text}
              {...control}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={onSearchKeyDown}
            />
          </div>
        )}
      </Field>

      <p id={`${id}-status`} className="add-meal__status" role="status" aria-live="polite" data-busy={waiting}>
        {status}
      </p>
      {longEnough && search.isError && !waiting ? (
        <button type="button" className="btn btn-secondary add-meal__retry" onClick={() => void search.refetch()}>
          <RotateCw size={16} aria-hidden="true" /> Retry
        </button>
      ) : null}

      {recipes.length > 0 ? (
        <ul className="add-meal__results" aria-label="Recipes" aria-busy={waiting}>
          {recipes.map((recipe, index) => {
            const amount = recipe.nutrition?.perServing.calories ?? null;
            return (
              <li key={recipe.id}>
                <button
                  type="button"
                  className="add-meal__result"
                  ref={(element) => {
                    results.current[index] = element;
                  }}
                  onClick={() => onAdd(recipeItem(recipe))}
                  onKeyDown={(event) => onResultKeyDown(event, index)}
                >
                  <RecipeImage src={recipe.image} width={56} height={56} className="add-meal__image" loading="lazy" />
                  <span className="add-meal__result-text">
                    <span className="add-meal__title">{recipe.title}</span>
                    <span className="add-meal__meta">
                      {amount === null ? 'Nutrition unknown' : `${kcal(amount)} a serving`} · {recipe.readyInMinutes}{' '}
                      min
                    </span>
                  </span>
                  <Plus size={18} aria-hidden="true" className="add-meal__plus" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}

      {typed ? (
        <form
          className="add-meal__own"
          aria-label="Your own meal"
          onSubmit={(event) => {
            event.preventDefault();
            if (!caloriesInvalid) addOwnMeal();
          }}
        >
          <p className="add-meal__own-lead">Not in the list? Add it as you would write it down.</p>
          <Field
            label="Calories (optional)"
            error={caloriesInvalid ? 'Calories must be a number from 0 to 10,000.' : undefined}
          >
            {(control) => (
              <input
                className="input"
                type="number"
                inputMode="numeric"
                min={0}
                max={10_000}
                step={1}
                value={calories}
                {...control}
                onChange={(event) => setCalories(event.target.value)}
              />
            )}
          </Field>
          <button type="submit" className="btn btn-secondary add-meal__own-button" disabled={caloriesInvalid}>
            Add “{typed}” as your own meal
          </button>
        </form>
      ) : null}
    </Dialog>
  );
}
