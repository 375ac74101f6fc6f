import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { TOAST_DURATION_MS, ToastProvider, useToast } from './toast';

function Saver() {
  const showToast = useToast();
  return (
    <>
      <button type="button" onClick={() => showToast('AI meal plan saved successfully!')}>
        Save
      </button>
      <button type="button" onClick={() => showToast('Please log in to save a meal plan.')}>
        Save signed out
      </button>
    </>
  );
}

const toasts = () => document.querySelectorAll('.toast');

describe('ToastProvider', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows one message at a time as visible text, announces it politely and hides it after five seconds', async () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Saver />
      </ToastProvider>,
    );
    expect(toasts()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect([...toasts()].map((toast) => toast.textContent)).toEqual(['AI meal plan saved successfully!']);
    const announcer = screen.getByRole('status');
    expect(announcer.getAttribute('aria-live')).toBe('polite');
    expect(announcer.textContent).toContain('AI meal plan saved successfully!');

    fireEvent.click(screen.getByRole('button', { name: 'Save signed out' }));
    await act(() => vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 200));
    expect([...toasts()].map((toast) => toast.textContent)).toEqual(['Please log in to save a meal plan.']);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(toasts()).toHaveLength(0);
  });
});
