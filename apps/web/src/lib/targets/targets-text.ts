import { ALLERGEN_NAMES, inAllergenOrder, type Exclusions } from '@thrive/contract';
import { once } from '../once';

const either = once(() => new Intl.ListFormat('en-GB', { type: 'disjunction' }));
const both = once(() => new Intl.ListFormat('en-GB', { type: 'conjunction' }));

/** Everything left out, in the words of a sentence: allergens by name in the list's order, then the person's own words. */
export function leftOutNames({ allergens, words }: Exclusions): string[] {
  return [...inAllergenOrder(allergens).map((allergen) => ALLERGEN_NAMES[allergen]), ...words];
}

/** "without gluten, milk or mushrooms"; empty when nothing is left out. */
export function withoutText(exclusions: Exclusions): string {
  const names = leftOutNames(exclusions);
  return names.length > 0 ? `without ${either().format(names)}` : '';
}

/** "gluten, milk and mushrooms". */
export function leftOutList(exclusions: Exclusions): string {
  return both().format(leftOutNames(exclusions));
}
