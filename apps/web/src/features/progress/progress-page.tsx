import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LineChart, Scale, Trash2 } from 'lucide-react';
import { BODY_MEASUREMENTS, type BodyEntry, type BodyTrend, type UnitSystem } from '@thrive/contract';
import { WeighInForm } from '../../components/body/weigh-in-form';
import { LoadError } from '../../components/ui/load-error';
import { SignInCard } from '../../components/ui/sign-in-card';
import { ToastProvider, useToast } from '../../components/ui/toast';
import { useBodyEntries, useBodyTrend, useDeleteBodyEntry, useSaveBodyEntry } from '../../lib/body/body-api';
import {
  bodyUnits,
  formatWeeklyRate,
  formatWeight,
  lengthIn,
  MEASUREMENT_NAMES,
  weightIn,
} from '../../lib/body/body-units';
import { formatLongDate, formatShortDate, isIsoDate } from '../../lib/calendar';
import { localIsoDate } from '../../lib/local-date';
import { useAuth } from '../../lib/session';
import { useTargets } from '../../lib/targets/use-targets';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CheckInCard } from './components/check-in-card';
import { progressAddress, RANGES } from './progress-address';
import { WeightChart } from './components/weight-chart';
import './progress-page.css';

/**
 * /progress (docs/product.md, "Body and progress"): weigh-ins and measurements, the trend and the weekly check-in.
 * The date being logged and the span shown are in the address, so a reload or Back shows the same.
 */
export function ProgressPage() {
  useDocumentTitle('Progress');
  const { user, isPending } = useAuth();

  return (
    <div className="page progress">
      <div className="container">
        <header className="page-header">
          <span className="eyebrow">Progress</span>
          <h1>Body and progress</h1>
          <p>Weigh in, follow your trend, and let the weekly check-in tune your calorie target.</p>
        </header>
        {isPending ? (
          <p role="status" aria-busy="true">
            Loading your progress…
          </p>
        ) : user ? (
          <ToastProvider>
            <ProgressView userId={user.id} />
          </ToastProvider>
        ) : (
          <SignInCard title="Sign in to follow your weight and measurements.">
            Your weigh-ins are kept with your account, so they are there on every device.
          </SignInCard>
        )}
      </div>
    </div>
  );
}

function ProgressView({ userId }: { userId: string }) {
  const [params, setParams] = useSearchParams();
  const { resolved, ready } = useTargets();
  const units = resolved.units;
  const today = localIsoDate();
  const { date, span, range } = progressAddress(params, today);
  const entries = useBodyEntries(range);
  const trend = useBodyTrend(range);
  const dateEntry = useBodyEntries({ from: date, to: date });
  const formId = useId();
  const chartId = useId();

  const change = (next: Record<string, string | null>) =>
    setParams(
      (current) => {
        const merged = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value === null) merged.delete(key);
          else merged.set(key, value);
        }
        return merged;
      },
      { replace: true },
    );

  return (
    <div className="progress__grid">
      <section className="card progress-card" aria-labelledby={formId}>
        <h2 id={formId} className="progress-card__title">
          <Scale size={20} aria-hidden="true" /> Weigh in
        </h2>
        <label className="field progress__date">
          <span>Date</span>
          <input
            className="input"
            type="date"
            value={date}
            max={today}
            onChange={(event) => {
              const next = event.target.value;
              if (isIsoDate(next) && next <= today) change({ date: next === today ? null : next });
            }}
          />
        </label>
        {dateEntry.isPending || !ready ? (
          <p role="status" aria-busy="true">
            Loading…
          </p>
        ) : (
          <WeighInForm key={date} userId={userId} units={units} date={date} entry={dateEntry.data?.[0]} measurements />
        )}
      </section>

      <CheckInCard userId={userId} units={units} />

      <section className="card progress-card progress__trend" aria-labelledby={chartId}>
        <div className="progress-card__head">
          <h2 id={chartId} className="progress-card__title">
            <LineChart size={20} aria-hidden="true" /> Weight trend
          </h2>
          <div className="progress__ranges" role="group" aria-label="Span shown">
            {RANGES.map((option) => (
              <button
                key={option.days}
                type="button"
                className="btn btn-ghost btn-small"
                aria-pressed={option.days === span.days}
                onClick={() => change({ range: option === RANGES[0] ? null : String(option.days) })}
              >
                {option.label}
              </button>
            ))}
          </div>
        </div>
        {trend.isPending ? (
          <p role="status" aria-busy="true" className="progress__chart-space">
            Loading your trend…
          </p>
        ) : trend.isError ? (
          <LoadError message="Your trend could not be loaded." onRetry={() => void trend.refetch()} />
        ) : (
          <TrendView trend={trend.data} units={units} />
        )}
      </section>

      <EntriesTable
        key={span.days}
        userId={userId}
        entries={entries.data}
        failed={entries.isError}
        onRetry={() => void entries.refetch()}
        units={units}
        onEdit={(entryDate) => change({ date: entryDate === today ? null : entryDate })}
      />
    </div>
  );
}

