import { lazy, Suspense, useId } from 'react';
import { Link } from 'react-router';
import { Scale } from 'lucide-react';
import type { UnitSystem } from '@thrive/contract';
import { useBodyEntries } from '../../../lib/body/body-api';
import { CardHead } from './card-head';

// Below the fold, the form and its library load after the dashboard's first screen rather than with it.
const WeighInForm = lazy(() =>
  import('../../../components/body/weigh-in-form').then((module) => ({ default: module.WeighInForm })),
);

/** Today's weigh-in from the dashboard, in a moment; the measurements and the trend are on /progress. */
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
      ) : (
        <Suspense fallback={loading}>
          <WeighInForm
            key={units}
            userId={userId}
            units={units}
            date={today}
            entry={entry.data?.[0]}
            measurements={false}
          />
        </Suspense>
      )}
    </section>
  );
}
