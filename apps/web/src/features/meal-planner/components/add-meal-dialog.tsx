import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { InfiniteData } from '@tanstack/react-query';
import { ChevronDown, Plus, RotateCw, Search } from 'lucide-react';
import {
  MEAL_PLAN_LIMITS,
  NO_EXCLUSIONS,
  RECIPE_SEARCH_ERRORS,
  recipeSearchError,
  type Exclusions,
  type RecipeSearchResponse,
  type RecipeSummary,
} from '@thrive/contract';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { RecipeImage } from '../../../components/recipes/recipe-image';
import { ApiRequestError } from '../../../lib/api-error';
import { MIN_SEARCH_LENGTH, useRecipeSearch } from '../api/search-recipes';
import { kcal } from '../../../lib/nutrition-text';
import { leftOutList, leftOutNames } from '../../../lib/targets/targets-text';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { ownItem, recipeItem, type TableMeal } from '../plan-table';
import './add-meal-dialog.css';

/** The recipe search waits 500 ms after the last keystroke (docs/product.md, "Adding a meal"). */
export const SEARCH_DEBOUNCE_MS = 500;

interface AddMealDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the meal goes, e.g. "Monday · Breakfast". */
  slot: string;
  onAdd: (item: TableMeal) => void;
  /** What the person leaves out: no result holds it. */
  exclusions?: Exclusions;
}

/** "Leaving out: gluten, milk and mushrooms", or null when nothing is left out. */
function leavingOutText(exclusions: Exclusions): string | null {
  return leftOutNames(exclusions).length > 0 ? `Leaving out: ${leftOutList(exclusions)}` : null;
}

/**
 * The pages so far as one list. A page may repeat a recipe of an earlier one (the service's results shift,
 * or a later page came from the fallback catalog); it is shown once.
 */
function shownRecipes(data: InfiniteData<RecipeSearchResponse> | undefined): RecipeSummary[] {
  const byId = new Map<number, RecipeSummary>();
  for (const recipe of (data?.pages ?? []).flatMap((page) => page.results)) {
    if (!byId.has(recipe.id)) byId.set(recipe.id, recipe);
  }
  return [...byId.values()];
}

const OWN_CALORIES = 'Calories must be a number from 0 to 10,000.';
/** The visitor's own meal: calories are optional, and a blank means none are known. */
const OwnMealSchema = z.object({
  calories: z
    .string()
    .trim()
    .transform((text) => (text === '' ? null : Number(text)))
    .pipe(z.number(OWN_CALORIES).min(0, OWN_CALORIES).max(10_000, OWN_CALORIES).nullable()),
});

const recipeCount = (count: number) => `${count} ${count === 1 ? 'recipe' : 'recipes'}`;

