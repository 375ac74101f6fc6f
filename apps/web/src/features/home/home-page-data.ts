import type { QueryClient } from '@tanstack/react-query';
import { readMealPreferences } from '../../lib/meal-preferences';
import { sampleDietsOf, sampleMealsQueryOptions } from './api/search-sample-meals';

/** The sample meals of the diet the visitor chose last (Anything until they choose). */
export function loadPageData(client: QueryClient) {
  const diets = sampleDietsOf(readMealPreferences().diet ?? 'Anything');
  return Promise.all(diets.map((diet) => client.ensureQueryData(sampleMealsQueryOptions(diet))));
}
