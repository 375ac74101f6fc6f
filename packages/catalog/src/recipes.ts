import ketoRecipes from '../content/recipes/keto.json';
import aegeanRecipes from '../content/recipes/aegean.json';
import paleoRecipes from '../content/recipes/paleo.json';
import veganRecipes from '../content/recipes/vegan.json';
import vegetarianRecipes from '../content/recipes/vegetarian.json';
// Hearty plates (850–1300 kcal a serving) let plans reach high calorie targets in few meals.
import ketoHearty from '../content/recipes/keto-hearty.json';
import aegeanHearty from '../content/recipes/aegean-hearty.json';
import paleoHearty from '../content/recipes/paleo-hearty.json';
import veganHearty from '../content/recipes/vegan-hearty.json';
import vegetarianHearty from '../content/recipes/vegetarian-hearty.json';
// Lean, high-protein dishes for diets whose split asks for a third or more of energy from protein.
import paleoLean from '../content/recipes/paleo-lean.json';
import veganLean from '../content/recipes/vegan-lean.json';
import vegetarianLean from '../content/recipes/vegetarian-lean.json';
// Everyday plates: breakfasts of 480–760 kcal, mains of 600–860 and snacks of 260–420 a serving, so
// that a day of 2,000 to 3,000 kcal is met at one serving per meal (docs/decisions/0019).
import ketoEveryday from '../content/recipes/keto-everyday.json';
import aegeanEveryday from '../content/recipes/aegean-everyday.json';
import paleoEveryday from '../content/recipes/paleo-everyday.json';
import veganEveryday from '../content/recipes/vegan-everyday.json';
import vegetarianEveryday from '../content/recipes/vegetarian-everyday.json';
import { INGREDIENTS_BY_ID } from './ingredients';
import type { RecipeSource } from './recipe-source';
import { completeRecipe, type Recipe } from './recipe';

/** The recipes as written, file by file; tests validate them against RecipeSourceSchema. */
export const RECIPE_SOURCES: readonly RecipeSource[] = [
  ...ketoRecipes,
  ...aegeanRecipes,
  ...paleoRecipes,
  ...veganRecipes,
  ...vegetarianRecipes,
  ...ketoHearty,
  ...aegeanHearty,
  ...paleoHearty,
  ...veganHearty,
  ...vegetarianHearty,
  ...paleoLean,
  ...veganLean,
  ...vegetarianLean,
  ...ketoEveryday,
  ...aegeanEveryday,
  ...paleoEveryday,
  ...veganEveryday,
  ...vegetarianEveryday,
] as RecipeSource[];

/** Every recipe with its computed nutrition and diets, in id order. */
export const RECIPES: readonly Recipe[] = RECIPE_SOURCES.map((source) =>
  completeRecipe(source, INGREDIENTS_BY_ID),
).sort((a, b) => a.id - b.id);
