import { Link } from 'react-router';
import { Flame, Scale, TrendingDown, TrendingUp, type LucideIcon } from 'lucide-react';
import { PLAN_MESSAGES, type Goal } from '@thrive/contract';
import { DEFAULT_WEEKLY_RATE, calorieTargets, isPlannableCalories, type CalorieTargets } from '@thrive/nutrition';
import { targetsFormKey, useTargets, type TargetsState } from '../../lib/targets/use-targets';
import { PageIntro } from '../../components/ui/page-intro';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CalculatorForm } from './components/calculator-form';
import { useCalculatorForm } from './use-calculator-form';
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

export function CalorieCalculatorPage() {
  useDocumentTitle('Calorie Calculator');
  const targets = useTargets();
  // The form starts from the targets once they are known.
  return <Calculator key={targetsFormKey(targets)} targets={targets} />;
}

function Calculator({ targets }: { targets: TargetsState }) {
  const { control, input } = useCalculatorForm(targets);
  const results = calorieTargets(input);
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
        <PageIntro className="page-header" eyebrow="Know your numbers" title="Calorie Calculator">
          <p>
            Move the sliders to see how many calories a day keep you on course to gain, maintain or lose weight, then
            carry the number into your meal plan.
          </p>
        </PageIntro>

        <div className="calculator__layout">
          <CalculatorForm
            control={control}
            units={targets.resolved.units}
            onUnitsChange={(units) => targets.save({ units })}
          />

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
