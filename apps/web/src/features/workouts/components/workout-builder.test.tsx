import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { ExerciseHistory } from '@thrive/contract';
import { exerciseQueryOptions } from '../../../lib/exercises/exercise-api';
import { localIsoDate } from '../../../lib/local-date';
import { sessionQuery } from '../../../lib/session';
import { exerciseHistoryQueryOptions } from '../../../lib/training/training-api';
import { plannedExerciseOf, type WorkoutDraft } from '../../../lib/workout-draft';
import { WORKOUT_FORM_ID, WorkoutBuilder } from './workout-builder';

const draft = (): WorkoutDraft => ({
  saved: null,
  date: '2026-11-26',
  name: 'Legs',
  exercises: [
    plannedExerciseOf({ id: 'Goblet_Squat', name: 'Goblet Squat' }),
    plannedExerciseOf({ id: 'Plank', name: 'Plank' }),
  ],
});

/** The query cache as the app would have it: nobody signed in, or someone with these histories already read. */
function cacheWith(histories: ExerciseHistory[] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const user = { id: 'u1', name: 'Sam', email: 'sam@example.com', emailVerified: true, image: null };
  client.setQueryData(sessionQuery.queryKey, histories.length ? user : null);
  for (const history of histories) {
    client.setQueryData(exerciseHistoryQueryOptions(history.exerciseId, localIsoDate()).queryKey, history);
  }
  return client;
}

function renderBuilder(start = draft(), client = cacheWith()) {
  const onChange = vi.fn();
  const onSubmit = vi.fn();
  const onAnnounce = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <WorkoutBuilder draft={start} onChange={onChange} onSubmit={onSubmit} onAnnounce={onAnnounce} />
        <button type="submit" form={WORKOUT_FORM_ID}>
          Save workout
        </button>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const last = () => onChange.mock.lastCall?.[0] as WorkoutDraft;
  return { onChange, onSubmit, onAnnounce, last };
}

describe('the workout builder', () => {
  afterEach(cleanup);

  it("starts a row without a weight from last time's, and offers the next step of a rep range", async () => {
    const start = draft();
    start.exercises[0] = { ...start.exercises[0]!, reps: 8, repsMax: 12 };
    const last = [12, 12, 12].map((reps) => ({ reps, seconds: null, weight: 16, unit: 'kg' as const }));
    const history: ExerciseHistory = {
      exerciseId: 'Goblet_Squat',
      name: 'Goblet Squat',
      sessions: [
        { date: '2026-11-20', workoutId: 'w1', workoutName: 'Legs', sets: last, oneRepMaxKg: 22.4, volumeKg: 576 },
      ],
    };
    const client = cacheWith([history, { exerciseId: 'Plank', name: null, sessions: [] }]);
    // A compound exercise: the step up is a pair of the smallest plates.
    client.setQueryData(exerciseQueryOptions('Goblet_Squat').queryKey, {
      id: 'Goblet_Squat',
      name: 'Goblet Squat',
      mechanic: 'compound',
    } as never);
    const { last: latest } = renderBuilder(start, client);
    expect(await screen.findByText('Last time: 3 × 12 at 16 kg')).toBeTruthy();
    await waitFor(() => expect(latest().exercises[0]!.weight).toBe(16));
    expect(screen.getByText('Next step: Every set reached 12 last time: try 18.5 kg for 8–12 reps.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Use 18.5 kg' }));
    await waitFor(() => expect(latest().exercises[0]!.weight).toBe(18.5));
  });

  it('moves a row with its buttons, says so, and keeps focus on the button or the other one at an end', async () => {
    const { last, onAnnounce } = renderBuilder();
    await userEvent.click(screen.getByRole('button', { name: 'Move Plank up' }));
    await waitFor(() => expect(last().exercises.map((e) => e.exerciseId)).toEqual(['Plank', 'Goblet_Squat']));
    expect(onAnnounce).toHaveBeenCalledWith('Plank moved to place 1 of 2.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Plank down' })));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(last().exercises.map((e) => e.exerciseId)).toEqual(['Goblet_Squat', 'Plank']));
  });

  it('stores each change as the contract’s shape: sets, and reps or seconds', async () => {
    const { last } = renderBuilder();
    const squat = screen.getByRole('group', { name: 'Goblet Squat: sets, reps and rest' });
    const sets = within(squat).getByLabelText('Sets');
    fireEvent.change(sets, { target: { value: '5' } });
    await waitFor(() => expect(last().exercises[0]?.sets).toBe(5));
    // Emptied or half typed, a field keeps its last whole number, within bounds.
    fireEvent.change(sets, { target: { value: '' } });
    expect((sets as HTMLInputElement).value).toBe('5');
    fireEvent.change(sets, { target: { value: '99' } });
    await waitFor(() => expect(last().exercises[0]?.sets).toBe(20));
    await userEvent.selectOptions(within(squat).getByLabelText('Counted in'), 'seconds');
    await waitFor(() => expect(last().exercises[0]).toMatchObject({ reps: null, seconds: 10 }));
    expect(within(squat).getByLabelText('Seconds')).toBeTruthy();
  });

  it('removes a row and says so', async () => {
    const { last, onAnnounce } = renderBuilder();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Goblet Squat' }));
    await waitFor(() => expect(last().exercises.map((e) => e.exerciseId)).toEqual(['Plank']));
    expect(onAnnounce).toHaveBeenCalledWith('Goblet Squat removed.');
  });

  it('submits the values that pass the schema, and otherwise names the field and focuses it', async () => {
    const { onSubmit } = renderBuilder();
    await userEvent.click(screen.getByRole('button', { name: 'Save workout' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ date: '2026-11-26', name: 'Legs', exercises: draft().exercises });

    await userEvent.clear(screen.getByLabelText('Date'));
    await userEvent.click(screen.getByRole('button', { name: 'Save workout' }));
    await waitFor(() => expect(screen.getByLabelText('Date').getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(screen.getByLabelText('Date'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
