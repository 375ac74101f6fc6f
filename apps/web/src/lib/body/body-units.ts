import { z } from 'zod';
import {
  BODY_LIMITS,
  BODY_MEASUREMENTS,
  type BodyMeasurement,
  type BodyMeasures,
  type UnitSystem,
} from '@thrive/contract';
import { CM_PER_INCH, KG_PER_POUND } from '@thrive/nutrition';

/**
 * Weights and lengths as a person reads them: kilograms and centimetres, or pounds and inches for one who chose
 * US units in "My targets". The API and the database speak kilograms and centimetres only.
 */
export const bodyUnits = (units: UnitSystem) =>
  units === 'us' ? ({ weight: 'lb', length: 'in' } as const) : ({ weight: 'kg', length: 'cm' } as const);

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

const weightTo = (kg: number, units: UnitSystem) => (units === 'us' ? kg / KG_PER_POUND : kg);
const lengthTo = (cm: number, units: UnitSystem) => (units === 'us' ? cm / CM_PER_INCH : cm);
export const weightIn = (kg: number, units: UnitSystem) => oneDecimal(weightTo(kg, units));
export const lengthIn = (cm: number, units: UnitSystem) => oneDecimal(lengthTo(cm, units));
const weightFrom = (value: number, units: UnitSystem) => (units === 'us' ? value * KG_PER_POUND : value);
const lengthFrom = (value: number, units: UnitSystem) => (units === 'us' ? value * CM_PER_INCH : value);

export const formatWeight = (kg: number, units: UnitSystem) =>
  `${weightIn(kg, units).toLocaleString('en-US')} ${bodyUnits(units).weight}`;

/** A rate with its sign, to a hundredth: "−0.35 kg a week", "+0.5 lb a week". */
export const formatWeeklyRate = (kgPerWeek: number, units: UnitSystem) => {
  const value = Math.round(weightTo(Math.abs(kgPerWeek), units) * 100) / 100;
  const sign = value === 0 ? '' : kgPerWeek < 0 ? '−' : '+';
  return `${sign}${value.toLocaleString('en-US')} ${bodyUnits(units).weight} a week`;
};

export const MEASUREMENT_NAMES: Record<BodyMeasurement, string> = {
  waist: 'Waist',
  hips: 'Hips',
  chest: 'Chest',
  neck: 'Neck',
  upperArm: 'Upper arm',
  thigh: 'Thigh',
};

/** The weigh-in form as typed: numbers as text, so a field being cleared stays blank. */
export type BodyFormValues = Record<'weight' | 'bodyFat' | BodyMeasurement, string>;

/** An entry's figures as the form shows them, in the person's units. */
export function bodyFormValues(entry: BodyMeasures | undefined, units: UnitSystem): BodyFormValues {
  const text = (value: number | undefined, show: (value: number) => number) =>
    value === undefined ? '' : String(show(value));
  return {
    weight: text(entry?.weight, (kg) => weightIn(kg, units)),
    bodyFat: text(entry?.bodyFat, oneDecimal),
    ...(Object.fromEntries(
      BODY_MEASUREMENTS.map((name) => [name, text(entry?.[name], (cm) => lengthIn(cm, units))]),
    ) as Record<BodyMeasurement, string>),
  };
}

/**
 * A field typed in the person's unit, checked against the contract's plausible range shown in that unit to a tenth,
 * and read in kilograms or centimetres. A figure at the very edge (80 cm shows as 31.5 in, a hair over 80 cm) is
 * brought inside the range, so that what the form shows can always be saved again.
 */
function plausibleText(
  limits: { min: number; max: number },
  label: string,
  unit: string,
  show: (metric: number) => number,
  read: (value: number) => number,
) {
  const [min, max] = [oneDecimal(show(limits.min)), oneDecimal(show(limits.max))];
  const error = `Enter ${label} from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')} ${unit}.`;
  return z
    .string()
    .trim()
    .transform((text) => (text === '' ? undefined : Number(text)))
    .pipe(z.number({ error }).min(min, { error }).max(max, { error }).optional())
    .transform((value) => (value === undefined ? undefined : Math.min(limits.max, Math.max(limits.min, read(value)))));
}

/** The form's rules in the person's units, into the measures the API takes. */
export function bodyFormSchema(units: UnitSystem) {
  const unit = bodyUnits(units);
  const exact = (value: number) => value;
  const lengths = Object.fromEntries(
    BODY_MEASUREMENTS.map((name) => [
      name,
      plausibleText(
        BODY_LIMITS[name],
        `a ${MEASUREMENT_NAMES[name].toLowerCase()} measurement`,
        unit.length,
        (cm) => lengthTo(cm, units),
        (value) => lengthFrom(value, units),
      ),
    ]),
  ) as Record<BodyMeasurement, ReturnType<typeof plausibleText>>;
  return z
    .object({
      weight: plausibleText(
        BODY_LIMITS.weight,
        'a weight',
        unit.weight,
        (kg) => weightTo(kg, units),
        (value) => weightFrom(value, units),
      ),
      bodyFat: plausibleText(BODY_LIMITS.bodyFat, 'a body fat', '%', exact, exact),
      ...lengths,
    })
    .transform((values, context): BodyMeasures => {
      const measures = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
      if (Object.keys(measures).length === 0) {
        context.addIssue({ code: 'custom', path: ['weight'], message: 'Enter your weight or a measurement.' });
        return z.NEVER;
      }
      return measures;
    });
}
