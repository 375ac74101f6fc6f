import type { Ref } from 'react';
import { z } from 'zod';
import { MACRO_MESSAGES, MacroSplitSchema, type MacroSplit } from '@thrive/contract';
import './macro-split-fields.css';

/** The split as typed: each percent as text, so a field being cleared stays blank. */
export type MacroSplitText = Record<keyof MacroSplit, string>;

export const macroSplitText = ({ carbs, fat, protein }: MacroSplit): MacroSplitText => ({
  carbs: String(carbs),
  fat: String(fat),
  protein: String(protein),
});

/** The split typed, when each part is a whole percent; whether they add up to 100 is the schema's to check. */
function readMacroSplit(text: MacroSplitText): MacroSplit | null {
  const read = (value: string) => (/^\d{1,3}$/.test(value.trim()) ? Number(value) : null);
  const [carbs, fat, protein] = [read(text.carbs), read(text.fat), read(text.protein)];
  return carbs === null || fat === null || protein === null ? null : { carbs, fat, protein };
}

/** The split as typed, read by the contract's rule; anything amiss is the one message under the tiles. */
export const MacroSplitTextSchema = z
  .object({ carbs: z.string(), fat: z.string(), protein: z.string() })
  .transform(readMacroSplit)
  .pipe(z.custom<MacroSplit>((split) => MacroSplitSchema.safeParse(split).success, MACRO_MESSAGES.sum));

const PARTS: { key: keyof MacroSplit; label: string }[] = [
  { key: 'carbs', label: 'Carbs' },
  { key: 'fat', label: 'Fats' },
  { key: 'protein', label: 'Protein' },
];

interface MacroSplitFieldsProps {
  value: MacroSplitText;
  onChange: (value: MacroSplitText) => void;
  error?: string | undefined;
  /** Names the group for screen readers, e.g. "Keto macro split". */
  legend: string;
  onBlur?: () => void;
  /** The first tile's input, which takes focus for the split (a form library's field ref fits). */
  ref?: Ref<HTMLInputElement>;
}

/** Three percent tiles (carbs, fats, protein) whose sum is shown as it is typed. */
export function MacroSplitFields({ value, onChange, error, legend, onBlur, ref }: MacroSplitFieldsProps) {
  const parts = PARTS.map(({ key }) => Number(value[key]) || 0);
  const total = parts.reduce((sum, part) => sum + part, 0);
  return (
    <fieldset className="macro-split" aria-describedby={error ? 'macro-split-error' : 'macro-split-total'}>
      <legend>{legend}</legend>
      <div className="macro-split__tiles">
        {PARTS.map(({ key, label }, index) => (
          <label key={key} className="macro-split__tile">
            <span>{label}</span>
            <span className="macro-split__value">
              <input
                ref={index === 0 ? ref : undefined}
                className="macro-split__input"
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                step={5}
                value={value[key]}
                aria-invalid={error ? true : undefined}
                onChange={(event) => onChange({ ...value, [key]: event.target.value })}
                onBlur={onBlur}
              />
              %
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id="macro-split-error" className="form-message" data-tone="error">
          {error}
        </p>
      ) : (
        <p id="macro-split-total" className="macro-split__total" data-off={total !== 100 || undefined}>
          {total} % of 100 %
        </p>
      )}
    </fieldset>
  );
}
