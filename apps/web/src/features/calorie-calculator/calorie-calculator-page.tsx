import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Flame, Scale, TrendingDown, TrendingUp, type LucideIcon } from 'lucide-react';
import { PLAN_MESSAGES, type Goal, type Targets, type UnitSystem } from '@thrive/contract';
import {
  CALCULATOR_BOUNDS,
  CALCULATOR_DEFAULTS,
  CM_PER_INCH,
  DEFAULT_WEEKLY_RATE,
  KG_PER_POUND,
  calorieTargets,
  isPlannableCalories,
  type CalculatorInput,
  type CalorieTargets,
  type Sex,
} from '@thrive/nutrition';
import { targetsFormKey, useTargets, type TargetsState } from '../../lib/targets/use-targets';
import { useDocumentTitle } from '../../lib/use-document-title';
import { RangeField } from './components/range-field';
import { SegmentedChoice } from './components/segmented-choice';
import './calorie-calculator-page.css';

const RESULTS: { key: keyof CalorieTargets & Goal; title: string; note: string; icon: LucideIcon }[] = [
  { key: 'gain', title: 'To Gain Weight', note: '300 kcal above maintenance: about 0.3 kg a week', icon: TrendingUp },
  { key: 'maintain', title: 'To Maintain', note: 'What your body uses in a day', icon: Scale },
  {
    key: 'lose',
    title: 'To Lose Weight',
    note: '500 kcal below, never under 1200: about 0.5 kg a week',
    icon: TrendingDown,
  },
];

const inches = (cm: number) => Math.round(cm / CM_PER_INCH);
const pounds = (kg: number) => Math.round(kg / KG_PER_POUND);
const clamp = (value: number, { min, max }: { min: number; max: number }) => Math.min(max, Math.max(min, value));

function feetAndInches(cm: number): string {
  const total = inches(cm);
  return `${Math.floor(total / 12)} ft ${total % 12} in`;
}

/** How long a slider rests before its value is saved: a drag is one change, not fifty. */
const SAVE_AFTER_MS = 500;

/** The person's facts as the calculator reads them: their own, else the calculator's starting values. */
function calculatorInput(targets: Targets): CalculatorInput {
  const { sex, age, height, weight, activity } = { ...CALCULATOR_DEFAULTS, ...targets };
  return { sex, age, height, weight, activity };
}

/**
 * The person's facts, filled in from their targets and saved as them a moment after each change, so the
 * result is the same after a reload and on their other devices.
 */
