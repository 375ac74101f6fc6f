import type { Nutrition } from '@thrive/contract';
import { RECIPE_MESSAGES, RECIPE_PAGE_NUTRIENTS } from '@thrive/contract';

interface RecipeNutritionProps {
  nutrition: Nutrition;
  servings: number;
}

/** Where each row of the table reads its figure, and in what unit. */
const NUTRIENT_FIGURES: Record<(typeof RECIPE_PAGE_NUTRIENTS)[number], { field: keyof Nutrition; unit: string }> = {
  Calories: { field: 'calories', unit: 'kcal' },
  Protein: { field: 'protein', unit: 'g' },
  Carbohydrates: { field: 'carbs', unit: 'g' },
  Fat: { field: 'fat', unit: 'g' },
};

/** Whether anything is known of the recipe's nutrition: a recipe service may send none. */
export function hasNutrition(nutrition: Nutrition): boolean {
  return Object.values(nutrition).some((amount) => amount > 0);
}

function format(amount: number, unit: string): string {
  return `${Math.round(amount)} ${unit}`;
}

/**
 * Per-serving Calories, Protein, Carbohydrates and Fat (docs/product.md, "Recipe page"), and the total for the chosen
 * servings.
 */
export function RecipeNutrition({ nutrition, servings }: RecipeNutritionProps) {
  if (!hasNutrition(nutrition)) return <p className="recipe-empty">{RECIPE_MESSAGES.noNutrition}</p>;
  return (
    <table className="recipe-nutrition">
      <thead>
        <tr>
          <th scope="col">Nutrient</th>
          <th scope="col">Per serving</th>
          <th scope="col">
            {servings} {servings === 1 ? 'serving' : 'servings'}
          </th>
        </tr>
      </thead>
      <tbody>
        {RECIPE_PAGE_NUTRIENTS.map((name) => {
          const { field, unit } = NUTRIENT_FIGURES[name];
          return (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{format(nutrition[field], unit)}</td>
              <td data-testid={`total-${name}`}>{format(nutrition[field] * servings, unit)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
