import { Fragment } from 'react';
import type { IngredientLine } from '@thrive/contract';
import { RECIPE_MESSAGES } from '@thrive/contract';
import { scaleIngredientLine } from './scale-ingredient-line';

interface RecipeIngredientsProps {
  ingredients: IngredientLine[];
  /** Chosen servings ÷ the recipe's own; 1 shows each line as written. */
  scale: number;
}

export function RecipeIngredients({ ingredients, scale }: RecipeIngredientsProps) {
  if (ingredients.length === 0) return <p className="recipe-empty">{RECIPE_MESSAGES.noIngredients}</p>;
  return (
    <ul className="recipe-ingredients">
      {ingredients.map((ingredient, index) => (
        <li key={`${ingredient.name}-${index}`}>
          {scaleIngredientLine(ingredient.text, scale).map((part, partIndex) =>
            // The amounts that followed the servings stand out, so a cook sees what changed.
            part.scaled ? (
              <span key={partIndex} className="recipe-ingredients__amount">
                {part.text}
              </span>
            ) : (
              <Fragment key={partIndex}>{part.text}</Fragment>
            ),
          )}
        </li>
      ))}
    </ul>
  );
}
