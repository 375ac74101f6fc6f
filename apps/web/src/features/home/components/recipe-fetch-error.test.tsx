import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { RecipeFetchError } from './recipe-fetch-error';

function show(status: number) {
  render(
    <MemoryRouter>
      <RecipeFetchError status={status} className="state" />
    </MemoryRouter>,
  );
}

describe('RecipeFetchError', () => {
  afterEach(cleanup);

  it.each([
    [401, 'Invalid API key...'],
    [402, 'API quota exceeded. Try again later or upgrade your plan.'],
    [429, 'Too many requests. Please try again later.'],
  ])('shows the product’s message for %i without fallback options', (status, text) => {
    show(status);
    expect(screen.getByRole('alert').textContent).toBe(text);
    expect(screen.queryByRole('list', { name: 'Fallback options' })).toBeNull();
  });

  it('offers fallback options for any other failure', () => {
    show(500);
    expect(screen.getByText('Failed to fetch meals. Showing fallback options.')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Fallback options' }).querySelectorAll('a')).toHaveLength(3);
  });
});
