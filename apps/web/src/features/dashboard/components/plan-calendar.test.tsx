import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MealPlanType } from '@thrive/contract';
import type { CalendarMonth } from '../../../lib/calendar';
import { keyTarget, PlanCalendar } from './plan-calendar';

function Harness({ onSelect, locked }: { onSelect: (iso: string) => void; locked?: boolean }) {
  const [selected, setSelected] = useState('2026-03-10');
  const [month, setMonth] = useState<CalendarMonth>({ year: 2026, month: 3 });
  const marks = new Map<string, Set<MealPlanType>>([
    ['2026-03-12', new Set<MealPlanType>(['custom'])],
    ['2026-03-13', new Set<MealPlanType>(['custom', 'ai'])],
  ]);
  return (
    <PlanCalendar
      selected={selected}
      onSelect={(iso) => {
        setSelected(iso);
        onSelect(iso);
      }}
      month={month}
      onMonthChange={setMonth}
      today="2026-03-11"
      marks={marks}
      lockedReason={locked ? 'Save or cancel your changes to pick another date.' : undefined}
    />
  );
}

const day = (name: RegExp) => screen.getByRole('button', { name });

describe('PlanCalendar', () => {
  afterEach(cleanup);

  it('names each day with the plans it holds and marks the chosen one', () => {
    render(<Harness onSelect={vi.fn()} />);
    expect(day(/12 March 2026/).getAttribute('aria-label')).toMatch(/Custom plan saved$/);
    expect(day(/13 March 2026/).getAttribute('aria-label')).toMatch(/Custom plan saved, AI plan saved$/);
    expect(day(/11 March 2026/).getAttribute('aria-current')).toBe('date');
    expect(day(/10 March 2026/).getAttribute('aria-pressed')).toBe('true');
    // One day in the tab order.
    expect(screen.getAllByRole('button').filter((button) => button.tabIndex === 0 && button.dataset.iso)).toHaveLength(
      1,
    );
  });

  it('moves with the arrow keys, across into the next month, and picks with Enter', async () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    const user = userEvent.setup();
    day(/10 March 2026/).focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowRight}');
    expect(document.activeElement?.getAttribute('data-iso')).toBe('2026-04-01');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('April 2026');
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('2026-04-01');
    await user.keyboard('{PageUp}');
    expect(document.activeElement?.getAttribute('data-iso')).toBe('2026-03-01');
  });

  it('picks a typed date and goes back to today', async () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('April 2026');
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(onSelect).toHaveBeenLastCalledWith('2026-03-11');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('March 2026');
  });

  it('cannot change the date while a plan is being edited', () => {
    render(<Harness onSelect={vi.fn()} locked />);
    expect((day(/12 March 2026/) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Save or cancel your changes to pick another date.')).toBeTruthy();
  });

  it('maps keys the way date pickers do', () => {
    expect(keyTarget('2026-03-11', 'Home', false)).toBe('2026-03-09');
    expect(keyTarget('2026-03-11', 'End', false)).toBe('2026-03-15');
    expect(keyTarget('2026-03-31', 'PageDown', false)).toBe('2026-04-30');
    expect(keyTarget('2026-03-11', 'PageDown', true)).toBe('2027-03-11');
    expect(keyTarget('2026-03-11', 'a', false)).toBeNull();
  });
});