function TrendView({ trend, units }: { trend: BodyTrend; units: UnitSystem }) {
  const last = trend.days.at(-1);
  if (!last) {
    return (
      <p className="progress__chart-space progress-card__hint">
        Your trend appears after your first weigh-in in this span.
      </p>
    );
  }
  const summary = [
    `Trend ${formatWeight(last.trend, units)} on ${formatLongDate(last.date)}`,
    trend.weeklyRate === null
      ? 'weigh in on a few more days for a weekly rate'
      : `changing ${formatWeeklyRate(trend.weeklyRate, units)}`,
  ].join(', ');
  return (
    <>
      <WeightChart
        days={trend.days}
        units={units}
        goal={trend.goal?.weight}
        label={`Chart of your weigh-ins and trend. ${summary}.`}
      />
      <p className="progress__summary">{summary}.</p>
      {trend.goal ? <p className="progress__summary">{goalText(trend.goal, trend.weeklyRate, units)}</p> : null}
    </>
  );
}

function goalText(goal: NonNullable<BodyTrend['goal']>, rate: number | null, units: UnitSystem): string {
  const weight = formatWeight(goal.weight, units);
  if (goal.reachedOn)
    return `At this rate your trend reaches your goal of ${weight} around ${formatLongDate(goal.reachedOn)}.`;
  if (rate === null) return `Your goal is ${weight}. Weigh in on a few more days to see when you may reach it.`;
  return `Your goal is ${weight}. At this rate your trend is not heading toward it.`;
}

interface EntriesTableProps {
  userId: string;
  entries: BodyEntry[] | undefined;
  failed: boolean;
  onRetry: () => void;
  units: UnitSystem;
  onEdit: (date: string) => void;
}

/** How many entries the list shows until "Show all" is pressed: two weeks of daily weigh-ins. */
const SHOWN_AT_FIRST = 14;

/** The span's entries, newest first: the measurements over time, each with Edit and Delete (with Undo). */
function EntriesTable({ userId, entries, failed, onRetry, units, onEdit }: EntriesTableProps) {
  const headingId = useId();
  const [showAll, setShowAll] = useState(false);
  const remove = useDeleteBodyEntry(userId);
  const restore = useSaveBodyEntry(userId);
  const toast = useToast();
  const unit = bodyUnits(units);
  const columns = BODY_MEASUREMENTS.filter((name) => entries?.some((entry) => entry[name] !== undefined));
  const withBodyFat = entries?.some((entry) => entry.bodyFat !== undefined) ?? false;

  function deleteEntry(entry: BodyEntry) {
    remove.mutate(entry.date, {
      onSuccess: ({ date, updatedAt: _updated, ...measures }) =>
        toast(`Removed the entry of ${formatLongDate(date)}.`, {
          label: 'Undo',
          altText: 'Log the entry again from the form',
          onAction: () =>
            restore.mutate(
              { date, measures },
              { onError: (error) => toast(`The entry could not be logged again: ${error.message}`) },
            ),
        }),
      onError: (error) => toast(error.message),
    });
  }

  return (
    <section className="card progress-card progress__entries" aria-labelledby={headingId}>
      <h2 id={headingId} className="progress-card__title">
        Your entries
      </h2>
      {failed ? (
        <LoadError message="Your entries could not be loaded." onRetry={onRetry} />
      ) : !entries ? (
        <p role="status" aria-busy="true">
          Loading…
        </p>
      ) : entries.length === 0 ? (
        <p className="progress-card__hint">Nothing logged in this span yet.</p>
      ) : (
        <div className="progress__table-scroll" tabIndex={0} role="region" aria-labelledby={headingId}>
          <table className="progress__table">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Weight ({unit.weight})</th>
                {withBodyFat ? <th scope="col">Body fat (%)</th> : null}
                {columns.map((name) => (
                  <th key={name} scope="col">
                    {MEASUREMENT_NAMES[name]} ({unit.length})
                  </th>
                ))}
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {[...entries]
                .reverse()
                .slice(0, showAll ? undefined : SHOWN_AT_FIRST)
                .map((entry) => (
                  <tr key={entry.date}>
                    <th scope="row">
                      <time dateTime={entry.date}>{formatShortDate(entry.date)}</time>
                    </th>
                    <td>{entry.weight === undefined ? '–' : weightIn(entry.weight, units)}</td>
                    {withBodyFat ? <td>{entry.bodyFat ?? '–'}</td> : null}
                    {columns.map((name) => (
                      <td key={name}>{entry[name] === undefined ? '–' : lengthIn(entry[name], units)}</td>
                    ))}
                    <td className="progress__actions">
                      <button type="button" className="btn btn-ghost btn-small" onClick={() => onEdit(entry.date)}>
                        Edit<span className="visually-hidden"> {formatLongDate(entry.date)}</span>
                      </button>
                      <button
                        type="button"
                        className="icon-button"
                        aria-label={`Delete the entry of ${formatLongDate(entry.date)}`}
                        disabled={remove.isPending}
                        onClick={() => deleteEntry(entry)}
                      >
                        <Trash2 size={18} aria-hidden="true" />
                      </button>
                    </td>
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
      )}
      {entries && entries.length > SHOWN_AT_FIRST && !showAll ? (
        <button type="button" className="btn btn-secondary progress__more" onClick={() => setShowAll(true)}>
          Show all {entries.length} entries
        </button>
      ) : null}
    </section>
  );
}

export { ProgressPage as Component };
