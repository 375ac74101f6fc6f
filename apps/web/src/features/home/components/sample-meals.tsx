import { Link } from 'react-router';
import type { Exclusions } from '@thrive/contract';
import type { Diet } from '@thrive/nutrition';
import { ApiRequestError } from '../../../lib/api-error';
import { RecipeImage } from '../../../components/recipes/recipe-image';
import { useSampleMeals } from '../api/search-sample-meals';
import { RecipeFallbackNotice } from '../../../components/recipes/recipe-fallback-notice';
import { RecipeFetchError } from './recipe-fetch-error';

/** Up to three recipes of the chosen diet, without what the person leaves out, each linking to its recipe page. */
export function SampleMeals({ diet, exclusions }: { diet: Diet; exclusions: Exclusions }) {
  const samples = useSampleMeals(diet, exclusions);
  if (samples.error) {
    const status = samples.error instanceof ApiRequestError ? samples.error.status : 0;
    return <RecipeFetchError status={status} className="sample-meals__state" />;
  }
  if (!samples.data) return <p className="sample-meals__state">Loading sample meals…</p>;
  return (
    <>
      <RecipeFallbackNotice fallback={samples.data.fallback} />
      <ul className="sample-meals" aria-label={`Sample ${diet} meals`}>
        {samples.data.results.map((meal) => {
          const calories = meal.nutrition?.calories;
          return (
            <li key={meal.id}>
              <Link to={`/recipe/${meal.id}`} className="card sample-meal">
                <RecipeImage src={meal.image} width={556} height={370} loading="lazy" decoding="async" />
                <span className="sample-meal__title">{meal.title}</span>
                {calories ? <span className="sample-meal__meta">{Math.round(calories)} kcal a serving</span> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}
