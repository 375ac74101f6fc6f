import type { Food, Nutrients } from '@thrive/contract';
import foodsJson from '../content/foods.json';
import type { FoodsFile } from './foods-file';

/**
 * Every USDA food (content/foods.json) in the contract's shape. A separate entry point of the package
 * (`@thrive/catalog/foods`): only the server loads the 2 MB of foods.
 */
function fromFile({ columns, foods }: FoodsFile): Food[] {
  return foods.map(([id, name, values, portions, allergens, mayContain]) => {
    const per100g = {} as Nutrients;
    columns.forEach((key, index) => {
      const value = values[index];
      if (value !== null && value !== undefined) per100g[key] = value;
    });
    return {
      id,
      name,
      source: 'usda-sr24',
      portions: portions.map(([amount, unit, grams]) => ({ amount, unit, grams })),
      per100g,
      allergens,
      mayContain,
    };
  });
}

export const FOODS: readonly Food[] = fromFile(foodsJson as FoodsFile);
