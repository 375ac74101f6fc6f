import type { Ref, SelectHTMLAttributes } from 'react';
import { DIETS } from '@thrive/nutrition';
import { Field } from '../ui/field';

interface DietFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** A form library's `register` fits, ref and all. */
  ref?: Ref<HTMLSelectElement>;
}

/** "Diet": the six diets, Anything described as the mix it is. */
export function DietField(select: DietFieldProps) {
  return (
    <Field label="Diet">
      {(described) => (
        <select className="input" {...described} {...select}>
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
