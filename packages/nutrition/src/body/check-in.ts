import { addDays, CHECK_IN, daysBetween, PLAN_CALORIES, TREND, type CheckIn, type Targets } from '@thrive/contract';
import { DEFAULT_WEEKLY_RATE } from '../calorie-calculator';
import { resolveTargets } from '../resolved-targets';
import { weeklyRate, type WeighIn } from './weight-trend';

export interface CheckInInput {
  /** The person's date today: the window ends the day before, whose diary is complete. */
  today: string;
  /** Kcal of each day with at least one diary entry. */
  intake: readonly { date: string; calories: number }[];
  weighIns: readonly WeighIn[];
  targets: Targets;
  /** The calorie target as it stood a week ago, when a check-in has changed it since. */
  caloriesWeekAgo?: number | undefined;
}

const within = (from: string, to: string) => (item: { date: string }) => item.date >= from && item.date <= to;

function confidenceLevel(confidence: number): CheckIn['confidenceLevel'] {
  if (confidence >= 0.75) return 'high';
  if (confidence >= 0.4) return 'medium';
  return 'low';
}

/**
 * The weekly check-in (docs/product.md, "Body and progress"). Over the last `CHECK_IN.windowDays` days:
 *
 *   expenditure = mean intake of the days logged − weekly rate of weight ÷ 7 × `CHECK_IN.kcalPerKg`
 *
 * and the next target is the expenditure plus (gaining) or minus (losing) the goal's weekly rate in kcal a day,
 * held within `CHECK_IN.maxWeeklyChange` of the target a week ago, never below `CHECK_IN.floor` nor above the most a plan
 * is made for. Each part that cannot be read says what is missing instead of guessing.
 */
export function checkIn({ today, intake, weighIns, targets, caloriesWeekAgo }: CheckInInput): CheckIn {
  const to = addDays(today, -1);
  const from = addDays(today, -CHECK_IN.windowDays);
  const intakeDays = intake.filter(within(from, to));
  const weights = weighIns.filter(within(from, to));
  const missing: string[] = [];

  const meanIntake =
    intakeDays.length >= CHECK_IN.minIntakeDays
      ? intakeDays.reduce((sum, day) => sum + day.calories, 0) / intakeDays.length
      : null;
  if (meanIntake === null) {
    const more = CHECK_IN.minIntakeDays - intakeDays.length;
    missing.push(`Log what you eat on ${more} more ${more === 1 ? 'day' : 'days'} in your diary.`);
  }

  const span = weights.length > 0 ? daysBetween(weights[0]!.date, weights.at(-1)!.date) + 1 : 0;
  const rate = span >= CHECK_IN.minSpanDays ? weeklyRate(weights, to) : null;
  if (weights.length === 0) missing.push(`Weigh in a few times a week for ${CHECK_IN.minSpanDays} days.`);
  else if (span < CHECK_IN.minSpanDays) {
    missing.push(`Keep weighing in: the check-in needs weigh-ins over ${CHECK_IN.minSpanDays} days (${span} so far).`);
  } else if (rate === null) {
    missing.push(`Weigh in at least ${TREND.rateMinWeighIns} times over the ${CHECK_IN.windowDays} days.`);
  }

  const expenditure = meanIntake !== null && rate !== null ? meanIntake - (rate / 7) * CHECK_IN.kcalPerKg : null;
  // Full marks for a diary every day and a weigh-in every other day over the whole window.
  const confidence =
    Math.min(1, intakeDays.length / CHECK_IN.windowDays) * Math.min(1, weights.length / (CHECK_IN.windowDays / 2));

  return {
    from,
    to,
    intake: { days: intakeDays.length, mean: meanIntake === null ? null : Math.round(meanIntake) },
    weight: { weighIns: weights.length, weeklyRate: rate === null ? null : Math.round(rate * 100) / 100 },
    expenditure: expenditure === null ? null : Math.round(expenditure),
    confidence: Math.round(confidence * 100) / 100,
    confidenceLevel: confidenceLevel(confidence),
    missing,
    proposal: expenditure === null ? null : propose(expenditure, targets, caloriesWeekAgo),
  };
}

/** The next target for the goal, held within the week's change, the floor and the ceiling. */
function propose(expenditure: number, targets: Targets, caloriesWeekAgo: number | undefined): CheckIn['proposal'] {
  const current = resolveTargets(targets).calories;
  const goal = targets.goal ?? 'maintain';
  const rate = goal === 'maintain' ? 0 : (targets.weeklyRate ?? DEFAULT_WEEKLY_RATE[goal]);
  const wanted = expenditure + ((goal === 'gain' ? 1 : -1) * rate * CHECK_IN.kcalPerKg) / 7;
  const base = caloriesWeekAgo ?? current;
  const held = Math.min(base * (1 + CHECK_IN.maxWeeklyChange), Math.max(base * (1 - CHECK_IN.maxWeeklyChange), wanted));
  // Rounded toward the base, so that rounding never carries the target past the week's limit.
  const rounded = (held > base ? Math.floor : Math.ceil)(held / CHECK_IN.roundTo) * CHECK_IN.roundTo;
  const calories = Math.min(PLAN_CALORIES.max, Math.max(CHECK_IN.floor, rounded));
  let limitedBy: NonNullable<CheckIn['proposal']>['limitedBy'] = null;
  if (rounded < CHECK_IN.floor) limitedBy = 'floor';
  else if (rounded > PLAN_CALORIES.max) limitedBy = 'ceiling';
  else if (held !== wanted) limitedBy = 'weekly-change';
  return { calories, current, limitedBy };
}
