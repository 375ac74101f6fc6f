import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatCookAmount,
  formatMetric,
  parseAmount,
  scaleIngredientLine,
  scaleIngredientText,
} from './scale-ingredient-line';

describe('parseAmount', () => {
  it.each([
    ['4', 4],
    ['0.5', 0.5],
    ['.5', 0.5],
    ['1.25', 1.25],
    ['1/2', 0.5],
    ['2/3', 2 / 3],
    ['1 1/2', 1.5],
    ['3 1/2', 3.5],
    ['½', 0.5],
    ['¾', 0.75],
    ['⅓', 1 / 3],
    ['1½', 1.5],
    ['2 ⅔', 2 + 2 / 3],
    ['1⁄4', 0.25],
  ])('reads "%s" as %d', (text, value) => {
    expect(parseAmount(text)).toBeCloseTo(value, 10);
  });

  it.each(['', 'a', 'one', '1/0', '1 1/0', '1/2/3', '1 2'])('reads nothing in "%s"', (text) => {
    expect(parseAmount(text)).toBeUndefined();
  });
});

describe('formatCookAmount', () => {
  it.each([
    [1, '1'],
    [2, '2'],
    [1.5, '1½'],
    [0.75, '¾'],
    [1 / 3, '⅓'],
    [2 / 3, '⅔'],
    [0.25, '¼'],
    [2.25, '2¼'],
    [12, '12'],
    [0.3, '⅓'],
    [0.45, '½'],
    [1.9, '2'],
    [0.875, '1'],
    [1.1, '1'],
    [0.1, '⅛'],
    [0.01, '⅛'],
    [0.19, '¼'],
    [1 / 6, '¼'],
    [0.124, '⅛'],
    [37.5, '37½'],
    [0, '0'],
  ])('writes %d as "%s"', (value, text) => {
    expect(formatCookAmount(value)).toBe(text);
  });

  it('writes the nearest whole number, half, quarter or third, and never nothing for something', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 500, noNaN: true }), (value) => {
        const text = formatCookAmount(value);
        expect(text).toMatch(/^(\d+[¼⅓½⅔¾]?|[¼⅓½⅔¾⅛])$/);
        const written = parseAmount(text)!;
        expect(written).toBeGreaterThan(0);
        expect(Math.abs(written - value)).toBeLessThanOrEqual(1 / 8 + 1e-9);
      }),
    );
  });
});

describe('formatMetric', () => {
  it('rounds grams and millilitres like a kitchen scale, and kilograms and litres to 0.05', () => {
    expect(formatMetric(371, 1)).toBe('370');
    expect(formatMetric(42.6, 1)).toBe('43');
    expect(formatMetric(2.3, 1)).toBe('2.5');
    expect(formatMetric(0.15, 1)).toBe('0.2');
    expect(formatMetric(1.875, 1000)).toBe('1.9');
    expect(formatMetric(2.4, 1000)).toBe('2.4');
    expect(formatMetric(0.01, 1000)).toBe('0.05');
  });
});

