import { readFileSync } from 'node:fs';
import { ALLERGENS, type Food, type Nutrients } from '@thrive/contract';
import { catalogContentPath } from './content-path';
import { ANY_OTHER, type FoodsFile } from './foods-file';

/*
 * Every USDA food (content/foods.json) in the contract's shape. A separate entry point of the package
 * (`@thrive/catalog/foods`) that only the server imports; the file is read when first asked for, not bundled, so
 * its rows are freed once they are foods.
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
      mayContain: mayContain === ANY_OTHER ? ALLERGENS.filter((allergen) => !allergens.includes(allergen)) : mayContain,
    };
  });
}

let foods: readonly Food[] | undefined;

export function usdaFoodList(): readonly Food[] {
  foods ??= fromFile(JSON.parse(readFileSync(catalogContentPath('foods.json'), 'utf8')) as FoodsFile);
  return foods;
}
