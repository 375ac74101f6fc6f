import { DIARY_MESSAGES, isBarcode, type Exclusions, type Food } from '@thrive/contract';
import { NotFoundError, ServiceUnavailableError } from '../../lib/http-errors';
import { RemoteServiceError } from '../remote-call';
import type { FoodProvider } from './food-provider';
import type { OpenFoodFacts } from './open-food-facts';

/** The USDA foods, and products by barcode from Open Food Facts. */
export class FoodsWithBarcodes implements FoodProvider {
  readonly barcodes = true;

  constructor(
    private readonly usda: FoodProvider,
    private readonly products: OpenFoodFacts,
  ) {}

  search(query: string, exclusions: Exclusions, limit: number) {
    return this.usda.search(query, exclusions, limit);
  }

  recipeMicronutrients(recipeId: number) {
    return this.usda.recipeMicronutrients(recipeId);
  }

  async food(id: string): Promise<Food | undefined> {
    if (!isBarcode(id)) return this.usda.food(id);
    let found: Awaited<ReturnType<OpenFoodFacts['product']>>;
    try {
      found = await this.products.product(id);
    } catch (error) {
      if (error instanceof RemoteServiceError) throw new ServiceUnavailableError(DIARY_MESSAGES.productsUnavailable);
      throw error;
    }
    if ('food' in found) return found.food;
    if (found.found === 'no-nutrients') throw new NotFoundError(DIARY_MESSAGES.productWithoutNutrients);
    return undefined;
  }
}
