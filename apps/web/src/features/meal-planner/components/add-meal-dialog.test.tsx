import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Exclusions, RecipeSearchResponse, RecipeSummary } from '@thrive/contract';
import type { TableMeal } from '../plan-table';
import { AddMealDialog } from './add-meal-dialog';

const found: RecipeSearchResponse = {
  offset: 0,
  total: 1,
  results: [
    {
      id: 5203,
      title: 'Banana Cottage Cheese Oat Pancakes with Warm Strawberries',
      image: '/images/recipes/5203-bde1bc81b0.svg',
      servings: 2,
      readyInMinutes: 25,
      diets: [],
      mealTypes: ['breakfast'],
      nutrition: { calories: 456.65, protein: 40.09, carbs: 53.9, fat: 9.66 },
    },
  ],
};

function serve(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A search of `count` recipes that responds to each page as requested; `failing` offsets respond 500 once. */
function serveRecipes(count: number, failing: number[] = []) {
  const recipes: RecipeSummary[] = Array.from({ length: count }, (_, index) => ({
    ...found.results[0]!,
    id: 100 + index,
    title: `Overnight oats no. ${index + 1}`,
  }));
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const params = new URL(String(input), 'http://localhost').searchParams;
    const offset = Number(params.get('offset') ?? 0);
    const limit = Number(params.get('limit'));
    if (failing.includes(offset)) {
      failing.splice(failing.indexOf(offset), 1);
      return new Response(JSON.stringify({ error: { code: 'internal', message: 'no' } }), { status: 500 });
    }
    const page: RecipeSearchResponse = { offset, total: count, results: recipes.slice(offset, offset + limit) };
    return new Response(JSON.stringify(page), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderDialog(exclusions?: Exclusions) {
  const onAdd = vi.fn<(item: TableMeal) => void>();
  const client = new QueryClient();
  const dialog = (leftOut?: Exclusions) => (
    <QueryClientProvider client={client}>
      <AddMealDialog open onOpenChange={() => {}} slot="Monday · Breakfast" onAdd={onAdd} exclusions={leftOut} />
    </QueryClientProvider>
  );
  const { rerender } = render(dialog(exclusions));
  return { onAdd, user: userEvent.setup(), leaveOut: (leftOut: Exclusions) => rerender(dialog(leftOut)) };
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search recipes' });
const requested = (fetchMock: ReturnType<typeof serveRecipes>, call: number) =>
  Object.fromEntries(new URL(String(fetchMock.mock.calls[call]?.[0]), 'http://localhost').searchParams);
const shownTitles = () =>
  within(screen.getByRole('list', { name: /^Recipes/ }))
    .getAllByRole('button')
    .map((button) => button.querySelector('.add-meal__title')?.textContent);

describe('AddMealDialog', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('waits for 2 characters, asks for 5 results with nutrition and adds the picked recipe', async () => {
    const fetchMock = serve(200, found);
    const { onAdd, user } = renderDialog();
    await user.type(searchBox(), 'o');
    expect(screen.getByRole('status').textContent).toBe('Type at least 2 characters to search recipes.');
    await user.type(searchBox(), 'at');
    const result = await screen.findByRole('button', { name: /Banana Cottage Cheese/ }, { timeout: 2000 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.pathname).toBe('/api/recipes');
    expect(Object.fromEntries(url.searchParams)).toEqual({ query: 'oat', limit: '5' });
    expect(screen.getByRole('status').textContent).toBe('1 recipe found.');
    expect(result.textContent).toContain('457 kcal a serving');

    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(result);
    await user.keyboard('{Enter}');
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onAdd.mock.calls[0]?.[0]).toMatchObject({ recipeId: 5203, servings: 1, calories: 456.65 });
  });

  it.each([
    [401, 'Invalid API key...'],
    [402, 'API quota exceeded. Try again later or upgrade your plan.'],
    [429, 'Too many requests. Please try again later.'],
    [500, 'Failed to fetch meals. Showing fallback options.'],
  ])('says what went wrong when the search responds %i and offers a retry', async (status, message) => {
    serve(status, { error: { code: 'x', message: 'no' } });
    const { user } = renderDialog();
    await user.type(searchBox(), 'lentil');
    await screen.findByText(message, undefined, { timeout: 2000 });
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('says when nothing matches and adds the visitor’s own meal with the calories typed', async () => {
    serve(200, { ...found, results: [], total: 0 });
    const { onAdd, user } = renderDialog();
    await user.type(searchBox(), 'grandma stew');
    await screen.findByText('No recipes found for "grandma stew".', undefined, { timeout: 2000 });
    await user.type(screen.getByLabelText('Calories (optional)'), '640');
    await user.click(screen.getByRole('button', { name: 'Add “grandma stew” as your own meal' }));
    expect(onAdd.mock.calls[0]?.[0]).toMatchObject({
      name: 'grandma stew',
      calories: 640,
      protein: 0,
      carbs: 0,
      fat: 0,
    });
  });

  it('shows 5 results, then 5 more for each "Show more", moving focus to the first new one', async () => {
    const fetchMock = serveRecipes(12);
    const { user } = renderDialog();
    await user.type(searchBox(), 'oats');
    await screen.findByRole('list', { name: 'Recipes, 5 of 12' }, { timeout: 2000 });
    expect(shownTitles()).toHaveLength(5);
    expect(screen.getByRole('status').textContent).toBe('12 recipes found, showing 5.');

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    const list = await screen.findByRole('list', { name: 'Recipes, 10 of 12' });
    expect(requested(fetchMock, 1)).toMatchObject({ query: 'oats', limit: '5', offset: '5' });
    expect(shownTitles()[5]).toBe('Overnight oats no. 6');
    expect(document.activeElement).toBe(within(list).getAllByRole('button')[5]);
    expect(screen.getByRole('status').textContent).toBe('12 recipes found, showing 10.');

    // From the keyboard too; the last page is short, and then there is nothing more to show.
    screen.getByRole('button', { name: 'Show more' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('list', { name: 'Recipes, 12 of 12' });
    expect(requested(fetchMock, 2)).toMatchObject({ offset: '10' });
    expect(document.activeElement?.textContent).toContain('Overnight oats no. 11');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('12 recipes found.');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('offers no "Show more" when the first page holds every result', async () => {
    serveRecipes(5);
    const { user } = renderDialog();
    await user.type(searchBox(), 'oats');
    await screen.findByRole('list', { name: 'Recipes, 5 of 5' }, { timeout: 2000 });
    expect(screen.getByRole('status').textContent).toBe('5 recipes found.');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('keeps what is shown when "Show more" fails, says why, and retries on the next press', async () => {
    const fetchMock = serveRecipes(8, [5]);
    const { user } = renderDialog();
    await user.type(searchBox(), 'oats');
    await screen.findByRole('list', { name: 'Recipes, 5 of 8' }, { timeout: 2000 });
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByText('Failed to fetch meals. Showing fallback options.');
    expect(shownTitles()).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    const list = await screen.findByRole('list', { name: 'Recipes, 8 of 8' });
    expect(document.activeElement).toBe(within(list).getAllByRole('button')[5]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('leaves out what the person leaves out, says so, and searches again when that changes', async () => {
    const fetchMock = serveRecipes(3);
    const { user, leaveOut } = renderDialog({ allergens: ['milk', 'tree-nuts', 'gluten'], words: ['mushrooms'] });
    const line = 'Leaving out: gluten, tree nuts, milk and mushrooms';
    expect(screen.getByText(line)).toBeTruthy();
    expect(searchBox().getAttribute('aria-describedby')?.split(' ')).toContain(screen.getByText(line).id);

    await user.type(searchBox(), 'oats');
    await screen.findByRole('list', { name: 'Recipes, 3 of 3' }, { timeout: 2000 });
    expect(requested(fetchMock, 0)).toEqual({
      query: 'oats',
      limit: '5',
      intolerances: 'gluten,tree-nuts,milk',
      excludeIngredients: 'mushrooms',
    });

    leaveOut({ allergens: ['eggs'], words: [] });
    expect(screen.getByText('Leaving out: eggs')).toBeTruthy();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(requested(fetchMock, 1)).toEqual({
      query: 'oats',
      limit: '5',
      intolerances: 'eggs',
    });

    leaveOut({ allergens: [], words: ['coriander', 'olives'] });
    expect(screen.getByText('Leaving out: coriander and olives')).toBeTruthy();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(requested(fetchMock, 2)).toMatchObject({ excludeIngredients: 'coriander,olives' });
    expect(requested(fetchMock, 2)).not.toHaveProperty('intolerances');
  });

  it('says nothing about leaving out when nothing is left out', () => {
    renderDialog();
    expect(screen.queryByText(/Leaving out/)).toBeNull();
  });
});
