import type { Micronutrient, Sex } from '@thrive/contract';

/**
 * The daily reference intakes the diary's micronutrient panel compares a day with (docs/product.md, "Food
 * diary"): the National Academies' Dietary Reference Intakes — the RDA where there is one, else the adequate
 * intake (AI) — and for sodium its chronic-disease risk reduction intake (CDRR), a limit to stay under. Fibre,
 * potassium, vitamin K and sodium are AIs or limits; the rest RDAs. Saturated fat, cholesterol and sugar have no
 * DRI: the panel shows their amounts without a reference. Pregnancy and breastfeeding change several values and
 * are not modelled.
 */
export interface DailyReference {
  amount: number;
  /** `rda` and `ai` are amounts to reach; `limit` one to stay under. */
  kind: 'rda' | 'ai' | 'limit';
}

/** The DRI tables' life stages from 9 years on: each row's first age, then the value for males and for females. */
type Stages = readonly (readonly [fromAge: number, male: number, female: number])[];

const TABLES: Partial<Record<Micronutrient, { kind: DailyReference['kind']; stages: Stages }>> = {
  fiber: {
    kind: 'ai',
    stages: [
      [9, 31, 26],
      [14, 38, 26],
      [19, 38, 25],
      [51, 30, 21],
    ],
  },
  sodium: {
    kind: 'limit',
    stages: [
      [9, 1800, 1800],
      [14, 2300, 2300],
    ],
  },
  potassium: {
    kind: 'ai',
    stages: [
      [9, 2500, 2300],
      [14, 3000, 2300],
      [19, 3400, 2600],
    ],
  },
  calcium: {
    kind: 'rda',
    stages: [
      [9, 1300, 1300],
      [19, 1000, 1000],
      [51, 1000, 1200],
      [71, 1200, 1200],
    ],
  },
  iron: {
    kind: 'rda',
    stages: [
      [9, 8, 8],
      [14, 11, 15],
      [19, 8, 18],
      [51, 8, 8],
    ],
  },
  magnesium: {
    kind: 'rda',
    stages: [
      [9, 240, 240],
      [14, 410, 360],
      [19, 400, 310],
      [31, 420, 320],
    ],
  },
  zinc: {
    kind: 'rda',
    stages: [
      [9, 8, 8],
      [14, 11, 9],
      [19, 11, 8],
    ],
  },
  vitaminA: {
    kind: 'rda',
    stages: [
      [9, 600, 600],
      [14, 900, 700],
    ],
  },
  vitaminC: {
    kind: 'rda',
    stages: [
      [9, 45, 45],
      [14, 75, 65],
      [19, 90, 75],
    ],
  },
  vitaminD: {
    kind: 'rda',
    stages: [
      [9, 15, 15],
      [71, 20, 20],
    ],
  },
  vitaminE: {
    kind: 'rda',
    stages: [
      [9, 11, 11],
      [14, 15, 15],
    ],
  },
  vitaminK: {
    kind: 'ai',
    stages: [
      [9, 60, 60],
      [14, 75, 75],
      [19, 120, 90],
    ],
  },
  vitaminB6: {
    kind: 'rda',
    stages: [
      [9, 1, 1],
      [14, 1.3, 1.2],
      [19, 1.3, 1.3],
      [51, 1.7, 1.5],
    ],
  },
  vitaminB12: {
    kind: 'rda',
    stages: [
      [9, 1.8, 1.8],
      [14, 2.4, 2.4],
    ],
  },
  folate: {
    kind: 'rda',
    stages: [
      [9, 300, 300],
      [14, 400, 400],
    ],
  },
};

/** The age used while a person has not given theirs: the adult stage most readers are in. */
const ADULT_AGE = 31;

/**
 * Each micronutrient's reference for a person of this sex and age. Without a sex, the larger of the two values
 * (a panel must not say "enough" early); without an age, an adult's of 31 to 50.
 */
export function dailyReferences(person: { sex?: Sex | undefined; age?: number | undefined }) {
  const age = person.age ?? ADULT_AGE;
  const references: Partial<Record<Micronutrient, DailyReference>> = {};
  for (const [nutrient, table] of Object.entries(TABLES) as [
    Micronutrient,
    NonNullable<(typeof TABLES)[Micronutrient]>,
  ][]) {
    const stage = [...table.stages].reverse().find(([fromAge]) => age >= fromAge) ?? table.stages[0]!;
    const [, male, female] = stage;
    const amount = person.sex === 'male' ? male : person.sex === 'female' ? female : Math.max(male, female);
    references[nutrient] = { amount, kind: table.kind };
  }
  return references;
}
