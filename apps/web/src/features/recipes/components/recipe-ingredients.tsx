import type { ExtendedIngredient } from '@thrive/contract';
import { RECIPE_MESSAGES } from '@thrive/contract';
import { formatGrams } from './format-amount';

interface RecipeIngredientsProps {
  ingredients: ExtendedIngredient[];
  /** Chosen servings ÷ the recipe's own; 1 shows each line as written. */
  scale: number;
}

export function RecipeIngredients({ ingredients, scale }: RecipeIngredientsProps) {
  if (ingredients.length === 0) return <p className="recipe-empty">{RECIPE_MESSAGES.noIngredients}</p>;
  return (
    <ul className="recipe-ingredients">
      {ingredients.map((ingredient, index) => (
        <li key={`${ingredient.id}-${index}`}>
          {scale === 1 ? (
            ingredient.original
          ) : (
            <>
              <span className="recipe-ingredients__amount">{formatGrams(ingredient.amount * scale)}</span>{' '}
              {ingredient.name}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
