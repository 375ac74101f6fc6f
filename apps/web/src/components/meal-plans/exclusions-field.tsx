import { useId } from 'react';
import { z } from 'zod';
import {
  ALLERGENS,
  ALLERGEN_NAMES,
  EXCLUDED_WORDS,
  ExcludedWordsSchema,
  commaList,
  type Allergen,
} from '@thrive/contract';
import type { FieldInputProps } from '../ui/field';
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

/** The words as typed, read as the list to keep by the contract's rule; its first message is the field's. */
export const WordsTextSchema = z.string().transform((text, context) => {
  const parsed = ExcludedWordsSchema.safeParse(commaList(text));
  if (parsed.success) return parsed.data;
  context.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Check the words.' });
  return z.NEVER;
});

interface ExclusionsFieldProps {
  allergens: readonly Allergen[];
  onAllergensChange: (allergens: Allergen[]) => void;
  /** The words input's name, handlers and ref (a form library's `register` fits), read by WordsTextSchema. */
  wordsInput: FieldInputProps;
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
  wordsInput,
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
        aria-invalid={wordsError ? true : undefined}
        aria-describedby={wordsError ? `${hintId} ${errorId}` : hintId}
        {...wordsInput}
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
