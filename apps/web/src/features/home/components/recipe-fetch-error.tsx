import { Link } from 'react-router';
import { recipeSearchError } from '@thrive/contract';

/**
 * A failed recipe call in the words of docs/product.md, "Recipe search failures"; for failures other than a bad
 * key, an exhausted quota or throttling, it also shows what the visitor can do instead ("fallback options").
 */
export function RecipeFetchError({ status, className }: { status: number; className: string }) {
  const handled = status === 401 || status === 402 || status === 429;
  return (
    <div role="alert">
      <p className={className}>{recipeSearchError(status)}</p>
      {handled ? null : (
        <ul className="fallback-options" aria-label="Fallback options">
          <li>
            <Link to="/mealplanner">Build your own week in the Custom Meal Planner</Link>
          </li>
          <li>
            <Link to="/calorie-calculator">Work out your daily calories</Link>
          </li>
          <li>
            <Link to="/ourstory">Read how Thrive plans meals</Link>
          </li>
        </ul>
      )}
    </div>
  );
}
