import type { UnitSystem } from '@thrive/contract';

/** US customary measures, as USDA's household measures and most recipes mean them. */
export const ML = { tsp: 4.92892, tbsp: 14.7868, cup: 236.588, flOz: 29.5735 } as const;
export const GRAMS = { oz: 28.3495, lb: 453.592 } as const;

const FRACTIONS = ['', '¼', '½', '¾'] as const;

/** The nearest multiple of `step`, at least one step: a shopping list never says "0". */
function nearest(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

/** "1½", "¾", "12": a whole number of quarters as a cook writes it. */
export function kitchenNumber(value: number): string {
  const quarters = Math.round(value * 4);
  const whole = Math.floor(quarters / 4);
  return `${whole || ''}${FRACTIONS[quarters % 4]}` || '0';
}

/** "1 cup", "¾ cup", "1½ cups": a fraction of one takes the singular. */
export function counted(value: number, one: string, other: string): string {
  return `${kitchenNumber(value)} ${value > 1 ? other : one}`;
}

/** Decimals for metric amounts, without float noise: 1.25, not 1.2500000000000002. */
const decimal = (value: number) => String(Number(value.toFixed(2)));

/**
 * Teaspoons in quarters below a tablespoon, tablespoons in halves below a quarter cup, and a pinch below an
 * eighth of a teaspoon; nothing from a quarter cup on, where cups or the shelf's units read better.
 */
export function spoons(ml: number): string | undefined {
  const tsp = ml / ML.tsp;
  if (tsp < 1 / 8) return 'a pinch';
  const quarterTsp = nearest(tsp, 0.25);
  if (quarterTsp < 3) return `${kitchenNumber(quarterTsp)} tsp`;
  const halfTbsp = nearest(ml / ML.tbsp, 0.5);
  if (halfTbsp < 4) return `${kitchenNumber(halfTbsp)} tbsp`;
  return undefined;
}

/** Cups in quarters: what a measuring-cup set holds. */
export function cups(ml: number): string {
  return counted(nearest(ml / ML.cup, 0.25), 'cup', 'cups');
}

/**
 * A weight as the shelf or the butcher gives it: grams in steps that grow with the amount, kilograms from
 * one; or ounces (quarters below 4 oz) and pounds with ounces ("1 lb 2 oz").
 */
export function weight(grams: number, units: UnitSystem): string {
  if (units === 'metric') {
    const step = grams < 10 ? 1 : grams < 50 ? 5 : grams < 250 ? 10 : grams < 1000 ? 25 : 50;
    const rounded = nearest(grams, step);
    return rounded >= 1000 ? `${decimal(rounded / 1000)} kg` : `${rounded} g`;
  }
  const ounces = grams / GRAMS.oz;
  const quarterOunces = nearest(ounces, 0.25);
  if (quarterOunces < 4) return `${kitchenNumber(quarterOunces)} oz`;
  const wholeOunces = Math.round(ounces);
  if (wholeOunces < 16) return `${wholeOunces} oz`;
  const pounds = Math.floor(wholeOunces / 16);
  const rest = wholeOunces % 16;
  return `${pounds} lb${rest ? ` ${rest} oz` : ''}`;
}

/** Beyond spoons, US liquids stay in cups up to a quart; past it the bottle's fluid ounces read better. */
const US_LIQUID_CUPS = 4;

/**
 * A liquid: spoons for a splash; then millilitres in steps that grow with the amount and litres from one,
 * or cups up to a quart and fluid ounces beyond.
 */
export function liquid(ml: number, units: UnitSystem): string {
  const small = spoons(ml);
  if (small) return small;
  if (units === 'metric') {
    const step = ml < 250 ? 10 : ml < 1000 ? 25 : 50;
    const rounded = nearest(ml, step);
    return rounded >= 1000 ? `${decimal(rounded / 1000)} L` : `${rounded} ml`;
  }
  if (ml / ML.cup <= US_LIQUID_CUPS) return cups(ml);
  return `${Math.round(ml / ML.flOz)} fl oz`;
}

/**
 * Past this many cups a dry food is written by weight: metric packs are labelled in grams, so a couple of
 * cups is as far as cups help there, while US recipes and shoppers measure in cups up to a quart.
 */
export const CUP_LIMIT: Record<UnitSystem, number> = { metric: 2, us: 4 };

/**
 * A dry food measured by volume: spoons, then cups up to `cupLimit` cups (none when 0), then its weight.
 * `gramsPerCup` is the food's density.
 */
export function dry(grams: number, gramsPerCup: number, units: UnitSystem, cupLimit: number): string {
  const ml = (grams / gramsPerCup) * ML.cup;
  const small = spoons(ml);
  if (small) return small;
  if (ml / ML.cup <= cupLimit) return cups(ml);
  return weight(grams, units);
}

/**
 * Whole pieces, rounded up so there is enough, and at least one; a tenth of a piece over is let go, as
 * pieces vary more than that and sums carry float noise ("2 eggs" for 100.000001 g).
 */
export function wholePieces(pieces: number): number {
  return Math.max(1, Math.ceil(pieces - 0.1));
}
