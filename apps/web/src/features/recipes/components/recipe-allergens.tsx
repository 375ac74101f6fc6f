import { ALLERGEN_NAMES, type Allergen } from '@thrive/contract';
import { once } from '../../../lib/once';

const both = once(() => new Intl.ListFormat('en-GB', { type: 'conjunction' }));

/** "milk, eggs and tree nuts", in the order the recipe gives them. */
function allergenList(allergens: readonly Allergen[]): string {
  return both().format(allergens.map((allergen) => ALLERGEN_NAMES[allergen]));
}

interface RecipeAllergensProps {
  /** Absent when nobody has reviewed the recipe's ingredients: then nothing is claimed either way. */
  allergens: readonly Allergen[] | undefined;
  mayContain: readonly Allergen[] | undefined;
}

/** What the recipe's ingredients contain, and may contain depending on the brand. */
export function RecipeAllergens({ allergens, mayContain = [] }: RecipeAllergensProps) {
  return (
    <div className="recipe-allergens" role="note" aria-label="Allergens">
      {allergens === undefined ? (
        <p>Allergens not known for this recipe: check the label of each ingredient.</p>
      ) : allergens.length === 0 && mayContain.length === 0 ? (
        <p>Contains none of the 14 major allergens.</p>
      ) : (
        <>
          {allergens.length > 0 ? (
            <p>
              <strong>Contains:</strong> {allergenList(allergens)}.
            </p>
          ) : null}
          {mayContain.length > 0 ? (
            <p>
              {/* "also" only reads right after a "Contains" line. */}
              {allergens.length > 0 ? 'May also contain' : 'May contain'}, depending on the brand:{' '}
              {allergenList(mayContain)}.
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
