import { ALLERGENS, type Allergen } from '@thrive/contract';
import { ALLERGEN_CONCEPTS, EXCLUSION_CONCEPTS, namesConcept } from '@thrive/nutrition';

/**
 * The allergens of a USDA food nobody has reviewed one by one, from its number and description
 * (docs/product.md, "Food diary"; decision 0029). It contains what its description names; a food whose recipe
 * the description does not give (a soup, a cake, a branded or restaurant food) may contain every other allergen.
 */

/** Words of USDA's descriptions that name an allergen without the exclusion concept's words. */
const USDA_WORDS: [RegExp, Allergen[]][] = [
  [
    /\b(mollusks?|cockles?|chitons?|whelks?|abalone|conchs?|snails?|escargots?|cuttlefish|periwinkles?|limpets?|geoducks?|quahogs?)\b/,
    ['molluscs'],
  ],
  [/\b(crustaceans?|crawfish|krill|barnacles?)\b/, ['crustaceans']],
  [
    /\b(smelt|eel|carp|catfish|perch|pike|sole|flounder|roe|caviar|surimi|lox|whitefish|lingcod|sheefish|burbot)\b/,
    ['fish'],
  ],
  [/\b(pinon|piñon|pignolia)\b/, ['tree-nuts']],
  [/\bhummus\b/, ['sesame']],
  [/\bpesto\b/, ['tree-nuts', 'milk']],
  [/\bworcestershire\b|\banchov/, ['fish']],
  [/\bsulfured\b|\bbalsamic\b/, ['sulphites']],
  [/\bcustard\b|\beggnog\b/, ['milk', 'eggs']],
  [/\bcouscous\b|\bbulgur\b|\bseitan\b|\btriticale\b|\bkamut\b/, ['gluten', 'wheat']],
  [/\bbeer\b|\bale\b/, ['gluten']],
];

const FISH_EGGS = /^fish\b[^,]*,[^,]*\beggs\b|\bfish eggs\b/;

/**
 * NDB number prefixes of foods that are one thing, whose description says what it is: dairy and egg, spices,
 * fats and oils, poultry, fruits, pork, vegetables, nuts and seeds, beef, beverages, fish and shellfish, legumes,
 * lamb, veal and game, cereal grains and pasta, and the foods of American Indians and Alaska Natives. Every other
 * prefix (baby foods, soups and sauces, sausages, cereals, baked products, sweets, fast foods, meals, snacks,
 * restaurant foods, and the numbers USDA gave later foods of any group) is a food made from a recipe.
 */
const SINGLE_FOOD_PREFIXES = new Set([
  '01',
  '02',
  '04',
  '05',
  '09',
  '10',
  '11',
  '12',
  '13',
  '14',
  '15',
  '16',
  '17',
  '20',
  '23',
  '35',
]);

/** Words of a description that make a single food a dish of several. */
const DISH_WORDS = new RegExp(
  '\\b(with|sauce|dressing|gravy|mix|mixes|prepared|breaded|batter|battered|fried|stuffed|stuffing|pie|soup|stew|' +
    'salad|sandwich|casserole|pudding|dip|spread|filling|frosting|candied|coated|imitation|substitutes?|style|' +
    'flavou?red|seasoning|formula|dish|margarine|margarine-like|shortening|mayonnaise|curry|chili powder|pie spice|' +
    'drink|smoothie|shake|cocktail|liqueur|powder|instant|pickles?|relish|broth|bouillon|restaurant|tamales?|burgers?|veggie|daiquiri|colada|whiskey sour|chocolate syrup)\\b',
);

/** "with salt", "in water", "with added vitamin A": phrases of single foods that name no other food. */
const PLAIN_PHRASES =
  /\b(with|without|in|no) (salt|skin|bone|added [^,]*|seeds?|peel|refuse|liquid|juice|water|own juice|light syrup|heavy syrup|extra light syrup|shell|hull)\b/g;

/** A brand's name is written in capitals ("CAMPBELL Soup Company, …", "Oil, PAM cooking spray"); water is water. */
const BRAND = /[A-Z]{3,}/;
const WATER = /^Water\b/;

/** Foods of flour whose recipe varies: fresh pasta holds eggs, crackers milk. */
const DOUGH_WORDS =
  /\b(pasta|noodles?|spaghetti|macaroni|crackers?|cookies?|cakes?|pastr(y|ies)|muffins?|biscuits?|crust|dough|rolls?|buns?|tortillas?)\b/;

/** Whether the description gives the whole food, not a dish of several whose recipe it does not give. */
export function isSingleFood(number: string, description: string): boolean {
  const text = description.toLowerCase().replace(PLAIN_PHRASES, ' ');
  return (
    SINGLE_FOOD_PREFIXES.has(number.slice(0, 2)) &&
    (WATER.test(description) || !BRAND.test(description)) &&
    !DISH_WORDS.test(text) &&
    !DOUGH_WORDS.test(text)
  );
}

/** What the description names, by the exclusion concepts' words and USDA's own. */
export function namedAllergens(description: string): Set<Allergen> {
  const text = description.toLowerCase();
  const named = new Set<Allergen>();
  for (const allergen of ALLERGENS) {
    if (namesConcept(EXCLUSION_CONCEPTS[ALLERGEN_CONCEPTS[allergen]]!, text)) named.add(allergen);
  }
  for (const [pattern, allergens] of USDA_WORDS) if (pattern.test(text)) allergens.forEach((a) => named.add(a));
  // The EU's "cereals containing gluten" include wheat: a food of wheat holds gluten.
  if (named.has('wheat')) named.add('gluten');
  // A fish's eggs (herring eggs, roe) are fish; the allergen "eggs" is birds' eggs.
  if (FISH_EGGS.test(text)) named.delete('eggs');
  return named;
}

/** What the single foods of a kind contain though their description may not say it. */
function kindAllergens(number: string, description: string): Allergen[] {
  const text = description.toLowerCase();
  const group = number.slice(0, 2);
  if (group === '01' && !/\begg/.test(text)) return ['milk'];
  if (group === '12' && /^nuts\b/.test(text) && !/\bcoconut\b/.test(text)) return ['tree-nuts'];
  if (group === '15' && /^fish\b/.test(text)) return ['fish'];
  return [];
}

/** What single foods of a kind may hold: dried fruit is often kept with sulphites. */
function kindMayContain(number: string, description: string): Allergen[] {
  const text = description.toLowerCase();
  if (number.startsWith('09') && /\b(dried|dehydrated)\b/.test(text)) return ['sulphites'];
  if (/^raisins\b/.test(text)) return ['sulphites'];
  return [];
}

export interface FoodAllergens {
  allergens: Allergen[];
  mayContain: Allergen[];
}

/** The allergens of a USDA food by the rules above, in the order of the allergen list. */
export function usdaFoodAllergens(number: string, description: string): FoodAllergens {
  const contains = namedAllergens(description);
  for (const allergen of kindAllergens(number, description)) contains.add(allergen);
  const allergens = ALLERGENS.filter((allergen) => contains.has(allergen));
  const possible = new Set<Allergen>(
    isSingleFood(number, description) ? kindMayContain(number, description) : ALLERGENS,
  );
  const mayContain = ALLERGENS.filter((allergen) => possible.has(allergen) && !contains.has(allergen));
  return { allergens, mayContain };
}