/** Finds a recipe for one cell, or takes the visitor's own meal when nothing fits. */
export function AddMealDialog({ open, onOpenChange, slot, onAdd, exclusions = NO_EXCLUSIONS }: AddMealDialogProps) {
  const id = useId();
  const [text, setText] = useState('');
  // Checked as typed, so the button says at once whether the meal can be added.
  const ownMeal = useForm({ resolver: zodResolver(OwnMealSchema), mode: 'onChange', defaultValues: { calories: '' } });
  const caloriesError = ownMeal.formState.errors.calories?.message;
  const typed = text.trim();
  const term = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const search = useRecipeSearch(term, exclusions);
  const results = useRef<(HTMLButtonElement | null)[]>([]);
  /** Where "Show more" sends focus once the next page is in: the first result it adds. */
  const revealFrom = useRef<number | null>(null);

  const longEnough = typed.length >= MIN_SEARCH_LENGTH;
  const loadingMore = longEnough && search.isFetchingNextPage;
  const waiting = longEnough && (term !== typed || (search.isFetching && !loadingMore));
  const recipes = longEnough ? shownRecipes(search.data) : [];
  const shown = recipes.length;
  const more = shown > 0 && search.hasNextPage && !waiting;
  // The service's count may run ahead of what it sends (it drops results it cannot vouch for), never behind.
  const total = more ? Math.max(search.data?.pages[0]?.total ?? 0, shown) : shown;
  const fallback = search.data?.pages.some((page) => page.fallback) ?? false;
  const errorStatus = search.error instanceof ApiRequestError ? search.error.status : 0;
  const leavingOut = leavingOutText(exclusions);

  let status: string;
  if (!longEnough) status = `Type at least ${MIN_SEARCH_LENGTH} characters to search recipes.`;
  else if (waiting) status = 'Searching…';
  else if (loadingMore) status = 'Loading more recipes…';
  else if (search.isError) status = recipeSearchError(errorStatus);
  else if (shown === 0) status = `No recipes found for "${typed}".`;
  else if (more) status = `${recipeCount(total)} found, showing ${shown}.`;
  else status = `${recipeCount(shown)} found.`;
  if (fallback && longEnough && !waiting) status = `${RECIPE_SEARCH_ERRORS.other} ${status}`;

  const hasNextPage = search.hasNextPage;
  useEffect(() => {
    const from = revealFrom.current;
    if (from === null || loadingMore) return;
    revealFrom.current = null;
    // A page that added nothing new leaves focus on "Show more", or, when that has gone, on the last result.
    const target = results.current[from] ?? (hasNextPage ? null : results.current[shown - 1]);
    target?.focus();
  }, [loadingMore, shown, hasNextPage]);

  function showMore() {
    if (search.isFetchingNextPage) return;
    revealFrom.current = shown;
    void search.fetchNextPage();
  }

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

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Add a meal" size="medium">
      <p className="add-meal__slot">{slot}</p>
      <Field label="Search recipes" describedBy={leavingOut ? `${id}-leaving-out ${id}-status` : `${id}-status`}>
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
              onChange={(event) => {
                // A new search is a new list: its results are not the ones "Show more" asked for.
                revealFrom.current = null;
                setText(event.target.value);
              }}
              onKeyDown={onSearchKeyDown}
            />
          </div>
        )}
      </Field>

      {leavingOut ? (
        <p id={`${id}-leaving-out`} className="add-meal__leaving-out">
          {leavingOut}
        </p>
      ) : null}
      <p id={`${id}-status`} className="add-meal__status" role="status" aria-live="polite" data-busy={waiting}>
        {status}
      </p>
      {/* A failed "Show more" keeps its button, which asks for the page again. */}
      {longEnough && search.isError && !search.isFetchNextPageError && !waiting ? (
        <button type="button" className="btn btn-secondary add-meal__retry" onClick={() => void search.refetch()}>
          <RotateCw size={16} aria-hidden="true" /> Retry
        </button>
      ) : null}

      {recipes.length > 0 ? (
        <ul className="add-meal__results" aria-label={`Recipes, ${shown} of ${total}`} aria-busy={waiting}>
          {recipes.map((recipe, index) => {
            const amount = recipe.nutrition?.calories ?? null;
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
      {more ? (
        <button
          type="button"
          className="btn btn-secondary add-meal__more"
          aria-disabled={loadingMore || undefined}
          aria-describedby={`${id}-status`}
          onClick={showMore}
        >
          <ChevronDown size={16} aria-hidden="true" /> Show more
        </button>
      ) : null}

      {typed ? (
        <form
          className="add-meal__own"
          aria-label="Your own meal"
          onSubmit={ownMeal.handleSubmit(({ calories }) => onAdd(ownItem(typed, calories)))}
        >
          <p className="add-meal__own-lead">Not in the list? Add it as you would write it down.</p>
          <Field
            label="Calories (optional)"
            error={caloriesError}
            input={{
              type: 'number',
              inputMode: 'numeric',
              min: 0,
              max: 10_000,
              step: 1,
              ...ownMeal.register('calories'),
            }}
          />
          <button type="submit" className="btn btn-secondary add-meal__own-button" disabled={Boolean(caloriesError)}>
            Add “{typed}” as your own meal
          </button>
        </form>
      ) : null}
    </Dialog>
  );
}
