import { z } from 'zod';

/**
 * The allergens food law asks to be declared: the EU's fourteen (Regulation 1169/2011, Annex II) and the
 * FDA's nine major food allergens, which add wheat on its own (a wheat allergy is not coeliac disease).
 * "gluten" is the EU's cereals containing gluten: wheat, rye, barley and oats (unless certified free).
 */
export const ALLERGENS = [
  'gluten',
  'wheat',
  'crustaceans',
  'molluscs',
  'eggs',
  'fish',
  'peanuts',
  'tree-nuts',
  'soy',
  'milk',
  'sesame',
  'celery',
  'mustard',
  'lupin',
  'sulphites',
] as const;
export type Allergen = (typeof ALLERGENS)[number];
export const AllergenSchema = z.enum(ALLERGENS, { error: `must be one of ${ALLERGENS.join(', ')}` });

/** Each allergen as a sentence names it: "Contains: milk, eggs and tree nuts." */
export const ALLERGEN_NAMES: Record<Allergen, string> = {
  gluten: 'gluten',
  wheat: 'wheat',
  crustaceans: 'crustaceans',
  molluscs: 'molluscs',
  eggs: 'eggs',
  fish: 'fish',
  peanuts: 'peanuts',
  'tree-nuts': 'tree nuts',
  soy: 'soy',
  milk: 'milk',
  sesame: 'sesame',
  celery: 'celery',
  mustard: 'mustard',
  lupin: 'lupin',
  sulphites: 'sulphites',
};

/**
 * Spoonacular's `intolerances` in our allergens. Its "grain" is no allergen: it leaves out every cereal,
 * so it becomes the word "grain", which the exclusion rules expand (see packages/nutrition exclusions).
 */
export const INTOLERANCES = {
  dairy: ['milk'],
  egg: ['eggs'],
  gluten: ['gluten'],
  grain: [],
  peanut: ['peanuts'],
  seafood: ['fish', 'crustaceans', 'molluscs'],
  sesame: ['sesame'],
  shellfish: ['crustaceans', 'molluscs'],
  soy: ['soy'],
  sulfite: ['sulphites'],
  'tree nut': ['tree-nuts'],
  wheat: ['wheat'],
} as const satisfies Record<string, readonly Allergen[]>;
export type Intolerance = keyof typeof INTOLERANCES;

/** Words to leave out: how many, how long each, and how long the comma-separated list may be. */
export const EXCLUDED_WORDS = { terms: 20, termLength: 60, listLength: 500 } as const;

/** Words to leave out, as a list: trimmed, lower case, without repeats, within EXCLUDED_WORDS. */
export const ExcludedWordsSchema = z
  .array(
    z
      .string()
      .trim()
      .toLowerCase()
      .min(1, { error: 'Name each ingredient to leave out.' })
      .max(EXCLUDED_WORDS.termLength, {
        error: `Name each ingredient in at most ${EXCLUDED_WORDS.termLength} characters.`,
      }),
  )
  .max(EXCLUDED_WORDS.terms, { error: `Leave out at most ${EXCLUDED_WORDS.terms} ingredients.` })
  .transform((words) => [...new Set(words)])
  .refine((words) => words.join(',').length <= EXCLUDED_WORDS.listLength, {
    error: `List the ingredients to leave out in at most ${EXCLUDED_WORDS.listLength} characters.`,
  });

/** What a person leaves out of every plan and search: allergens by name, and words of their own. */
export const ExclusionsSchema = z.object({
  allergens: z
    .array(AllergenSchema)
    .max(ALLERGENS.length)
    .transform((allergens) => [...new Set(allergens)]),
  words: ExcludedWordsSchema,
});
export type Exclusions = z.output<typeof ExclusionsSchema>;

export const NO_EXCLUSIONS: Exclusions = Object.freeze({ allergens: [], words: [] }) as Exclusions;

/** "a, b ,c" → ["a", "b", "c"]; empty entries dropped. */
export function commaList(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * `intolerances=dairy,tree nut`: Spoonacular's names, or our allergens' (`milk`, `tree-nuts`, `celery`…),
 * as the allergens and words they leave out.
 */
export const IntoleranceListSchema = z
  .string()
  .max(300)
  .transform((value, context): Exclusions => {
    const allergens = new Set<Allergen>();
    const words: string[] = [];
    for (const name of commaList(value)) {
      if (name in INTOLERANCES) {
        const intolerance = name as Intolerance;
        if (intolerance === 'grain') words.push('grain');
        for (const allergen of INTOLERANCES[intolerance]) allergens.add(allergen);
      } else if ((ALLERGENS as readonly string[]).includes(name)) {
        allergens.add(name as Allergen);
      } else {
        context.addIssue({
          code: 'custom',
          message: `unknown intolerance "${name}"; use ${[...Object.keys(INTOLERANCES), ...ALLERGENS].join(', ')}`,
        });
        return z.NEVER;
      }
    }
    return { allergens: [...allergens], words };
  });

/** `exclude=peanuts,mushrooms`: words to leave out, comma-separated. */
export const ExcludedWordListSchema = z
  .string()
  .max(EXCLUDED_WORDS.listLength, {
    error: `List the ingredients to leave out in at most ${EXCLUDED_WORDS.listLength} characters.`,
  })
  .transform(commaList)
  .pipe(ExcludedWordsSchema);

/** Both of a query's ways to leave something out, as one set of exclusions. */
export function joinExclusions(...parts: readonly (Exclusions | undefined)[]): Exclusions {
  return {
    allergens: [...new Set(parts.flatMap((part) => part?.allergens ?? []))],
    words: [...new Set(parts.flatMap((part) => part?.words ?? []))],
  };
}

/** The Allergen codes in the order ALLERGENS lists them, so a list reads the same everywhere. */
export function inAllergenOrder(allergens: Iterable<Allergen>): Allergen[] {
  const present = new Set(allergens);
  return ALLERGENS.filter((allergen) => present.has(allergen));
}
