import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { DEVICE_KEYS } from '../../lib/device-keys';
import { CalorieCalculatorPage } from './calorie-calculator-page';

/** Nobody is signed in: the targets are this browser's. */
function showCalculator() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(null)),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <CalorieCalculatorPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const storedTargets = () => JSON.parse(localStorage.getItem(DEVICE_KEYS.targets) ?? 'null')?.targets;

describe('the calorie calculator', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('updates the result as a slider moves, and saves the facts as targets a moment later', async () => {
    showCalculator();
    const age = await screen.findByRole('slider', { name: 'Age' });
    const maintain = screen.getByTestId('target-maintain');
    const before = maintain.textContent;
    vi.useFakeTimers();
    fireEvent.change(age, { target: { value: '60' } });
    expect(screen.getByText('60 years')).toBeTruthy();
    expect(maintain.textContent).not.toBe(before);
    expect(storedTargets()?.age).toBeUndefined();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(storedTargets()).toMatchObject({ age: 60, sex: 'male', height: 180, weight: 80, activity: 2 });
  });

  it('shows height in feet and inches in US units, and keeps it in centimetres', async () => {
    showCalculator();
    fireEvent.click(await screen.findByRole('radio', { name: 'US' }));
    const height = await screen.findByRole('slider', { name: 'Height' });
    expect(height.getAttribute('aria-valuetext')).toBe('5 ft 11 in');
    vi.useFakeTimers();
    fireEvent.change(height, { target: { value: '70' } });
    expect(height.getAttribute('aria-valuetext')).toBe('5 ft 10 in');
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(storedTargets()).toMatchObject({ units: 'us', height: 177.8 });
  });
});
