import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { UNIT_SYSTEMS } from '@thrive/contract';
import { GRAMS, ML, counted, cups, dry, kitchenNumber, liquid, spoons, weight, wholePieces } from './kitchen-units';

const FRACTION_VALUES: Record<string, number> = { '': 0, '¼': 0.25, '½': 0.5, '¾': 0.75 };

/** The number a kitchen amount starts with: "1½" is 1.5, "¾" is 0.75. */
function leadingNumber(text: string): number {
  const match = /^(\d*(?:\.\d+)?)([¼½¾]?)/.exec(text)!;
  return Number(match[1] || 0) + FRACTION_VALUES[match[2]!]!;
}

/** Grams written by `weight`, read back. */
function gramsOf(text: string): number {
  const pounds = /^(\d+) lb(?: (\d+) oz)?$/.exec(text);
  if (pounds) return (Number(pounds[1]) * 16 + Number(pounds[2] ?? 0)) * GRAMS.oz;
  if (text.endsWith(' oz')) return leadingNumber(text) * GRAMS.oz;
  if (text.endsWith(' kg')) return leadingNumber(text) * 1000;
  return leadingNumber(text);
}

/** Millilitres written by `liquid`, read back; a pinch is taken as an eighth of a teaspoon. */
function mlOf(text: string): number {
  if (text === 'a pinch') return ML.tsp / 8;
  const unit = text.slice(text.indexOf(' ') + 1);
  const perUnit: Record<string, number> = {
    tsp: ML.tsp,
    tbsp: ML.tbsp,
    cup: ML.cup,
    cups: ML.cup,
    'fl oz': ML.flOz,
    ml: 1,
    L: 1000,
  };
  return leadingNumber(text) * perUnit[unit]!;
}

describe('kitchen units', () => {
  it('writes quarters as cooks do', () => {
    expect([0.25, 0.5, 0.75, 1, 1.5, 2.25, 3.75, 12].map(kitchenNumber)).toEqual([
      '¼',
      '½',
      '¾',
      '1',
      '1½',
      '2¼',
      '3¾',
      '12',
    ]);
    expect([counted(0.75, 'cup', 'cups'), counted(1, 'cup', 'cups'), counted(1.5, 'cup', 'cups')]).toEqual([
      '¾ cup',
      '1 cup',
      '1½ cups',
    ]);
  });

  it('measures spoons in quarter teaspoons and half tablespoons, cups in quarters', () => {
    expect(spoons(0.3)).toBe('a pinch');
    expect(spoons(0.75 * ML.tsp)).toBe('¾ tsp');
    expect(spoons(2.9 * ML.tsp)).toBe('1 tbsp');
    expect(spoons(2.6 * ML.tbsp)).toBe('2½ tbsp');
    expect(spoons(3.9 * ML.tbsp)).toBeUndefined();
    expect(cups(3.9 * ML.tbsp)).toBe('¼ cup');
    expect(cups(1.55 * ML.cup)).toBe('1½ cups');
  });

  it('weighs in rounded grams and kilograms, or in ounces and pounds', () => {
    expect(['metric', 'us'].map((units) => weight(163, units as 'metric'))).toEqual(['160 g', '6 oz']);
  });

  it.each([
    ['weight', 0.2, 'metric', '1 g'],
    ['weight', 7.4, 'metric', '7 g'],
    ['weight', 42, 'metric', '40 g'],
    ['weight', 610, 'metric', '600 g'],
    ['weight', 1260, 'metric', '1.25 kg'],
    ['weight', 10, 'us', '¼ oz'],
    ['weight', 45, 'us', '1½ oz'],
    ['weight', 510, 'us', '1 lb 2 oz'],
    ['weight', 454, 'us', '1 lb'],
    ['liquid', 10, 'metric', '2 tsp'],
    ['liquid', 30, 'us', '2 tbsp'],
    ['liquid', 183, 'metric', '180 ml'],
    ['liquid', 183, 'us', '¾ cup'],
    ['liquid', 1520, 'metric', '1.5 L'],
    ['liquid', 1520, 'us', '51 fl oz'],
  ] as const)('writes a %s of %d in %s units as %s', (kind, amount, units, written) => {
    expect({ weight, liquid }[kind](amount, units)).toBe(written);
  });

  it('gives a dry food in spoons, then cups, then its weight', () => {
    // Rolled oats: 81 g a cup.
    expect(dry(6, 81, 'metric', 2)).toBe('1 tbsp');
    expect(dry(120, 81, 'metric', 2)).toBe('1½ cups');
    expect(dry(300, 81, 'metric', 2)).toBe('300 g');
    expect(dry(300, 81, 'us', 4)).toBe('3¾ cups');
    expect(dry(400, 81, 'us', 4)).toBe('14 oz');
    expect(dry(120, 81, 'us', 0)).toBe('4 oz');
  });

  it('rounds pieces up, forgiving a tenth of one', () => {
    expect([0.01, 1, 1.05, 1.2, 2.999999, 3.0000001].map(wholePieces)).toEqual([1, 1, 1, 2, 3, 3]);
  });

  const amount = fc.double({ min: 0.01, max: 50_000, noNaN: true });
  const units = fc.constantFrom(...UNIT_SYSTEMS);

  it('weighs any amount close to its weight, in its system’s units only', () => {
    fc.assert(
      fc.property(amount, units, (grams, system) => {
        const text = weight(grams, system);
        expect(text).toMatch(system === 'metric' ? /^\d+(\.\d+)? (g|kg)$/ : /^(\d*[¼½¾]? oz|\d+ lb( \d+ oz)?)$/);
        if (grams >= 28) expect(Math.abs(gramsOf(text) - grams) / grams).toBeLessThan(0.13);
      }),
    );
  });

  it('pours any amount close to its volume, in its system’s units only', () => {
    fc.assert(
      fc.property(amount, units, (ml, system) => {
        const text = liquid(ml, system);
        expect(text).toMatch(
          system === 'metric'
            ? /^(a pinch|\d*[¼½¾]? (tsp|tbsp)|\d+ ml|\d+(\.\d+)? L)$/
            : /^(a pinch|\d*[¼½¾]? (tsp|tbsp|cups?)|\d+ fl oz)$/,
        );
        // Below a cup, the nearest quarter cup may be an eighth of a cup away.
        if (ml >= ML.tsp) expect(Math.abs(mlOf(text) - ml)).toBeLessThanOrEqual(Math.max(0.2 * ml, ML.cup / 8 + 1e-9));
      }),
    );
  });

  it('never counts spoons or cups in quarters past a few, nor a spoon past where the next one up reads better', () => {
    fc.assert(
      fc.property(amount, fc.double({ min: 1, max: 400, noNaN: true }), units, (grams, gramsPerCup, system) => {
        for (const text of [dry(grams, gramsPerCup, system, 4), liquid(grams, system)]) {
          const spoon = /^(\d*)([¼½¾]?) (tsp|tbsp|cups?)$/.exec(text);
          if (!spoon) continue;
          const value = leadingNumber(text);
          if (spoon[2] === '¼' || spoon[2] === '¾') expect(value).toBeLessThan(16);
          expect(value).toBeLessThan({ tsp: 3, tbsp: 4, cup: 1.01, cups: 4.01 }[spoon[3]!]!);
          expect(value).toBeGreaterThanOrEqual(0.25);
        }
      }),
    );
  });
});
