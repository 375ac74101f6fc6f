import type { Allergen } from '@thrive/contract';
import type { FoodCategory } from './food-categories';

/**
 * The words that name a whole kind of food (docs/product.md, "Leaving foods out"): each concept with the
 * allergens, categories and words of its foods, and the words a person may type for it.
 */

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

export const CONCEPTS = {
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
export const ALLERGEN_CONCEPTS: Record<Allergen, keyof typeof CONCEPTS> = {
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

/** The concept a typed word names, if it names one. */
export function conceptNamed(word: string): Concept | undefined {
  const name = CONCEPT_NAMES[word.trim().toLowerCase()];
  return name ? CONCEPTS[name] : undefined;
}

/** Every concept, by the name the rules give it: for the tests that check the catalog agrees with them. */
export const EXCLUSION_CONCEPTS: Readonly<Record<string, Concept>> = CONCEPTS;
