import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { Scale } from 'lucide-react';
import type { UnitSystem } from '@thrive/contract';
import { useBodyEntries } from '../../../lib/body/body-api';
import { formatWeight } from '../../../lib/body/body-units';
import { CardHead } from './card-head';

// The form and its library load when the person asks for it, not with the dashboard.
const WeighInForm = lazy(() =>
  import('../../../components/body/weigh-in-form').then((module) => ({ default: module.WeighInForm })),
);

/**
 * Today's weigh-in from the dashboard, in a moment: today's weight when it is logged, and a button that opens the
 * form; the measurements and the trend are on /progress.
 */
export function WeighInCard({
  userId,
  units,
  today,
  unitsKnown,
}: {
  userId: string;
  units: UnitSystem;
  today: string;
  /** False until the person's targets, which choose the units, have loaded. */
  unitsKnown: boolean;
}) {
  const headingId = useId();
  const entry = useBodyEntries({ from: today, to: today });
  const [open, setOpen] = useState(false);
  const logged = entry.data?.[0];
  const loading = (
    <p className="plan-state" role="status" aria-busy="true">
      Loading…
    </p>
  );
  return (
    <section className="card dashboard-card weigh-in-card" aria-labelledby={headingId}>
      <CardHead
        icon={Scale}
        titleId={headingId}
        title="Today's weigh-in"
        subtitle={<Link to="/progress">See your trend and weekly check-in</Link>}
      />
      {entry.isPending || !unitsKnown ? (
        loading
      ) : open ? (
        <Suspense fallback={loading}>
          <WeighInForm
            key={units}
            userId={userId}
            units={units}
            date={today}
            entry={logged}
            measurements={false}
            autoFocus
          />
        </Suspense>
      ) : (
        <div className="weigh-in-card__today">
          {logged?.weight === undefined ? null : <p>Today: {formatWeight(logged.weight, units)}</p>}
          <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
            {logged?.weight === undefined ? "Log today's weight" : 'Change'}
          </button>
        </div>
      )}
    </section>
  );
}
