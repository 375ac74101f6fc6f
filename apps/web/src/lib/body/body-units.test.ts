import { describe, expect, it } from 'vitest';
import { BODY_LIMITS, BodyMeasuresSchema } from '@thrive/contract';
import { bodyFormSchema, bodyFormValues, formatWeeklyRate, formatWeight } from './body-units';

const BLANK_BODY_FORM = bodyFormValues(undefined, 'metric');

describe('weights and lengths in the person’s units', () => {
  it('shows kilograms as pounds and centimetres as inches for US units, to a tenth', () => {
    expect(formatWeight(80, 'metric')).toBe('80 kg');
    expect(formatWeight(80, 'us')).toBe('176.4 lb');
    expect(formatWeeklyRate(-0.5, 'us')).toBe('−1.1 lb a week');
    expect(formatWeeklyRate(0.35, 'metric')).toBe('+0.35 kg a week');
    expect(formatWeeklyRate(0, 'metric')).toBe('0 kg a week');
    expect(bodyFormValues({ weight: 80, waist: 91.44 }, 'us')).toMatchObject({ weight: '176.4', waist: '36' });
  });

  it('reads a form typed in pounds and inches into kilograms and centimetres', () => {
    const parsed = bodyFormSchema('us').parse({ ...BLANK_BODY_FORM, weight: '176.4', waist: '36' });
    expect(parsed.weight).toBeCloseTo(80.01, 2);
    expect(parsed.waist).toBeCloseTo(91.44, 5);
    expect(parsed).not.toHaveProperty('hips');
  });

  it('names the plausible range in the person’s unit, and every figure it allows the API allows too', () => {
    const us = bodyFormSchema('us');
    const tooLight = us.safeParse({ ...BLANK_BODY_FORM, weight: '80' });
    expect(tooLight.error?.issues[0]?.message).toBe('Enter a weight from 88.2 to 440.9 lb.');
    for (const units of ['metric', 'us'] as const) {
      const schema = bodyFormSchema(units);
      for (const field of ['weight', 'waist', 'neck', 'upperArm', 'thigh', 'bodyFat'] as const) {
        const message = schema.safeParse({ ...BLANK_BODY_FORM, [field]: '-1' }).error!.issues[0]!.message;
        const [min, max] = [...message.matchAll(/[\d.,]+(?= )/g)].map((match) => Number(match[0].replace(',', '')));
        for (const edge of [min!, max!]) {
          const measures = schema.parse({ ...BLANK_BODY_FORM, [field]: String(edge) });
          expect(BodyMeasuresSchema.safeParse(measures).success, `${units} ${field} ${edge}`).toBe(true);
        }
        expect(min).toBeGreaterThan(0);
        expect(BODY_LIMITS[field]).toBeDefined();
      }
    }
  });

  it('saves again whatever it shows: an entry at the edge of a range, read back in inches', () => {
    const shown = bodyFormValues({ neck: 80, upperArm: 10, waist: 40 }, 'us');
    expect(shown).toMatchObject({ neck: '31.5', upperArm: '3.9', waist: '15.7' });
    const measures = bodyFormSchema('us').parse(shown);
    expect(BodyMeasuresSchema.safeParse(measures).success).toBe(true);
    expect(measures.neck).toBe(80);
  });

  it('asks for a weight or a measurement when the form is blank', () => {
    const blank = bodyFormSchema('metric').safeParse(BLANK_BODY_FORM);
    expect(blank.error?.issues[0]).toMatchObject({ path: ['weight'], message: 'Enter your weight or a measurement.' });
  });
});
