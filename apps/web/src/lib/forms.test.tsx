import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { showServerErrors, useFormOutcome } from './forms';

type Values = { name: string; age: string; goal: string };
const FIELDS = ['name', 'age', 'goal'] as const;

/** A form of three inputs, each showing its message, that responds to every submit with `refusal`. */
function RefusedForm({ refusal, onShown }: { refusal?: Record<string, string>; onShown: (shown: boolean) => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { name: '', age: '', goal: '' } });
  return (
    <form onSubmit={handleSubmit(() => onShown(showServerErrors(setError, refusal, FIELDS)))}>
      {FIELDS.map((field) => (
        <p key={field}>
          <input aria-label={field} {...register(field)} aria-invalid={errors[field] ? true : undefined} />
          {errors[field]?.message}
        </p>
      ))}
      <button type="submit">Save</button>
    </form>
  );
}

async function submit(refusal?: Record<string, string>) {
  const onShown = vi.fn<(shown: boolean) => void>();
  render(<RefusedForm refusal={refusal} onShown={onShown} />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
  return onShown;
}

describe('showServerErrors', () => {
  afterEach(cleanup);

  it('puts each server message on its field, focuses the first on the page, and drops keys the form lacks', async () => {
    const onShown = await submit({
      'goal.value': 'Invalid option',
      age: 'Enter an age from 13 to 100.',
      password: 'x',
      somethingElse: 'y',
    });
    expect(onShown).toHaveBeenCalledWith(true);
    expect(screen.getByText('Enter an age from 13 to 100.')).toBeTruthy();
    expect(screen.getByText('Invalid option')).toBeTruthy();
    expect(screen.queryByText('x')).toBeNull();
    expect(screen.getByLabelText('name').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('age'));
  });

  it('shows nothing, and says so, when the refusal names no field of the form', async () => {
    expect(await submit({ image: 'must not contain a NUL character' })).toHaveBeenCalledWith(false);
    expect(screen.queryByText('must not contain a NUL character')).toBeNull();
    cleanup();
    expect(await submit(undefined)).toHaveBeenCalledWith(false);
  });
});

describe('useFormOutcome', () => {
  it('keeps the outcome until a value on the form changes', () => {
    const { result } = renderHook(() => {
      const form = useForm({ defaultValues: { name: '' } });
      return { form, outcome: useFormOutcome(form.watch) };
    });
    act(() => result.current.outcome[1]({ tone: 'success', text: 'Saved.' }));
    expect(result.current.outcome[0]).toEqual({ tone: 'success', text: 'Saved.' });
    act(() => result.current.form.setValue('name', 'Ada'));
    expect(result.current.outcome[0]).toBeNull();
  });
});
