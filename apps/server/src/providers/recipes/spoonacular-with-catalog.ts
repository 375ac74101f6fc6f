import type { FastifyBaseLogger } from 'fastify';
import {
  RECIPE_MESSAGES,
  RECIPE_SEARCH_ERRORS,
  type Exclusions,
  type RecipeDiet,
  type RecipeSearchQuery,
} from '@thrive/contract';
import { HttpError, NotFoundError } from '../../lib/http-errors';
import { RemoteServiceError, withFallback } from '../remote-call';
import type { RecipeProvider, SearchOptions } from './recipe-provider';
import type { SpoonacularRecipeProvider } from './spoonacular-recipes';
import { isServiceRecipeId } from './spoonacular-to-model';

/**
 * The service's refusals that the pages name (docs/product.md, "Recipe search failures"); the same status goes back to
 * the browser.
 */
const REFUSALS = {
  401: 'recipe_service_key_invalid',
  402: 'recipe_service_quota_exceeded',
  429: 'recipe_service_throttled',
} as const;

const isRefusal = (status: number | undefined): status is keyof typeof REFUSALS =>
  status !== undefined && status in REFUSALS;

/** A bad key, a spent quota or throttling is told to the visitor in the product's words; other failures are not. */
async function refusalsTold<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof RemoteServiceError && error.failure === 'status' && isRefusal(error.status)) {
      throw new HttpError(error.status, REFUSALS[error.status], RECIPE_SEARCH_ERRORS[error.status]);
    }
    throw error;
  }
}

/**
 * Spoonacular with the built-in catalog behind it. Searches and plan pools that fail for another reason
 * (5xx, timeout, bad response, open circuit) are served from the catalog and marked `fallback`. A
 * recipe is looked up where its id says it is from, so catalog recipes in saved plans keep opening.
 */
export class SpoonacularWithCatalog implements RecipeProvider {
  constructor(
    private readonly service: SpoonacularRecipeProvider,
    private readonly catalog: RecipeProvider,
    private readonly log: FastifyBaseLogger,
  ) {}

  search(query: RecipeSearchQuery, options: SearchOptions) {
    return withFallback(
      this.log,
      () => refusalsTold(this.service.search(query, options)),
      async () => ({ ...(await this.catalog.search(query, options)), fallback: true as const }),
    );
  }

  plannerPool(diets: readonly RecipeDiet[], exclusions: Exclusions) {
    return withFallback(
      this.log,
      () => refusalsTold(this.service.plannerPool(diets, exclusions)),
      async () => ({ ...(await this.catalog.plannerPool(diets, exclusions)), fallback: true as const }),
    );
  }

  recipe(id: number) {
    return isServiceRecipeId(id) ? this.fromService(this.service.recipe(id)) : this.catalog.recipe(id);
  }

  /** One of the service's recipes: there is no other source for it, so a failure is the visitor's to see. */
  private async fromService<T>(call: Promise<T | undefined>): Promise<T> {
    let found: T | undefined;
    try {
      found = await call;
    } catch (error) {
      if (!(error instanceof RemoteServiceError)) throw error;
      this.log.warn({ service: error.service, failure: error.failure, status: error.status }, 'recipe lookup failed');
      throw new HttpError(502, 'recipe_service_failed', RECIPE_MESSAGES.serviceFailed);
    }
    if (found === undefined) throw new NotFoundError(RECIPE_MESSAGES.notFoundOnService);
    return found;
  }
}
