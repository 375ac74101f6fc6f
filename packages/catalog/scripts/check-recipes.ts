/**
 * Checks recipe files while they are written and prints what is computed from them:
 *   npx tsx packages/catalog/scripts/check-recipes.ts packages/catalog/content/recipes/keto.json [--diet keto]
 * Exits non-zero if any recipe is invalid, or does not earn the --diet label.
 */
import { readFileSync } from 'node:fs';
import { DIET_LABELS, energyShares, type DietLabel } from '@thrive/nutrition';
import { INGREDIENTS_BY_ID } from '../src/ingredients';
import { RecipeSourceSchema } from '../src/recipe-source';
import { completeRecipe } from '../src/recipe';
import { countsForDiet, energyDeviation, ENERGY_TOLERANCE } from '../src/catalog-checks';

const args = process.argv.slice(2);
const dietIndex = args.indexOf('--diet');
const diet = dietIndex >= 0 ? (args[dietIndex + 1] as DietLabel) : undefined;
const files = args.filter((arg, index) => !arg.startsWith('--') && (dietIndex < 0 || index !== dietIndex + 1));
if (diet && !DIET_LABELS.includes(diet)) throw new Error(`--diet must be one of ${DIET_LABELS.join(', ')}`);

let failures = 0;
const recipes = [];
const seenIds = new Set<number>();
for (const file of files) {
  const entries = JSON.parse(readFileSync(file, 'utf8')) as unknown[];
  for (const [index, entry] of entries.entries()) {
    const parsed = RecipeSourceSchema.safeParse(entry);
    if (!parsed.success) {
      failures++;
      console.log(
        `✗ ${file}[${index}]: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      );
      continue;
    }
    const problems: string[] = [];
    if (seenIds.has(parsed.data.id)) problems.push('duplicate id');
    seenIds.add(parsed.data.id);
    let recipe;
    try {
      recipe = completeRecipe(parsed.data, INGREDIENTS_BY_ID);
    } catch (error) {
      failures++;
      console.log(`✗ ${parsed.data.id} ${parsed.data.title}: ${(error as Error).message}`);
      continue;
    }
    const deviation = energyDeviation(recipe);
    if (deviation > ENERGY_TOLERANCE) problems.push(`energy differs from 4/4/9 by ${(deviation * 100).toFixed(1)} %`);
    if (diet && !recipe.diets.includes(diet)) problems.push(`not ${diet}`);
    const shares = energyShares(recipe.perServing);
    const pct = (share: number) => `${Math.round(share * 100)}`.padStart(2);
    const facts = recipe.perServing;
    console.log(
      `${problems.length ? '✗' : '✓'} ${recipe.id} ${recipe.title} [${recipe.mealTypes.join(',')}] ` +
        `${Math.round(facts.calories)} kcal P${Math.round(facts.protein)} C${Math.round(facts.carbs)} F${Math.round(facts.fat)} g ` +
        `(energy P${pct(shares.protein)} C${pct(shares.carbs)} F${pct(shares.fat)} %) diets: ${recipe.diets.join(',') || '-'}` +
        (problems.length ? `  <-- ${problems.join('; ')}` : ''),
    );
    if (problems.length) failures++;
    recipes.push(recipe);
  }
}

console.log('\nper diet (total / breakfast / lunch / dinner / snack):');
for (const label of DIET_LABELS) {
  const c = countsForDiet(recipes, label);
  console.log(`  ${label.padEnd(10)} ${c.total} / ${c.breakfast} / ${c.lunch} / ${c.dinner} / ${c.snack}`);
}
console.log(`\n${recipes.length} recipes checked, ${failures} with problems`);
process.exit(failures ? 1 : 0);
