import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { roundGrams } from './format-amount';
import { formatCookAmount, parseAmount, scaleIngredientLine, scaleIngredientText } from './scale-ingredient-line';

// Properties of scaling over generated ingredient lines; the worked examples are in scale-ingredient-line.test.ts.

/** Ratios of servings the stepper can reach (1–24 of a recipe's 1–12), other than 1. */
const scales = fc
  .tuple(fc.integer({ min: 1, max: 24 }), fc.integer({ min: 1, max: 12 }))
  .filter(([chosen, own]) => chosen !== own)
  .map(([chosen, own]) => chosen / own);

const WHOLE = fc.integer({ min: 0, max: 40 });
const GLYPHS = { '¼': 1 / 4, '½': 1 / 2, '¾': 3 / 4, '⅓': 1 / 3, '⅔': 2 / 3 } as const;
/** An amount as recipes write it, with its value. */
const amounts: fc.Arbitrary<{ text: string; value: number }> = fc.oneof(
  fc.integer({ min: 1, max: 40 }).map((n) => ({ text: String(n), value: n })),
  fc.tuple(WHOLE, fc.integer({ min: 1, max: 9 })).map(([w, d]) => ({ text: `${w}.${d}`, value: w + d / 10 })),
  fc
    .tuple(fc.integer({ min: 1, max: 7 }), fc.constantFrom(2, 3, 4, 8))
    .filter(([n, d]) => n < d)
    .map(([n, d]) => ({ text: `${n}/${d}`, value: n / d })),
  fc
    .tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 3 }), fc.constantFrom(2, 3, 4))
    .filter(([, n, d]) => n < d)
    .map(([w, n, d]) => ({ text: `${w} ${n}/${d}`, value: w + n / d })),
  fc
    .tuple(WHOLE, fc.constantFrom(...(Object.keys(GLYPHS) as (keyof typeof GLYPHS)[])), fc.constantFrom('', ' '))
    .map(([w, glyph, space]) => ({
      text: w === 0 ? glyph : `${w}${space}${glyph}`,
      value: w + GLYPHS[glyph],
    })),
);
/** Measures whose word does not change with the amount. */
const units = fc.constantFrom('tbsp', 'tsp', 'oz', 'lb', 'large', 'medium', 'small', 'c.', 'fl oz');
const grams = fc.oneof(
  fc.integer({ min: 1, max: 2000 }),
  fc.integer({ min: 1, max: 999 }).map((tenths) => tenths / 10),
);
/** The rest of a line, with numbers of its own (none of them a weight in brackets). */
const tails = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        'cooked',
        'quinoa',
        'chicken',
        'thighs,',
        'cut',
        'into',
        'dice',
        'for',
        'the',
        'pasta',
        'water',
        'lean',
        'torn',
        'ribbons',
        'or',
        'about',
        '(Puy)',
        '(about 2 1/2 tins)',
        '(6 oz each)',
        '(2 tbsp)',
        '93%',
        '½',
        '1/2',
      ),
      fc.integer({ min: 0, max: 999 }).map(String),
      fc
        .tuple(fc.integer({ min: 1, max: 500 }), fc.constantFrom('cm', 'g', 'ml', 'kg', 'tbsp', '°C', 'minutes'))
        .map(([n, unit]) => `${n} ${unit}`),
    ),
    { minLength: 1, maxLength: 8 },
  )
  .map((words) => words.join(' '));

function gramRounding(value: number): number {
  if (value >= 95) return 2.5;
  if (value >= 9.5) return 0.5;
  return 0.25;
}

function scaledFigures(line: string, scale: number): number[] {
  return scaleIngredientLine(line, scale)
    .filter((part) => part.scaled)
    .map((part) => parseAmount(part.text)!);
}

describe('scaleIngredientLine, for any line', () => {
  it('shows the line exactly as written at scale 1', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (line) => {
        expect(scaleIngredientText(line, 1)).toBe(line);
      }),
    );
    fc.assert(
      fc.property(amounts, units, grams, tails, (amount, unit, weight, tail) => {
        const line = `${amount.text} ${unit} (${weight} g) ${tail}`;
        expect(scaleIngredientText(line, 1)).toBe(line);
      }),
    );
  });

  it('scales the leading amount and the bracketed weight, and leaves the rest as written', () => {
    fc.assert(
      fc.property(amounts, units, grams, tails, scales, (amount, unit, weight, tail, scale) => {
        expect(scaleIngredientText(`${amount.text} ${unit} (${weight} g) ${tail}`, scale)).toBe(
          `${formatCookAmount(amount.value * scale)} ${unit} (${roundGrams(weight * scale)} g) ${tail}`,
        );
      }),
    );
  });

  it('keeps a line with no leading amount as written', () => {
    const words = fc.constantFrom('salt', 'fresh', 'a', 'pinch', 'handful', 'Freshly', 'one', 'some', 'extra');
    fc.assert(
      fc.property(words, tails, scales, (word, tail, scale) => {
        const line = `${word} ${tail}`;
        expect(scaleIngredientText(line, scale)).toBe(line);
      }),
    );
  });

  it('comes back within rounding when scaled by k and then by 1/k', () => {
    fc.assert(
      fc.property(amounts, units, grams, scales, (amount, unit, weight, scale) => {
        const line = `${amount.text} ${unit} (${weight} g) chopped`;
        const there = scaleIngredientText(line, scale);
        const [amountThere = NaN, weightThere = NaN] = scaledFigures(line, scale);
        const [amountBack = NaN, weightBack = NaN] = scaledFigures(there, 1 / scale);
        expect(Math.abs(amountBack - amount.value)).toBeLessThanOrEqual(1 / 8 + 1 / 8 / scale + 1e-9);
        expect(Math.abs(weightBack - weight)).toBeLessThanOrEqual(
          gramRounding(weightThere / scale) + gramRounding(weight * scale) / scale + 1e-9,
        );
        expect(amountThere).toBeGreaterThan(0);
      }),
    );
  });

  it('never throws, and keeps every character of a line without an amount', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), scales, (line, scale) => {
        const parts = scaleIngredientLine(line, scale);
        if (!parts.some((part) => part.scaled)) expect(parts.map((part) => part.text).join('')).toBe(line);
      }),
    );
  });
});
