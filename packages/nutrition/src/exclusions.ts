import type { Allergen, Exclusions } from '@thrive/contract';
import type { FoodCategory } from './food-categories';
import { ALLERGEN_CONCEPTS, CONCEPTS, conceptNamed, type Concept } from './exclusion-concepts';

export { ALLERGEN_CONCEPTS, conceptNamed, EXCLUSION_CONCEPTS, type Concept } from './exclusion-concepts';

/**
 * What to leave out of plans and searches, and how a word a person types finds the foods it means
 * (docs/product.md, "Leaving foods out"). Some words name a whole kind of food: "dairy", "gluten",
 * "nuts", "seafood", "grain", "meat". They are concepts: a concept leaves out every food tagged with its
 * allergens or of its categories, and every food whose own name holds one of its words (so foods nobody
 * has reviewed, such as an outside service's, are caught by name). Any other word is matched as typed,
 * in the singular too, in every name a food has.
 */

/** A food as the rules read it. */
export interface ExcludableFood {
  /** Its own names: what the catalog or the service calls it, and the recipe's line for it. */
  names: readonly string[];
  /**
   * Names from elsewhere that only a person's own words search: USDA's description ("Cheese, parmesan,
   * grated"). Concepts leave them alone, as USDA files coconut under "Nuts" and marinara under "pasta".
   */
  descriptions?: readonly string[] | undefined;
  category?: FoodCategory | undefined;
  /** The allergens it was reviewed to contain; undefined when nobody has reviewed it. */
  allergens?: readonly Allergen[] | undefined;
  mayContain?: readonly Allergen[] | undefined;
}

/**
 * The singular a person most likely means by a plural: "peanuts" → "peanut", "tomatoes" → "tomato",
 * "berries" → "berry". Words that only look plural ("hummus", "bass") stay as they are.
 */
export function singular(term: string): string {
  if (/[^aeiou]ies$/.test(term)) return `${term.slice(0, -3)}y`;
  if (/[^aeiou]oes$/.test(term)) return term.slice(0, -2);
  if (/[^su]s$/.test(term)) return term.slice(0, -1);
  return term;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a lower-case name holds a lower-case term typed by a person: anywhere ("nut" in "walnut"), or in
 * the singular at the start of a word, so "peanuts" finds "peanut butter" but "oats" does not find "goat cheese".
 */
export function namesIngredient(name: string, term: string): boolean {
  if (name.includes(term)) return true;
  const one = singular(term);
  return one !== term && new RegExp(`\\b${escapeRegExp(one)}`).test(name);
}

/** A test of whole words, plural or not, in a text from which phrases of another kind are taken out. */
function wordTest(words: readonly string[], except: readonly string[]): (text: string) => boolean {
  if (words.length === 0) return () => false;
  const pattern = new RegExp(`\\b(?:${words.map(escapeRegExp).join('|')})(?:e?s)?\\b`);
  return (text) => pattern.test(except.reduce((rest, phrase) => rest.replaceAll(phrase, ' '), text));
}

/** Whether a food is of a concept by its names alone. */
export function namesConcept(concept: Concept, name: string): boolean {
  return wordTest(concept.words, concept.except ?? [])(name.toLowerCase());
}

/** The one question every plan, search and list asks of a food: does this person leave it out? */
export type ExclusionRule = (food: ExcludableFood) => boolean;

export function exclusionRule({ allergens, words }: Exclusions): ExclusionRule {
  const leftOut = new Set<Allergen>();
  const categories = new Set<FoodCategory>();
  const nameTests: ((text: string) => boolean)[] = [];
  const freeWords: string[] = [];
  const concepts: Concept[] = allergens.map((allergen) => CONCEPTS[ALLERGEN_CONCEPTS[allergen]]);
  for (const word of words) {
    const concept = conceptNamed(word);
    if (concept) concepts.push(concept);
    else freeWords.push(word.trim().toLowerCase());
  }
  for (const concept of new Set(concepts)) {
    for (const allergen of concept.allergens ?? []) leftOut.add(allergen);
    for (const category of concept.categories ?? []) categories.add(category);
    nameTests.push(wordTest(concept.words, concept.except ?? []));
  }
  if (leftOut.size === 0 && categories.size === 0 && nameTests.length === 0 && freeWords.length === 0) {
    return () => false;
  }
  return (food) => {
    if (food.allergens?.some((allergen) => leftOut.has(allergen))) return true;
    if (food.mayContain?.some((allergen) => leftOut.has(allergen))) return true;
    if (food.category && categories.has(food.category)) return true;
    const names = food.names.map((name) => name.toLowerCase());
    if (names.some((name) => nameTests.some((test) => test(name)))) return true;
    const everyName = [...names, ...(food.descriptions ?? []).map((name) => name.toLowerCase())];
    return everyName.some((name) => freeWords.some((word) => namesIngredient(name, word)));
  };
}

/** True when nothing is left out. */
export function leavesNothingOut({ allergens, words }: Exclusions): boolean {
  return allergens.length === 0 && words.length === 0;
}