function useCalculatorInput(targets: TargetsState) {
  const [input, setInput] = useState(() => calculatorInput(targets.targets));
  const pending = useRef<CalculatorInput | null>(null);
  const save = useRef(targets.save);
  useEffect(() => {
    save.current = targets.save;
  });
  useEffect(() => {
    const changed = pending.current;
    if (!changed) return;
    const timer = setTimeout(() => {
      pending.current = null;
      save.current(changed);
    }, SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [input]);
  // Leaving the page keeps the last change too.
  useEffect(
    () => () => {
      if (pending.current) save.current(pending.current);
    },
    [],
  );
  const update = (patch: Partial<CalculatorInput>) =>
    setInput((current) => {
      const next = { ...current, ...patch };
      pending.current = next;
      return next;
    });
  return { input, update };
}

export function CalorieCalculatorPage() {
  useDocumentTitle('Calorie Calculator');
  const targets = useTargets();
  // The form starts from the targets once they are known.
  return <Calculator key={targetsFormKey(targets)} targets={targets} />;
}

function Calculator({ targets }: { targets: TargetsState }) {
  const { input, update } = useCalculatorInput(targets);
  const units: UnitSystem = targets.resolved.units;
  const results = calorieTargets(input);
  const { age, height, weight, activity } = CALCULATOR_BOUNDS;
  const chosen = targets.targets.calories;

  function chooseTarget(goal: Goal, calories: number) {
    targets.save({
      ...input,
      goal,
      calories,
      ...(goal === 'maintain' ? {} : { weeklyRate: DEFAULT_WEEKLY_RATE[goal] }),
    });
  }

  return (
    <div className="page calculator">
      <div className="container">
        <header className="page-header">
          <span className="eyebrow">Know your numbers</span>
          <h1>Calorie Calculator</h1>
          <p>
            Move the sliders to see how many calories a day keep you on course to gain, maintain or lose weight, then
            carry the number into your meal plan.
          </p>
        </header>

        <div className="calculator__layout">
          <form
            className="card calculator__form"
            aria-label="Your details"
            onSubmit={(event) => event.preventDefault()}
          >
            <div className="calculator__choices">
              <SegmentedChoice<Sex>
                legend="Gender"
                name="gender"
                value={input.sex}
                options={[
                  { value: 'male', label: 'Male' },
                  { value: 'female', label: 'Female' },
                ]}
                onChange={(sex) => update({ sex })}
              />
              <SegmentedChoice<UnitSystem>
                legend="Units"
                name="units"
                value={units}
                options={[
                  { value: 'metric', label: 'Metric' },
                  { value: 'us', label: 'US' },
                ]}
                onChange={(chosenUnits) => targets.save({ units: chosenUnits })}
              />
            </div>
            <RangeField
              label="Age"
              value={input.age}
              min={age.min}
              max={age.max}
              display={`${input.age} years`}
              onChange={(value) => update({ age: value })}
            />
            {units === 'metric' ? (
              <>
                <RangeField
                  label="Height"
                  value={input.height}
                  min={height.min}
                  max={height.max}
                  display={`${input.height} cm`}
                  onChange={(value) => update({ height: value })}
                />
                <RangeField
                  label="Weight"
                  value={input.weight}
                  min={weight.min}
                  max={weight.max}
                  display={`${input.weight} kg`}
                  onChange={(value) => update({ weight: value })}
                />
              </>
            ) : (
              <>
                <RangeField
                  label="Height"
                  value={inches(input.height)}
                  min={Math.ceil(height.min / CM_PER_INCH)}
                  max={Math.floor(height.max / CM_PER_INCH)}
                  display={feetAndInches(input.height)}
                  onChange={(value) => update({ height: clamp(value * CM_PER_INCH, height) })}
                />
                <RangeField
                  label="Weight"
                  value={pounds(input.weight)}
                  min={Math.ceil(weight.min / KG_PER_POUND)}
                  max={Math.floor(weight.max / KG_PER_POUND)}
                  display={`${pounds(input.weight)} lb`}
                  onChange={(value) => update({ weight: clamp(value * KG_PER_POUND, weight) })}
                />
              </>
            )}
            <RangeField
              label="Weekly activity"
              value={input.activity}
              min={activity.min}
              max={activity.max}
              display={`${input.activity} ${input.activity === 1 ? 'hour' : 'hours'} a week`}
              onChange={(value) => update({ activity: value })}
            />
          </form>

          <section className="calculator__results" aria-labelledby="calculator-results">
            <h2 id="calculator-results">Your daily calories</h2>
            <ul className="calculator__cards">
              {RESULTS.map(({ key, title, note, icon: Icon }) => (
                <li key={key} className="card calculator__card" data-kind={key}>
                  <span className="calculator__card-icon" aria-hidden="true">
                    <Icon size={22} />
                  </span>
                  <h3>{title}</h3>
                  <p className="calculator__kcal" aria-live="polite">
                    <strong data-testid={`target-${key}`}>{results[key].toLocaleString('en-US')}</strong> kcal/day
                  </p>
                  <p className="calculator__note">{note}</p>
                  {/* A figure no plan can be made for is shown, never used or cut down silently. */}
                  {isPlannableCalories(results[key]) ? null : (
                    <p id={`calculator-${key}-out`} className="form-message" data-tone="error">
                      {PLAN_MESSAGES.calories}
                    </p>
                  )}
                  <button
                    type="button"
                    className="btn btn-secondary"
                    aria-label={`Use ${results[key]} kcal (${title.toLowerCase()}) as my target`}
                    aria-describedby={isPlannableCalories(results[key]) ? undefined : `calculator-${key}-out`}
                    disabled={!isPlannableCalories(results[key])}
                    onClick={() => chooseTarget(key, results[key])}
                  >
                    <Flame size={16} aria-hidden="true" /> Use this target
                  </button>
                </li>
              ))}
            </ul>
            <p className="calculator__chosen" role="status">
              {chosen ? (
                <>
                  {chosen.toLocaleString('en-US')} kcal a day is your target: it fills the calorie box on the{' '}
                  <Link to="/">home page</Link>, the target in the <Link to="/mealplanner">meal planner</Link> and your{' '}
                  <Link to="/aimeal">AI meal plan</Link>. See all of <Link to="/profile/targets">your targets</Link>.
                </>
              ) : null}
            </p>
          </section>
        </div>

        <section className="calculator__method" aria-labelledby="calculator-method">
          <h2 id="calculator-method">How we work it out</h2>
          <p>
            We estimate the energy your body burns at rest with the Mifflin-St Jeor equation, multiply it by 1.2 for a
            day of light movement, and add your exercise at a moderate effort (3.5 MET) spread over the week. Gaining
            adds 300 kcal; losing takes 500 kcal away, as a kilogram of body weight holds about 7,000 kcal. No target
            goes under 1,200 kcal a day, and a plan can be made for 500 to 5,000 kcal. These are estimates: if you are
            pregnant, an athlete or managing a health condition, ask a professional.
          </p>
        </section>
      </div>
    </div>
  );
}

export { CalorieCalculatorPage as Component };
