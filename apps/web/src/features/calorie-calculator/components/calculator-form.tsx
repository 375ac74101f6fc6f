import { Controller, useController, type Control } from 'react-hook-form';
import type { UnitSystem } from '@thrive/contract';
import { CALCULATOR_BOUNDS, CM_PER_INCH, KG_PER_POUND, type CalculatorInput, type Sex } from '@thrive/nutrition';
import { RangeField } from './range-field';
import { SegmentedChoice } from './segmented-choice';

type Bounds = { min: number; max: number };

/** How a slider shows the form's value: as it is, or in US units (the form holds centimetres and kilograms). */
interface Scale extends Bounds {
  shown: (value: number) => number;
  held: (shown: number) => number;
}

const asHeld = ({ min, max }: Bounds): Scale => ({ min, max, shown: (value) => value, held: (shown) => shown });

/** A US unit worth `perUnit` of the form's own, whole on the slider and kept within the form's bounds. */
function usUnits(perUnit: number, bounds: Bounds): Scale {
  return {
    min: Math.ceil(bounds.min / perUnit),
    max: Math.floor(bounds.max / perUnit),
    shown: (value) => Math.round(value / perUnit),
    held: (shown) => Math.min(bounds.max, Math.max(bounds.min, shown * perUnit)),
  };
}

function feetAndInches(cm: number): string {
  const total = Math.round(cm / CM_PER_INCH);
  return `${Math.floor(total / 12)} ft ${total % 12} in`;
}

interface SliderProps {
  control: Control<CalculatorInput>;
  name: 'age' | 'height' | 'weight' | 'activity';
  label: string;
  scale: Scale;
  /** What the form's value reads as. */
  display: (value: number) => string;
}

/** One of the form's sliders: its value is read live, and a refused one takes focus like any field. */
function Slider({ control, name, label, scale, display }: SliderProps) {
  const { field } = useController({ control, name });
  return (
    <RangeField
      label={label}
      value={scale.shown(field.value)}
      min={scale.min}
      max={scale.max}
      display={display(field.value)}
      onChange={(shown) => field.onChange(scale.held(shown))}
      name={field.name}
      onBlur={field.onBlur}
      inputRef={field.ref}
    />
  );
}

interface CalculatorFormProps {
  control: Control<CalculatorInput>;
  units: UnitSystem;
  /** The units are a target of their own, saved as soon as they are chosen. */
  onUnitsChange: (units: UnitSystem) => void;
}

/** The person's facts: gender and units as segments, the rest as sliders. */
export function CalculatorForm({ control, units, onUnitsChange }: CalculatorFormProps) {
  const { age, height, weight, activity } = CALCULATOR_BOUNDS;
  const metric = units === 'metric';
  return (
    <form className="card calculator__form" aria-label="Your details" onSubmit={(event) => event.preventDefault()}>
      <div className="calculator__choices">
        <Controller
          control={control}
          name="sex"
          render={({ field }) => (
            <SegmentedChoice<Sex>
              legend="Gender"
              name="gender"
              value={field.value}
              options={[
                { value: 'male', label: 'Male' },
                { value: 'female', label: 'Female' },
              ]}
              onChange={field.onChange}
            />
          )}
        />
        <SegmentedChoice<UnitSystem>
          legend="Units"
          name="units"
          value={units}
          options={[
            { value: 'metric', label: 'Metric' },
            { value: 'us', label: 'US' },
          ]}
          onChange={onUnitsChange}
        />
      </div>
      <Slider control={control} name="age" label="Age" scale={asHeld(age)} display={(value) => `${value} years`} />
      <Slider
        control={control}
        name="height"
        label="Height"
        scale={metric ? asHeld(height) : usUnits(CM_PER_INCH, height)}
        display={metric ? (value) => `${value} cm` : feetAndInches}
      />
      <Slider
        control={control}
        name="weight"
        label="Weight"
        scale={metric ? asHeld(weight) : usUnits(KG_PER_POUND, weight)}
        display={metric ? (value) => `${value} kg` : (value) => `${Math.round(value / KG_PER_POUND)} lb`}
      />
      <Slider
        control={control}
        name="activity"
        label="Weekly activity"
        scale={asHeld(activity)}
        display={(value) => `${value} ${value === 1 ? 'hour' : 'hours'} a week`}
      />
    </form>
  );
}
