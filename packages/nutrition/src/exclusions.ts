import type { Allergen, Exclusions } from '@thrive/contract';
import type { FoodCategory } from './food-categories';

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

export interface Concept {
  allergens?: readonly Allergen[];
  categories?: readonly FoodCategory[];
  /** Whole words (a plural "s" or "es" allowed) that name a food of this kind. */
  words: readonly string[];
  /** Phrases holding one of the words that are not of this kind: "peanut butter" is no dairy. */
  except?: readonly string[];
}

const GLUTEN_WORDS = [
  'gluten',
  'wheat',
  'rye',
  'barley',
  'oat',
  'spelt',
  'semolina',
  'durum',
  'farro',
  'couscous',
  'bulgur',
  'seitan',
  'malt',
  'malted',
  'bread',
  'breadcrumb',
  'panko',
  'crouton',
  'pasta',
  'spaghetti',
  'macaroni',
  'udon',
  'pita',
  'flour tortilla',
  'soy sauce',
  'shoyu',
];
const NOT_GLUTEN = [
  'wheat-free soy sauce',
  'gluten-free',
  'wheat-free',
  'spaghetti squash',
  'pasta sauce',
  'pasta water',
];

const FISH_WORDS = ['fish', 'salmon', 'tuna', 'cod', 'trout', 'halibut', 'tilapia', 'mackerel', 'sardine'];
const SEA_WORDS = ['sea bass', 'anchovy', 'anchovies', 'haddock', 'herring', 'pollock', 'snapper', 'swordfish'];
const CRUSTACEAN_WORDS = ['crustacean', 'shrimp', 'prawn', 'crab', 'lobster', 'crayfish', 'langoustine'];
const MOLLUSC_WORDS = ['mollusc', 'mollusk', 'mussel', 'clam', 'oyster', 'scallop', 'squid', 'octopus', 'calamari'];
const TREE_NUT_WORDS = [
  'tree nut',
  'almond',
  'walnut',
  'cashew',
  'pecan',
  'pistachio',
  'hazelnut',
  'filbert',
  'macadamia',
  'brazil nut',
  'pine nut',
  'chestnut',
  'praline',
  'marzipan',
];
const NOT_TREE_NUTS = ['water chestnut'];

