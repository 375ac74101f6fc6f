import type { NutritionWidget } from '@thrive/contract';
import { RECIPE_MESSAGES, RECIPE_PAGE_NUTRIENTS } from '@thrive/contract';

interface RecipeNutritionProps {
  nutrition: NutritionWidget | undefined;
  servings: number;
}

function format(amount: number, unit: string): string {
  return `${Math.round(amount)} ${unit}`;
}

/**
 * Per-serving Calories, Protein, Carbohydrates and Fat (docs/product.md, "Recipe page"), and the total for the chosen
 * servings.
 */
export function RecipeNutrition({ nutrition, servings }: RecipeNutritionProps) {
  const rows = RECIPE_PAGE_NUTRIENTS.flatMap((name) => nutrition?.nutrients.find((item) => item.name === name) ?? []);
  if (rows.length === 0) return <p className="recipe-empty">{RECIPE_MESSAGES.noNutrition}</p>;
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
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row">{row.name}</th>
            <td>{format(row.amount, row.unit)}</td>
            <td data-testid={`total-${row.name}`}>{format(row.amount * servings, row.unit)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
