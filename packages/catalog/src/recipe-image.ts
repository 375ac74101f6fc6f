import type { FoodCategory } from '@thrive/nutrition';
import { escapeMarkup } from './escape-markup';
import { GLYPHS, placeGlyphs, type GlyphSpot } from './glyphs';
import type { Ingredient } from './ingredient';
import { INGREDIENTS_BY_ID } from './ingredients';
import type { RecipeSource } from './recipe-source';

/** Pictures a dish none of whose ingredients has a glyph. */
export const FALLBACK_GLYPH = 'green-salad';

/** Seasonings and liquids flavour a dish but are not what it looks like. */
const NOT_PICTURED = new Set<FoodCategory>(['herb-spice', 'condiment', 'beverage', 'non-nutritive-sweetener']);

const BACKDROPS = [
  ['#fdf0db', '#f9d9a8'],
  ['#e3f3ea', '#bfe5cf'],
  ['#fde8e4', '#f8c6bb'],
  ['#e8eefc', '#c9d6f6'],
  ['#f3ecfb', '#dccbf2'],
  ['#fff6d6', '#f7e39c'],
] as const;

/** Liquids and plain grains weigh a lot but are rarely what a dish is known by. */
function visualWeight(ingredient: Ingredient, grams: number): number {
  if (ingredient.group === 'plant-milks' || /milk|broth|stock/.test(ingredient.id)) return grams * 0.3;
  if (ingredient.category === 'whole-grain' || ingredient.category === 'refined-grain') return grams * 0.6;
  return grams;
}

/** Up to four glyphs of the recipe's most prominent pictured ingredients, one per glyph. */
function mainGlyphs(recipe: RecipeSource): string[] {
  const pictured = recipe.ingredients.flatMap((item) => {
    const ingredient = INGREDIENTS_BY_ID.get(item.ingredientId);
    if (!ingredient?.icon || NOT_PICTURED.has(ingredient.category) || !GLYPHS[ingredient.icon]) return [];
    return [{ icon: ingredient.icon, weight: visualWeight(ingredient, item.grams) }];
  });
  const icons: string[] = [];
  for (const { icon } of pictured.sort((a, b) => b.weight - a.weight)) {
    if (!icons.includes(icon)) icons.push(icon);
    if (icons.length === 4) break;
  }
  return icons.length ? icons : [FALLBACK_GLYPH];
}

/** Where the main glyph and up to three companions sit on the 556 × 370 picture. */
const LAYOUT: readonly GlyphSpot[] = [
  [193, 100, 170],
  [78, 62, 112],
  [372, 70, 104],
  [356, 218, 96],
];

/** The recipe's picture: its main ingredients on a plate, as an SVG document (556 × 370, like Spoonacular's). */
export function composeRecipeImage(recipe: RecipeSource): string {
  const [light, deep] = BACKDROPS[recipe.id % BACKDROPS.length] ?? BACKDROPS[0];
  const glyphs = placeGlyphs(mainGlyphs(recipe), LAYOUT);
  const title = escapeMarkup(recipe.title);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 556 370" width="556" height="370" role="img" aria-label="${title}">` +
    `<defs><radialGradient id="bg" cx="30%" cy="20%" r="90%"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></radialGradient>` +
    `<radialGradient id="plate" cx="50%" cy="40%" r="60%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#eef0ea"/></radialGradient></defs>` +
    `<rect width="556" height="370" fill="url(#bg)"/>` +
    `<ellipse cx="282" cy="206" rx="176" ry="150" fill="#0e3324" opacity="0.08"/>` +
    `<circle cx="278" cy="196" r="150" fill="url(#plate)" stroke="#ffffff" stroke-width="6"/>` +
    `<circle cx="278" cy="196" r="112" fill="none" stroke="#e2e5dc" stroke-width="2"/>` +
    glyphs +
    `</svg>`
  );
}
