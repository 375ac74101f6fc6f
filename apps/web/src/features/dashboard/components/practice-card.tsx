import { useId } from 'react';
import { Link } from 'react-router';
import { Flower2 } from 'lucide-react';
import { LoadError } from '../../../components/ui/load-error';
import { usePractice } from '../api/get-practice';
import { CardHead } from './card-head';
import { addDays, WEEKDAY_NAMES } from '../../../lib/calendar';

interface PracticeCardProps {
  /** Monday of the week shown. */
  monday: string;
  today: string;
}

/** This week's minutes of yoga practice, day by day, from the guided sessions finished. */
export function PracticeCard({ monday, today }: PracticeCardProps) {
  const headingId = useId();
  const sunday = addDays(monday, 6);
  const practice = usePractice(monday, sunday);
  const days = WEEKDAY_NAMES.map((name, index) => {
    const date = addDays(monday, index);
    const minutes = (practice.data?.entries ?? [])
      .filter((entry) => entry.date === date)
      .reduce((sum, entry) => sum + entry.minutes, 0);
    return { name, date, minutes };
  });
  const most = Math.max(30, ...days.map((day) => day.minutes));

  return (
    <section className="card dashboard-card practice-card" aria-labelledby={headingId}>
      <CardHead icon={Flower2} titleId={headingId} title="Yoga this week" />
      {practice.isError ? (
        <LoadError message="Your practice could not be loaded." onRetry={() => void practice.refetch()} />
      ) : (
        <>
          <p className="practice-card__total" aria-busy={practice.isPending}>
            <strong>{practice.isPending ? '…' : practice.data.totalMinutes}</strong> minutes of practice
          </p>
          <ol className="practice-card__days" aria-label="Minutes by day">
            {days.map((day) => (
              <li key={day.date} data-today={day.date === today}>
                <span className="practice-card__bar" aria-hidden="true">
                  <span style={{ height: `${(day.minutes / most) * 100}%` }} />
                </span>
                <span className="practice-card__day">
                  <abbr title={day.name}>{day.name.slice(0, 1)}</abbr>
                  <span className="visually-hidden">: {day.minutes} minutes</span>
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
      <Link to="/yoga" className="favourites__more">
        Start a guided session
      </Link>
    </section>
  );
}