describe('scaleIngredientLine', () => {
  it.each([
    ['4 packages tempeh', 0.25, '1 package tempeh'],
    ['4 packages tempeh', 0.75, '3 packages tempeh'],
    ['1 1/2 tbsp (21.3 g) unsalted butter', 2, '3 tbsp (43 g) unsalted butter'],
    ['1 1/2 tbsp (21.3 g) unsalted butter', 0.5, '¾ tbsp (11 g) unsalted butter'],
    ['5 large (250 g) eggs', 0.5, '2½ large (125 g) eggs'],
    ['5 large (250 g) eggs', 1.2, '6 large (300 g) eggs'],
    ['1/3 cup chopped (60 g) onion', 0.5, '¼ cup chopped (30 g) onion'],
    ['2/3 tsp (4 g) salt, for the pasta water', 1.5, '1 tsp (6 g) salt, for the pasta water'],
    ['2/3 tsp (4 g) salt, for the pasta water', 2, '1⅓ tsp (8 g) salt, for the pasta water'],
    ['1 pinch (1 g) salt', 2, '2 pinches (2 g) salt'],
    ['1 pinch (1 g) salt', 0.5, '½ pinch (0.5 g) salt'],
    ['3 1/2 oz (100 g) smoked salmon, torn into strips', 0.5, '1¾ oz (50 g) smoked salmon, torn into strips'],
    ['3 1/2 oz (100 g) smoked salmon, torn into strips', 3, '10½ oz (300 g) smoked salmon, torn into strips'],
  ])('scales "%s" by %d to "%s"', (line, scale, scaled) => {
    expect(scaleIngredientText(line, scale)).toBe(scaled);
  });

  it.each([
    ['2 cloves garlic', 0.5, '1 clove garlic'],
    ['2 cloves garlic', 1.5, '3 cloves garlic'],
    ['1 cup rice', 2, '2 cups rice'],
    ['1 cup rice', 0.5, '½ cup rice'],
    ['1 1/2 cups all-purpose flour', 0.5, '¾ cup all-purpose flour'],
    ['½ cup butter, melted', 3, '1½ cups butter, melted'],
    ['1½ cups milk', 2, '3 cups milk'],
    ['¾ tsp salt', 4, '3 tsp salt'],
    ['2-3 tablespoons olive oil', 0.5, '1-1½ tablespoons olive oil'],
    ['2 to 3 cups stock', 2, '4 to 6 cups stock'],
    ['1 (14.5 ounce) can diced tomatoes', 2, '2 (14.5 ounce) cans diced tomatoes'],
    ['1 6-oz can tomato paste', 2, '2 6-oz cans tomato paste'],
    ['2 large cloves garlic', 0.5, '1 large clove garlic'],
    ['1 Cup sugar', 2, '2 Cups sugar'],
    ['1 cup 2% milk', 2, '2 cups 2% milk'],
  ])('scales the outside service’s "%s" by %d to "%s"', (line, scale, scaled) => {
    expect(scaleIngredientText(line, scale)).toBe(scaled);
  });

  it.each([
    ['120 g smoked salmon, torn into strips', 1.5, '180 g smoked salmon, torn into strips'],
    ['115 g ground pork', 5 / 3, '190 g ground pork'],
    ['200g chicken', 0.5, '100g chicken'],
    ['1.2 kg mussels, scrubbed (about 350 g meat)', 1.5, '1.8 kg mussels, scrubbed (about 525 g meat)'],
    ['1 litre stock', 2, '2 litres stock'],
    ['500 ml water', 0.5, '250 ml water'],
  ])('weighs a leading metric amount like a kitchen scale: "%s" by %d', (line, scale, scaled) => {
    expect(scaleIngredientText(line, scale)).toBe(scaled);
  });

  it.each([
    ['2 3/4 lb (1.25 kg) potatoes, cut into wedges', 2, '5½ lb (2.5 kg) potatoes, cut into wedges'],
    ['1 can (140 g drained) tuna in water', 2, '2 cans (280 g drained) tuna in water'],
    ['1 large (200 g flesh) avocado', 0.5, '½ large (100 g flesh) avocado'],
    ['2 containers (6 oz each, 340 g) nonfat Greek yogurt', 0.5, '1 container (6 oz each, 170 g) nonfat Greek yogurt'],
    ['1 cup (240 ml) stock', 2, '2 cups (480 ml) stock'],
    ['1 tsp (1-2 g) chili flakes', 2, '2 tsp (2-4 g) chili flakes'],
  ])('scales every metric figure in brackets: "%s" by %d', (line, scale, scaled) => {
    expect(scaleIngredientText(line, scale)).toBe(scaled);
  });

  it.each([
    ['scant 1/2 cup (100 g) hummus', 2, 'scant 1 cup (200 g) hummus'],
    ['about 11 large (50 g) black olives, pitted', 2, 'about 22 large (100 g) black olives, pitted'],
    ['juice of 1 1/2 lemons (72 g)', 2, 'juice of 3 lemons (145 g)'],
    ['generous 1/2 cup (80 g) pine nuts', 0.5, 'generous ¼ cup (40 g) pine nuts'],
    ['10 to 12 large (300 g) sea scallops, patted dry', 0.5, '5 to 6 large (150 g) sea scallops, patted dry'],
  ])('scales an amount after a word like "about" or "juice of": "%s" by %d', (line, scale, scaled) => {
    expect(scaleIngredientText(line, scale)).toBe(scaled);
  });

  it.each([
    'salt and pepper to taste',
    'a pinch (1 g) ground cinnamon',
    'pinch (0.5 g) of salt',
    'fresh basil, to serve',
    '2% milk',
    '',
  ])('keeps "%s" as written', (line) => {
    for (const scale of [0.25, 0.5, 2, 3]) expect(scaleIngredientText(line, scale)).toBe(line);
  });

  it('leaves other numbers in the text alone', () => {
    expect(scaleIngredientText('600 g chicken thighs, cut into 3 cm cubes', 0.5)).toBe(
      '300 g chicken thighs, cut into 3 cm cubes',
    );
    expect(scaleIngredientText('1 cup (180 g) orange segments (about 1 1/2 oranges)', 2)).toBe(
      '2 cups (360 g) orange segments (about 1 1/2 oranges)',
    );
    expect(scaleIngredientText('1 pinch (0.1 g) saffron, soaked in 2 tbsp hot water', 3)).toBe(
      '3 pinches (0.5 g) saffron, soaked in 2 tbsp hot water',
    );
  });

  it('never writes a small amount as nothing', () => {
    expect(scaleIngredientText('1/8 tsp (0.3 g) black pepper', 1 / 4)).toBe('⅛ tsp (0.1 g) black pepper');
  });

  it('marks only the amounts that changed', () => {
    expect(scaleIngredientLine('1 1/2 tbsp (21.3 g) unsalted butter', 2)).toEqual([
      { text: '3', scaled: true },
      { text: ' tbsp (', scaled: false },
      { text: '43', scaled: true },
      { text: ' g) unsalted butter', scaled: false },
    ]);
    expect(scaleIngredientLine('salt to taste', 2)).toEqual([{ text: 'salt to taste', scaled: false }]);
  });
});
