import { useId } from 'react';
import { Link } from 'react-router';
import { ClipboardCheck } from 'lucide-react';
import { CHECK_IN, PLAN_CALORIES, type CheckIn, type UnitSystem } from '@thrive/contract';
import { LoadError } from '../../../components/ui/load-error';
import { useAcceptCheckIn, useCheckIn } from '../../../lib/body/body-api';
import { formatWeeklyRate } from '../../../lib/body/body-units';
import { formatLongDate } from '../../../lib/calendar';

const kcal = (value: number) => `${value.toLocaleString('en-US')} kcal`;

/** Why a proposal is not the expenditure less (or plus) the goal's rate. */
const LIMIT_TEXT: Record<NonNullable<NonNullable<CheckIn['proposal']>['limitedBy']> | 'none', string> = {
  none: '',
  'weekly-change': ` It moves by at most ${CHECK_IN.maxWeeklyChange * 100} % a week, so it may move again next week.`,
  floor: ` It is held at ${kcal(CHECK_IN.floor)}, the lowest target Thrive proposes.`,
  ceiling: ` It is held at ${kcal(PLAN_CALORIES.max)}, the most a plan is made for.`,
};

const CONFIDENCE_TEXT: Record<CheckIn['confidenceLevel'], string> = {
  high: 'High: most days are logged.',
  medium: 'Medium: log more days for a firmer figure.',
  low: 'Low: many days are missing, so treat it as a rough guide.',
};

/**
 * The weekly check-in (docs/product.md, "Body and progress"): what the last four weeks of diary and scale say was
 * spent, and the target it proposes, put into "My targets" by Accept.
 */
export function CheckInCard({ userId, units }: { userId: string; units: UnitSystem }) {
  const headingId = useId();
  const checkIn = useCheckIn();
  const accept = useAcceptCheckIn(userId);
  const proposal = checkIn.data?.proposal;

  return (
    <section className="card progress-card check-in" aria-labelledby={headingId}>
      <h2 id={headingId} className="progress-card__title">
        <ClipboardCheck size={20} aria-hidden="true" /> Weekly check-in
      </h2>
      {checkIn.isPending ? (
        <p role="status" aria-busy="true">
          Reading your diary and weigh-ins…
        </p>
      ) : checkIn.isError ? (
        <LoadError message="Your check-in could not be loaded." onRetry={() => void checkIn.refetch()} />
      ) : (
        <CheckInFigures checkIn={checkIn.data} units={units} />
      )}
      {accept.isSuccess ? (
        <p className="form-message" data-tone="success" role="status">
          Your target is now {kcal(accept.data.targets.calories!)} a day. The home page, the AI meal plan and the
          planner plan with it. <Link to="/">Make a plan</Link>
        </p>
      ) : proposal && proposal.calories !== proposal.current ? (
        <div className="check-in__proposal">
          <p>
            Proposed target: <strong>{kcal(proposal.calories)}</strong> a day, in place of {kcal(proposal.current)}.
            {LIMIT_TEXT[proposal.limitedBy ?? 'none']}
          </p>
          <button
            type="button"
            className="btn btn-primary"
            disabled={accept.isPending}
            onClick={() => accept.mutate(proposal.calories)}
          >
            {accept.isPending ? 'Saving…' : `Accept ${kcal(proposal.calories)}`}
          </button>
        </div>
      ) : proposal ? (
        <p className="check-in__proposal">
          {proposal.limitedBy === 'weekly-change'
            ? `Your target of ${kcal(proposal.current)} a day stays for now: it has moved by ${CHECK_IN.maxWeeklyChange * 100} % this week already.`
            : `Your target of ${kcal(proposal.current)} a day already fits what you spend: keep it.`}
        </p>
      ) : null}
      {accept.isError ? (
        <p className="form-message" data-tone="error" role="alert">
          {accept.error.message}
        </p>
      ) : null}
    </section>
  );
}

function CheckInFigures({ checkIn, units }: { checkIn: CheckIn; units: UnitSystem }) {
  const { intake, weight, expenditure } = checkIn;
  return (
    <>
      <p className="progress-card__hint">
        {formatLongDate(checkIn.from)} to {formatLongDate(checkIn.to)}
      </p>
      <dl className="check-in__figures">
        <div>
          <dt>Days in your diary</dt>
          <dd>
            {intake.days} of {CHECK_IN.windowDays}
            {intake.mean === null ? '' : `, ${kcal(intake.mean)} a day on average`}
          </dd>
        </div>
        <div>
          <dt>Weigh-ins</dt>
          <dd>
            {weight.weighIns}
            {weight.weeklyRate === null ? '' : `, ${formatWeeklyRate(weight.weeklyRate, units)}`}
          </dd>
        </div>
        <div>
          <dt>Energy you spent</dt>
          <dd>{expenditure === null ? 'Not known yet' : `${kcal(expenditure)} a day`}</dd>
        </div>
        <div>
          <dt>Confidence</dt>
          <dd>{CONFIDENCE_TEXT[checkIn.confidenceLevel]}</dd>
        </div>
      </dl>
      {checkIn.missing.length > 0 ? (
        <ul className="check-in__missing">
          {checkIn.missing.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
