import { MICRONUTRIENT_KEYS, MICRONUTRIENTS, type DiaryDay, type Micronutrient } from '@thrive/contract';
import { dailyReferences, type DailyReference } from '@thrive/nutrition';
import { formatNutrient } from '../diary-text';
import { NutrientBar } from './nutrient-bar';

function referenceText(key: Micronutrient, reference: DailyReference): string {
  const amount = formatNutrient(key, reference.amount);
  return reference.kind === 'limit' ? `of at most ${amount}` : `of ${amount}`;
}

/**
 * The day's micronutrients against the daily reference intakes for the person's sex and age; each opens the
 * entries that gave it, the largest first. A sum that leaves out entries without a figure says how many.
 */
export function MicronutrientPanel({ day }: { day: DiaryDay }) {
  const references = dailyReferences(day.targets);
  // Quick entries carry calories and macronutrients only; the intro says so once.
  const quick = day.entries.filter((entry) => entry.kind === 'quick').length;
  const personal = day.targets.sex !== undefined && day.targets.age !== undefined;
  return (
    <section className="card diary-micros" aria-labelledby="diary-micros-title">
      <h2 id="diary-micros-title">Vitamins, minerals and more</h2>
      <p className="diary-micros__intro">
        {personal
          ? `Against the daily reference intakes for your sex and age.`
          : 'Against the daily reference intakes for an adult; set your sex and age in My targets for your own.'}
        {quick > 0
          ? ` Quick entries count toward calories and macronutrients only (${quick} of the day’s entries).`
          : ''}
      </p>
      <ul className="diary-micros__list">
        {MICRONUTRIENT_KEYS.map((key) => {
          const value = day.totals[key] ?? 0;
          const missing = day.entries.filter(
            (entry) => entry.kind !== 'quick' && entry.nutrients[key] === undefined,
          ).length;
          const reference = references[key];
          const sources = day.entries
            .filter((entry) => (entry.nutrients[key] ?? 0) > 0)
            .sort((a, b) => b.nutrients[key]! - a.nutrients[key]!);
          return (
            <li key={key}>
              <details className="diary-micros__item">
                <summary>
                  <NutrientBar
                    label={MICRONUTRIENTS[key].name}
                    value={value}
                    valueText={formatNutrient(key, value)}
                    reference={
                      reference
                        ? {
                            amount: reference.amount,
                            text: referenceText(key, reference),
                            limit: reference.kind === 'limit',
                          }
                        : undefined
                    }
                  />
                  {missing > 0 ? (
                    <span className="diary-micros__missing">
                      {missing === 1 ? '1 entry has' : `${missing} entries have`} no figure for it
                    </span>
                  ) : null}
                </summary>
                {sources.length > 0 ? (
                  <ol
                    className="diary-micros__sources"
                    aria-label={`Where the ${MICRONUTRIENTS[key].name.toLowerCase()} came from`}
                  >
                    {sources.map((entry) => (
                      <li key={entry.id}>
                        <span>{entry.name}</span>
                        <span>{formatNutrient(key, entry.nutrients[key]!)}</span>
                      </li>
                    ))}
                  </ol>
                ) : (
                  <p className="diary-micros__none">None of the day’s entries gave any.</p>
                )}
              </details>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
