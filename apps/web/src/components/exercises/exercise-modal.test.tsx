import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { defaultInstruction, type FavouriteExercise } from '@thrive/contract';
import { ExerciseModal } from './exercise-modal';

/** An exercise as a remote service may send it: no steps, no common mistake, a field the app does not know. */
const bandShrug = {
  id: '0001',
  name: 'band shrug',
  image: '/api/gym/muscle-map.svg?primary=traps&secondary=shoulders&v=1',
  primaryMuscles: ['traps'],
  equipment: 'band',
  bodyPart: 'back',
  secondaryMuscles: ['shoulders', 'rear deltoids'],
  instructions: [],
  difficultyRating: 2,
} as FavouriteExercise;

describe('ExerciseModal', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it("links to the person's history of the exercise", () => {
    render(<ExerciseModal exercise={bandShrug} onClose={() => {}} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('link', { name: 'Your history of it' }).getAttribute('href')).toBe(
      '/training/exercises/0001',
    );
  });

  it('lists the other fields with their labels and, without steps, says to move slowly naming the muscle worked most', () => {
    render(<ExerciseModal exercise={bandShrug} onClose={() => {}} />, { wrapper: MemoryRouter });
    const dialog = screen.getByRole('dialog', { name: 'band shrug' });
    expect(within(dialog).getByText('Secondary muscles').nextSibling?.textContent).toBe('shoulders, rear deltoids');
    expect(within(dialog).getByText('Difficulty rating').nextSibling?.textContent).toBe('2');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([defaultInstruction('traps')]);
    expect(defaultInstruction('traps')).toMatch(/slowly and under control.*traps/);
    expect(within(dialog).queryByText('Common mistake:')).toBeNull();
    expect(
      within(dialog).getByRole('img', {
        name: 'Muscle map of band shrug: works the traps most, and the shoulders and rear deltoids too.',
      }),
    ).toBeTruthy();
  });

  it('keeps the whole exercise as a favourite from its heart', async () => {
    render(<ExerciseModal exercise={bandShrug} onClose={() => {}} />, { wrapper: MemoryRouter });
    await userEvent.click(screen.getByRole('button', { name: 'Add band shrug to favourites' }));
    expect(JSON.parse(localStorage.getItem('favoriteExercises') ?? '[]')).toEqual([bandShrug]);
    expect(screen.getByRole('button', { name: 'Remove band shrug from favourites' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});
