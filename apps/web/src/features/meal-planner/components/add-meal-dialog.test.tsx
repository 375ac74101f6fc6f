import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComplexSearchResponse } from '@thrive/contract';
import type { TableItem } from '../plan-table';
import { AddMealDialog } from './add-meal-dialog';

const answer: ComplexSearchResponse = {
  offset: 0,
  number: 5,
  totalResults: 1,
  results: [
    {
      id: 5203,
      title: 'Banana Cottage Cheese Oat Pancakes with Warm Strawberries',
      image: '/images/recipes/5203-bde1bc81b0.svg',
      imageType: 'svg',
      servings: 2,
      readyInMinutes: 25,
      diets: [],
      dishTypes: ['breakfast'],
      nutrition: {
        nutrients: [
          { name: 'Calories', amount: 456.65, unit: 'kcal' },
          { name: 'Protein', amount: 40.09, unit: 'g' },
          { name: 'Carbohydrates', amount: 53.9, unit: 'g' },
          { name: 'Fat', amount: 9.66, unit: 'g' },
        ],
        perServing: { calories: 456.65, protein: 40.09, carbs: 53.9, fat: 9.66 },
      },
    },
  ],
};

function serve(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderDialog() {
  const onAdd = vi.fn<(item: TableItem) => void>();
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <AddMealDialog open onOpenChange={() => {}} slot="Monday · Breakfast" onAdd={onAdd} />
    </QueryClientProvider>,
  );
  return { onAdd, user: userEvent.setup() };
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search recipes' });

describe('AddMealDialog', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('waits for 2 characters, asks for 5 results with nutrition and adds the picked recipe', async () => {
    const fetchMock = serve(200, answer);
    const { onAdd, user } = renderDialog();
    await user.type(searchBox(), 'o');
    expect(screen.getByRole('status').textContent).toBe('Type at least 2 characters to search recipes.');
    await user.type(searchBox(), 'at');
    const result = await screen.findByRole('button', { name: /Banana Cottage Cheese/ }, { timeout: 2000 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({ query: 'oat', number: '5', addRecipeNutrition: 'true' });
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
  ])('says what went wrong when the search answers %i (spec §8) and offers a retry', async (status, message) => {
    serve(status, { error: { code: 'x', message: 'no' } });
    const { user } = renderDialog();
    await user.type(searchBox(), 'lentil');
    await screen.findByText(message, undefined, { timeout: 2000 });
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('says when nothing matches and adds the visitor’s own meal with the calories typed', async () => {
    serve(200, { ...answer, results: [], totalResults: 0 });
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
});
