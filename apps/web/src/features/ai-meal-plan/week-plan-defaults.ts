/** Spec §9: the table starts at 3 meals by 7 days. */
export const DEFAULT_TABLE = { meals: 3, days: 7 } as const;

/** A plan is drawn from a seed; a new seed, a new plan. */
export const newSeed = () => Math.floor(Math.random() * 2 ** 31);
