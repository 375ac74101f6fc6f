import { Link } from 'react-router';
import type { DiaryDay } from '@thrive/contract';
import { macroGrams, resolveTargets } from '@thrive/nutrition';
import { formatAmount, formatCalories } from '../diary-text';
import { NutrientBar } from './nutrient-bar';

/** The day's calories and macronutrients against the person's targets ("My targets"). */
export function DaySummary({ day }: { day: DiaryDay }) {
  const targets = resolveTargets(day.targets);
  const grams = macroGrams(targets.calories, targets.macros);
  const { calories, protein, carbs, fat } = day.totals;
  const left = targets.calories - calories;
  return (
    <section className="card diary-summary" aria-labelledby="diary-summary-title">
      <h2 id="diary-summary-title" className="diary-summary__title">
        The day’s totals
      </h2>
      <p className="diary-summary__left">
        {left >= 0 ? (
          <>
            <strong>{formatCalories(left)}</strong> left of {formatCalories(targets.calories)}
          </>
        ) : (
          <>
            <strong>{formatCalories(-left)}</strong> over {formatCalories(targets.calories)}
          </>
        )}
      </p>
      <NutrientBar
        label="Calories"
        value={calories}
        valueText={formatCalories(calories)}
        reference={{ amount: targets.calories, text: `of ${formatCalories(targets.calories)}` }}
      />
      {(
        [
          ['Protein', protein, grams.protein],
          ['Carbs', carbs, grams.carbs],
          ['Fat', fat, grams.fat],
        ] as const
      ).map(([label, value, target]) => (
        <NutrientBar
          key={label}
          label={label}
          value={value}
          valueText={`${formatAmount(value)} g`}
          reference={{ amount: target, text: `of ${target} g` }}
        />
      ))}
      {targets.caloriesChosen ? null : (
        <p className="diary-summary__hint">
          Measured against {formatCalories(targets.calories)}, the default.{' '}
          <Link to="/profile/targets">Set your own targets</Link>.
        </p>
      )}
    </section>
  );
}
