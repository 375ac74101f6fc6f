import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Clock, Flame, Printer, Users } from 'lucide-react';
import { RECIPE_MESSAGES, type Recipe } from '@thrive/contract';
import { ApiRequestError } from '../../lib/api-error';
import { useDocumentTitle } from '../../lib/use-document-title';
import { RecipeImage } from '../../components/recipes/recipe-image';
import { useRecipe } from './api/get-recipe';
import { RecipeAllergens } from './components/recipe-allergens';
import { RecipeIngredients } from './components/recipe-ingredients';
import { hasNutrition, RecipeNutrition } from './components/recipe-nutrition';
import { ServingsStepper } from './components/servings-stepper';
import './recipe-page.css';

const DIET_NAMES: Record<string, string> = {
  keto: 'Keto',
  aegean: 'Aegean',
  paleo: 'Paleo',
  vegan: 'Vegan',
  vegetarian: 'Vegetarian',
};

export function RecipePage() {
  const { id = '' } = useParams();
  const recipe = useRecipe(id);

  if (recipe.isPending) return <RecipeSkeleton />;
  if (recipe.isError) return <RecipeError message={recipeErrorMessage(recipe.error)} />;
  return <RecipeContent recipe={recipe.data} />;
}

/**
 * The server's words for a recipe it does not have or whose service failed (docs/product.md, "Recipe page"); ours
 * otherwise.
 */
function recipeErrorMessage(error: Error): string {
  const told: string[] = [RECIPE_MESSAGES.notFound, RECIPE_MESSAGES.notFoundOnService, RECIPE_MESSAGES.serviceFailed];
  if (error instanceof ApiRequestError && told.includes(error.message)) return error.message;
  if (error instanceof ApiRequestError && error.status === 404) return RECIPE_MESSAGES.notFound;
  return RECIPE_MESSAGES.fetchRecipeFailed;
}

function RecipeContent({ recipe }: { recipe: Recipe }) {
  useDocumentTitle(recipe.title);
  const [chosenServings, setChosenServings] = useState<number | null>(null);
  const servings = chosenServings ?? recipe.servings;

  return (
    <article className="page recipe">
      <div className="container">
        <header className="recipe-hero">
          <RecipeImage
            className="recipe-hero__image"
            src={recipe.image}
            width={556}
            height={370}
            fetchPriority="high"
          />
          <div className="recipe-hero__text">
            <span className="eyebrow">{[...recipe.cuisines, ...recipe.mealTypes].join(' · ')}</span>
            <h1>{recipe.title}</h1>
            {recipe.diets.length > 0 ? (
              <ul className="recipe-diets" aria-label="Diets">
                {recipe.diets.map((diet) => (
                  <li key={diet}>{DIET_NAMES[diet] ?? diet}</li>
                ))}
              </ul>
            ) : null}
            <dl className="recipe-facts">
              <div>
                <dt>
                  <Users size={18} aria-hidden="true" /> Servings
                </dt>
                <dd>{recipe.servings}</dd>
              </div>
              <div>
                <dt>
                  <Clock size={18} aria-hidden="true" /> Ready in
                </dt>
                <dd>{recipe.readyInMinutes} minutes</dd>
              </div>
              {hasNutrition(recipe.nutrition) ? (
                <div>
                  <dt>
                    <Flame size={18} aria-hidden="true" /> Per serving
                  </dt>
                  <dd>{Math.round(recipe.nutrition.calories)} kcal</dd>
                </div>
              ) : null}
            </dl>
            <div className="recipe-actions">
              <ServingsStepper servings={servings} onChange={setChosenServings} />
              <button type="button" className="btn btn-ghost" onClick={() => window.print()}>
                <Printer size={18} aria-hidden="true" /> Print
              </button>
            </div>
          </div>
        </header>

        <section className="recipe-section" aria-labelledby="recipe-overview">
          <h2 id="recipe-overview">Overview</h2>
          <div className="recipe-html" dangerouslySetInnerHTML={{ __html: recipe.summary }} />
        </section>

        <div className="recipe-columns">
          <section className="recipe-section" aria-labelledby="recipe-ingredients">
            <h2 id="recipe-ingredients">Ingredients</h2>
            <RecipeAllergens allergens={recipe.allergens} mayContain={recipe.mayContain} />
            <RecipeIngredients ingredients={recipe.ingredients} scale={servings / recipe.servings} />
          </section>
          <section className="recipe-section card recipe-nutrition-card" aria-labelledby="recipe-nutrition">
            <h2 id="recipe-nutrition">Nutrition</h2>
            <RecipeNutrition nutrition={recipe.nutrition} servings={servings} />
          </section>
        </div>

        <section className="recipe-section" aria-labelledby="recipe-instructions">
          <h2 id="recipe-instructions">Instructions</h2>
          {recipe.instructions.trim() ? (
            <div className="recipe-html recipe-steps" dangerouslySetInnerHTML={{ __html: recipe.instructions }} />
          ) : (
            <p className="recipe-empty">{RECIPE_MESSAGES.noInstructions}</p>
          )}
        </section>
      </div>
    </article>
  );
}

function RecipeSkeleton() {
  useDocumentTitle('Recipe');
  return (
    <div className="page recipe" aria-busy="true">
      <div className="container recipe-hero">
        <div className="recipe-hero__image skeleton" />
        <div className="recipe-hero__text">
          <h1 className="visually-hidden">Loading recipe…</h1>
          <div className="skeleton skeleton--title" />
          <div className="skeleton skeleton--line" />
          <div className="skeleton skeleton--line" />
        </div>
      </div>
    </div>
  );
}

function RecipeError({ message }: { message: string }) {
  useDocumentTitle(RECIPE_MESSAGES.errorTitle);
  return (
    <div className="page">
      <div className="container recipe-error" role="alert">
        <h1>{RECIPE_MESSAGES.errorTitle}</h1>
        <p>{message}</p>
        <Link to="/" className="btn btn-primary">
          Back to Home
        </Link>
      </div>
    </div>
  );
}

export { RecipePage as Component };
