import { useId, useState } from 'react';
import {
  ALLERGENS,
  ALLERGEN_NAMES,
  EXCLUDED_WORDS,
  ExcludedWordsSchema,
  commaList,
  type Allergen,
  type Exclusions,
} from '@thrive/contract';
import './exclusions-field.css';

/** How each allergen reads on its chip. */
const CHIP_LABELS: Partial<Record<Allergen, string>> = {
  milk: 'Milk (dairy)',
  gluten: 'Gluten (wheat, rye, barley, oats)',
};
const chipLabel = (allergen: Allergen) =>
  CHIP_LABELS[allergen] ?? ALLERGEN_NAMES[allergen].replace(/^\w/, (first) => first.toUpperCase());

/** The words as typed: "peanuts, mushrooms". */
export const wordsText = (words: readonly string[]) => words.join(', ');

/** The words typed, as the list to save, or the message saying why they cannot be saved. */
export function readWords(text: string): { words: string[] } | { error: string } {
  const parsed = ExcludedWordsSchema.safeParse(commaList(text));
  return parsed.success ? { words: parsed.data } : { error: parsed.error.issues[0]?.message ?? 'Check the words.' };
}

interface ExclusionsFieldProps {
  allergens: readonly Allergen[];
  onAllergensChange: (allergens: Allergen[]) => void;
  /** The words as typed, checked with readWords when the form is sent. */
  wordsText: string;
  onWordsTextChange: (text: string) => void;
  wordsError?: string | undefined;
  wordsInputId?: string;
}

/**
 * What to leave out (docs/product.md, "Leaving foods out"): the fifteen allergens as chips, and words of
 * the person's own, separated by commas.
 */
export function ExclusionsField({
  allergens,
  onAllergensChange,
  wordsText: text,
  onWordsTextChange,
  wordsError,
  wordsInputId,
}: ExclusionsFieldProps) {
  const madeId = useId();
  const inputId = wordsInputId ?? `${madeId}-words`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const toggle = (allergen: Allergen) =>
    onAllergensChange(
      ALLERGENS.filter((each) => (each === allergen ? !allergens.includes(each) : allergens.includes(each))),
    );
  return (
    <fieldset className="exclusions">
      <legend>Leave out</legend>
      <div className="exclusions__chips">
        {ALLERGENS.map((allergen) => (
          <label key={allergen} className="exclusions__chip">
            <input type="checkbox" checked={allergens.includes(allergen)} onChange={() => toggle(allergen)} />
            <span>{chipLabel(allergen)}</span>
          </label>
        ))}
      </div>
      <label htmlFor={inputId} className="exclusions__words-label">
        Other foods to leave out
      </label>
      <input
        id={inputId}
        className="input"
        type="text"
        autoComplete="off"
        value={text}
        aria-invalid={wordsError ? true : undefined}
        aria-describedby={wordsError ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => onWordsTextChange(event.target.value)}
      />
      <p id={hintId} className="field-hint">
        Separated by commas, e.g. mushrooms, pork, dairy (up to {EXCLUDED_WORDS.terms}).
      </p>
      {wordsError ? (
        <p id={errorId} className="form-message" data-tone="error">
          {wordsError}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The field's state, for a form: the chosen allergens and the words as typed. */
export function useExclusionsDraft(initial: Exclusions) {
  const [allergens, setAllergens] = useState<Allergen[]>([...initial.allergens]);
  const [text, setText] = useState(wordsText(initial.words));
  return { allergens, setAllergens, text, setText };
}
