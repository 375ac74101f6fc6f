import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { UNIT_SYSTEMS } from '@thrive/contract';
import { serviceAmount, serviceQuantity } from './service-amounts';

const both = (amount: number, unit: string) =>
  UNIT_SYSTEMS.map((units) => serviceAmount(serviceQuantity(amount, unit), units));

describe('recipe service amounts', () => {
  it('converts weights and volumes, whatever the service calls their units', () => {
    expect(serviceQuantity(2, 'Tbsps')).toEqual({ kind: 'volume', ml: expect.closeTo(29.57, 2) });
    expect(serviceQuantity(1.5, ' Pounds ')).toEqual({ kind: 'weight', grams: expect.closeTo(680.4, 1) });
    expect(both(250, 'g')).toEqual(['250 g', '9 oz']);
    expect(both(1.2, 'kg')).toEqual(['1.2 kg', '2 lb 10 oz']);
    expect(both(8, 'oz')).toEqual(['230 g', '8 oz']);
    expect(both(2, 'Tbsps')).toEqual(['2 tbsp', '2 tbsp']);
    expect(both(1.5, 'cups')).toEqual(['350 ml', '1½ cups']);
    expect(both(750, 'ml')).toEqual(['750 ml', '3¼ cups']);
    expect(both(2, 'l')).toEqual(['2 L', '68 fl oz']);
  });

  it('keeps any other unit, counting pieces whole and the rest in quarters, singular or plural', () => {
    expect(both(1, 'cloves')).toEqual(['1 clove', '1 clove']);
    expect(both(2.5, 'cloves')).toEqual(['3 cloves', '3 cloves']);
    expect(both(1.5, 'bunch')).toEqual(['2 bunches', '2 bunches']);
    expect(both(2, 'large')).toEqual(['2 large', '2 large']);
    expect(both(0.5, '')).toEqual(['1', '1']);
    expect(both(0.75, 'servings')).toEqual(['¾ serving', '¾ serving']);
    expect(both(1.5, 'handful')).toEqual(['1½ handfuls', '1½ handfuls']);
    expect(both(2, 'leaves')).toEqual(['2 leaves', '2 leaves']);
    expect(both(1, 'pinches')).toEqual(['1 pinch', '1 pinch']);
    expect(both(0.01, 'dash')).toEqual(['¼ dash', '¼ dash']);
  });

  it('writes any amount in any unit as a number and, when it has one, its unit', () => {
    const unit = fc.oneof(
      fc.constantFrom('g', 'kg', 'oz', 'lb', 'ml', 'l', 'tsp', 'Tbsp', 'cups', 'cloves', 'large', '', 'servings'),
      fc.string({ maxLength: 12 }),
    );
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 10_000, noNaN: true }), unit, (amount, name) => {
        for (const text of both(amount, name)) {
          expect(text).toMatch(/^(a pinch|\d*(\.\d+)?[¼½¾]?( .+)?)$/);
          expect(text).not.toMatch(/NaN|undefined|Infinity|^0( |$)/);
        }
      }),
    );
  });
});