const CONCEPTS = {
  dairy: {
    allergens: ['milk'],
    words: [
      'dairy',
      'milk',
      'lactose',
      'casein',
      'whey',
      'cheese',
      'butter',
      'buttermilk',
      'cream',
      'yogurt',
      'yoghurt',
      'ghee',
      'kefir',
      'paneer',
      'parmesan',
      'mozzarella',
      'cheddar',
      'feta',
      'ricotta',
      'gruyere',
    ],
    except: [
      'peanut butter',
      'almond butter',
      'cashew butter',
      'nut butter',
      'sesame butter',
      'cocoa butter',
      'coconut milk',
      'coconut cream',
      'almond milk',
      'soy milk',
      'oat milk',
      'rice milk',
      'cream of tartar',
      'butter lettuce',
      'butter bean',
    ],
  },
  egg: { allergens: ['eggs'], words: ['egg', 'mayonnaise', 'mayo', 'aioli', 'meringue'] },
  gluten: { allergens: ['gluten'], words: GLUTEN_WORDS, except: NOT_GLUTEN },
  wheat: {
    allergens: ['wheat'],
    words: GLUTEN_WORDS.filter((word) => !['gluten', 'rye', 'barley', 'oat', 'malt'].includes(word)),
    except: NOT_GLUTEN,
  },
  grain: {
    allergens: ['gluten'],
    categories: ['whole-grain', 'refined-grain'],
    words: [...GLUTEN_WORDS, 'grain', 'cereal', 'rice', 'corn', 'cornmeal', 'cornstarch', 'polenta', 'millet'],
    except: NOT_GLUTEN,
  },
  fish: { allergens: ['fish'], words: [...FISH_WORDS, ...SEA_WORDS] },
  shellfish: { allergens: ['crustaceans', 'molluscs'], words: ['shellfish', ...CRUSTACEAN_WORDS, ...MOLLUSC_WORDS] },
  seafood: {
    allergens: ['fish', 'crustaceans', 'molluscs'],
    words: ['seafood', 'shellfish', ...FISH_WORDS, ...SEA_WORDS, ...CRUSTACEAN_WORDS, ...MOLLUSC_WORDS],
  },
  crustaceans: { allergens: ['crustaceans'], words: CRUSTACEAN_WORDS },
  molluscs: { allergens: ['molluscs'], words: MOLLUSC_WORDS },
  peanut: { allergens: ['peanuts'], words: ['peanut', 'groundnut'] },
  'tree nut': { allergens: ['tree-nuts'], words: TREE_NUT_WORDS, except: NOT_TREE_NUTS },
  // Someone who leaves out "nuts" rarely wants peanuts, a legume, left in.
  nut: { allergens: ['tree-nuts', 'peanuts'], words: ['nut', ...TREE_NUT_WORDS, 'peanut'], except: NOT_TREE_NUTS },
  soy: {
    allergens: ['soy'],
    words: ['soy', 'soya', 'soybean', 'soymilk', 'tofu', 'tempeh', 'edamame', 'miso', 'tamari', 'shoyu'],
    // Refined soybean oil is no allergen in EU or US law.
    except: ['soybean oil', 'oil (soybean)'],
  },
  sesame: { allergens: ['sesame'], words: ['sesame', 'tahini', 'gomasio', 'halva'] },
  celery: { allergens: ['celery'], words: ['celery', 'celeriac'] },
  mustard: { allergens: ['mustard'], words: ['mustard'] },
  lupin: { allergens: ['lupin'], words: ['lupin', 'lupine', 'lupini'] },
  sulphite: { allergens: ['sulphites'], words: ['sulphite', 'sulfite', 'metabisulphite', 'metabisulfite', 'wine'] },
  meat: {
    categories: ['red-meat', 'poultry', 'processed-meat', 'animal-fat'],
    words: ['meat', 'beef', 'veal', 'pork', 'lamb', 'mutton', 'goat', 'chicken', 'turkey', 'duck', 'bacon', 'ham'],
    except: ['goat cheese'],
  },
  pork: { words: ['pork', 'bacon', 'ham', 'lard', 'salami', 'chorizo', 'prosciutto', 'pancetta', 'sausage'] },
} satisfies Record<string, Concept>;

/** The concept each allergen is, so that an allergen also finds unreviewed foods by name. */
const ALLERGEN_CONCEPTS: Record<Allergen, keyof typeof CONCEPTS> = {
  gluten: 'gluten',
  wheat: 'wheat',
  crustaceans: 'crustaceans',
  molluscs: 'molluscs',
  eggs: 'egg',
  fish: 'fish',
  peanuts: 'peanut',
  'tree-nuts': 'tree nut',
  soy: 'soy',
  milk: 'dairy',
  sesame: 'sesame',
  celery: 'celery',
  mustard: 'mustard',
  lupin: 'lupin',
  sulphites: 'sulphite',
};

/** The words a person may type for each concept, beside its own name. */
const CONCEPT_NAMES: Record<string, keyof typeof CONCEPTS> = {
  ...Object.fromEntries(Object.keys(CONCEPTS).map((name) => [name, name as keyof typeof CONCEPTS])),
  milk: 'dairy',
  lactose: 'dairy',
  casein: 'dairy',
  whey: 'dairy',
  eggs: 'egg',
  grains: 'grain',
  cereal: 'grain',
  cereals: 'grain',
  crustacean: 'crustaceans',
  mollusc: 'molluscs',
  mollusk: 'molluscs',
  mollusks: 'molluscs',
  peanuts: 'peanut',
  'tree nuts': 'tree nut',
  'tree-nuts': 'tree nut',
  nuts: 'nut',
  soya: 'soy',
  soybean: 'soy',
  soybeans: 'soy',
  sulphites: 'sulphite',
  sulfite: 'sulphite',
  sulfites: 'sulphite',
  lupine: 'lupin',
  meats: 'meat',
};

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

/** The concept a typed word names, if it names one. */
export function conceptNamed(word: string): Concept | undefined {
  const name = CONCEPT_NAMES[word.trim().toLowerCase()];
  return name ? CONCEPTS[name] : undefined;
}

/** Every concept, by the name the rules give it: for the tests that check the catalog agrees with them. */
export const EXCLUSION_CONCEPTS: Readonly<Record<string, Concept>> = CONCEPTS;

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
