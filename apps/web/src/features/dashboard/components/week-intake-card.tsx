import { useId } from 'react';
import { Link } from 'react-router';
import { NotebookPen } from 'lucide-react';
import { planDayLabel } from '../../../lib/calendar';
import { CardHead } from './card-head';
import './week-intake-card.css';

export interface IntakeDay {
  date: string;
  /** Calories of the day's plan (the custom one, else the AI one), if a plan covers it. */
  planned: number | undefined;
  /** Calories the diary logged, if it has the day. */
  eaten: number | undefined;
}

interface WeekIntakeCardProps {
  days: IntakeDay[];
  target: number;
  loading: boolean;
  /** The date picked on the calendar: its diary is a click away. */
  date: string;
}

const kcal = (value: number | undefined) => (value === undefined ? '—' : `${Math.round(value)}`);

/** Monday to Sunday of the picked date's week: what was planned, what was eaten, and the target. */
export function WeekIntakeCard({ days, target, loading, date }: WeekIntakeCardProps) {
  const headingId = useId();
  const logged = days.filter((day) => day.eaten !== undefined);
  const eatenSum = logged.reduce((sum, day) => sum + day.eaten!, 0);
  return (
    <section className="card dashboard-card week-intake" aria-labelledby={headingId} aria-busy={loading}>
      <CardHead
        icon={NotebookPen}
        titleId={headingId}
        title="Planned and eaten this week"
        subtitle={`Calories a day against your target of ${Math.round(target)} kcal.`}
      />
      <table className="week-intake__table">
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Planned</th>
            <th scope="col">Eaten</th>
            <th scope="col">Against target</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => {
            const difference = day.eaten === undefined ? undefined : day.eaten - target;
            return (
              <tr key={day.date} data-picked={day.date === date}>
                <th scope="row">{planDayLabel(day.date, 0)}</th>
                <td>{kcal(day.planned)}</td>
                <td>{kcal(day.eaten)}</td>
                <td data-over={difference !== undefined && difference > 0}>
                  {difference === undefined ? '—' : `${difference > 0 ? '+' : '−'}${Math.abs(Math.round(difference))}`}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="week-intake__note">
        {logged.length > 0
          ? `${logged.length} ${logged.length === 1 ? 'day' : 'days'} logged, ${Math.round(eatenSum / logged.length)} kcal a day on average.`
          : 'No day of this week is in your diary yet.'}{' '}
        <Link to={`/diary?date=${date}`}>Open the diary for {planDayLabel(date, 0)}</Link>
      </p>
    </section>
  );
}
