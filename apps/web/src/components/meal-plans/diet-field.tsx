import { DIETS, type Diet } from '@thrive/nutrition';
import { Field } from '../ui/field';

/** "Diet": the six diets, Anything described as the mix it is. */
export function DietField({ value, onChange }: { value: Diet; onChange: (diet: Diet) => void }) {
  return (
    <Field label="Diet">
      {(control) => (
        <select
          className="input"
          value={value}
          {...control}
          onChange={(event) => onChange(DIETS.find((diet) => diet === event.target.value) ?? 'Anything')}
        >
          {DIETS.map((diet) => (
            <option key={diet} value={diet}>
              {diet === 'Anything' ? 'Anything (a healthy mix)' : diet}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
