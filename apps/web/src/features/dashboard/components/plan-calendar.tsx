import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { MealPlanType } from '@thrive/contract';
import {
  addDays,
  addMonths,
  formatLongDate,
  formatMonth,
  isIsoDate,
  monthGrid,
  monthOf,
  sameMonth,
  shiftMonthKeepingDay,
  weekdayIndex,
  WEEKDAY_NAMES,
  type CalendarMonth,
} from '../../../lib/calendar';
import { PLAN_TYPE_NAMES } from '../plan-messages';
import { Field } from '../../../components/ui/field';

/** What a date holds: a custom or AI meal plan, a workout. */
export type DayMark = MealPlanType | 'workout';
export type PlanMarks = ReadonlyMap<string, ReadonlySet<DayMark>>;

interface PlanCalendarProps {
  selected: string;
  onSelect: (iso: string) => void;
  month: CalendarMonth;
  onMonthChange: (month: CalendarMonth) => void;
  today: string;
  marks: PlanMarks;
  /** Why the dates cannot be changed right now, when they cannot. */
  lockedReason?: string | undefined;
  busy?: boolean;
}

function dayLabel(iso: string, types: ReadonlySet<DayMark> | undefined, today: string): string {
  const parts = [formatLongDate(iso)];
  if (iso === today) parts.push('today');
  const planned = (['custom', 'ai'] as const).filter((type) => types?.has(type));
  if (planned.length > 0) parts.push(planned.map((type) => `${PLAN_TYPE_NAMES[type]} plan saved`).join(', '));
  if (types?.has('workout')) parts.push('workout planned');
  return parts.join(', ');
}

/** Where a key moves the focus in the grid, or null for a key the grid does not use. */
export function keyTarget(iso: string, key: string, shiftKey: boolean): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(iso, -1);
    case 'ArrowRight':
      return addDays(iso, 1);
    case 'ArrowUp':
      return addDays(iso, -7);
    case 'ArrowDown':
      return addDays(iso, 7);
    case 'Home':
      return addDays(iso, -weekdayIndex(iso));
    case 'End':
      return addDays(iso, 6 - weekdayIndex(iso));
    case 'PageUp':
      return shiftMonthKeepingDay(iso, shiftKey ? -12 : -1);
    case 'PageDown':
      return shiftMonthKeepingDay(iso, shiftKey ? 12 : 1);
    default:
      return null;
  }
}

/**
 * A month of day buttons marking the dates that hold plans. One day is in the tab order; arrow keys,
 * Home/End and Page Up/Down move between days as in a date picker, and Enter or Space picks the day.
 */
export function PlanCalendar({
  selected,
  onSelect,
  month,
  onMonthChange,
  today,
  marks,
  lockedReason,
  busy = false,
}: PlanCalendarProps) {
  const titleId = useId();
  const lockId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const [focused, setFocused] = useState(selected);
  const moveFocus = useRef(false);
  const weeks = monthGrid(month);
  const locked = lockedReason !== undefined;

  // The one day in the tab order: the last one focused when it is shown, else the selected day, else the 1st.
  const shown = (iso: string) => sameMonth(monthOf(iso), month);
  const tabbable = shown(focused) ? focused : shown(selected) ? selected : weeks[0]!.find((day) => day.inMonth)!.iso;

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-iso="${tabbable}"]`)?.focus();
  }, [tabbable]);

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, iso: string) {
    const target = keyTarget(iso, event.key, event.shiftKey);
    if (!target) return;
    event.preventDefault();
    moveFocus.current = true;
    setFocused(target);
    if (!shown(target)) onMonthChange(monthOf(target));
  }

  function pick(iso: string) {
    setFocused(iso);
    if (!shown(iso)) onMonthChange(monthOf(iso));
    onSelect(iso);
  }

  return (
    <div className="calendar" aria-busy={busy}>
      <div className="calendar__head">
        <button
          type="button"
          className="calendar__nav"
          aria-label="Previous month"
          onClick={() => onMonthChange(addMonths(month, -1))}
        >
          <ChevronLeft size={20} aria-hidden="true" />
        </button>
        <h3 id={titleId} className="calendar__title" aria-live="polite">
          {formatMonth(month)}
        </h3>
        <button
          type="button"
          className="calendar__nav"
          aria-label="Next month"
          onClick={() => onMonthChange(addMonths(month, 1))}
        >
          <ChevronRight size={20} aria-hidden="true" />
        </button>
      </div>

      <table
        className="calendar__grid"
        ref={gridRef}
        aria-labelledby={titleId}
        aria-describedby={locked ? lockId : undefined}
      >
        <thead>
          <tr>
            {WEEKDAY_NAMES.map((name) => (
              <th key={name} scope="col" abbr={name}>
                {name.slice(0, 2)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.iso}>
              {week.map((day) => {
                const types = marks.get(day.iso);
                return (
                  <td key={day.iso}>
                    <button
                      type="button"
                      className="calendar__day"
                      data-iso={day.iso}
                      data-outside={!day.inMonth}
                      data-today={day.iso === today}
                      tabIndex={day.iso === tabbable ? 0 : -1}
                      aria-pressed={day.iso === selected}
                      aria-current={day.iso === today ? 'date' : undefined}
                      aria-label={dayLabel(day.iso, types, today)}
                      disabled={locked}
                      onClick={() => pick(day.iso)}
                      onKeyDown={(event) => handleKeyDown(event, day.iso)}
                      onFocus={() => setFocused(day.iso)}
                    >
                      <span aria-hidden="true">{day.day}</span>
                      <span className="calendar__marks" aria-hidden="true">
                        {types?.has('custom') ? <span className="calendar__mark" data-type="custom" /> : null}
                        {types?.has('ai') ? <span className="calendar__mark" data-type="ai" /> : null}
                        {types?.has('workout') ? <span className="calendar__mark" data-type="workout" /> : null}
                      </span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="calendar__legend" aria-label="Calendar key">
        <li>
          <span className="calendar__mark" data-type="custom" aria-hidden="true" /> Custom plan
        </li>
        <li>
          <span className="calendar__mark" data-type="ai" aria-hidden="true" /> AI plan
        </li>
        <li>
          <span className="calendar__mark" data-type="workout" aria-hidden="true" /> Workout
        </li>
        <li>
          <span className="calendar__today-key" aria-hidden="true" /> Today
        </li>
      </ul>

      <div className="calendar__jump">
        <Field label="Go to a date">
          {(control) => (
            <input
              className="input"
              type="date"
              value={selected}
              disabled={locked}
              {...control}
              onChange={(event) => {
                if (isIsoDate(event.target.value)) pick(event.target.value);
              }}
            />
          )}
        </Field>
        <button
          type="button"
          className="btn btn-ghost"
          disabled={locked || selected === today}
          onClick={() => pick(today)}
        >
          Today
        </button>
      </div>
      {locked ? (
        <p id={lockId} className="calendar__lock">
          {lockedReason}
        </p>
      ) : null}
    </div>
  );
}
