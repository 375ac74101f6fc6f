import type { QueryClient } from '@tanstack/react-query';
import { resolveTargets } from '@thrive/nutrition';
import { deviceTargets } from '../../lib/targets/device-targets';
import { sampleDietsOf, sampleMealsQueryOptions } from './api/search-sample-meals';

/**
 * The sample meals of the diet stored in this browser (Anything until one is chosen). A signed-in person's
 * targets come with the session, later: their samples follow then.
 */
export function loadPageData(client: QueryClient) {
  const { diet, exclusions } = resolveTargets(deviceTargets.read().targets);
  return Promise.all(
    sampleDietsOf(diet).map((name) => client.ensureQueryData(sampleMealsQueryOptions(name, exclusions))),
  );
}
