/**
 * Rebuilds content/ingredients.json from the foods chosen in content/ingredient-selection.json (checked by
 * src/ingredient-selection.ts) and the USDA National Nutrient Database for Standard Reference, Release 24
 * (public domain), as Debian's `cronometer` package ships it. Run only when the catalog changes:
 * `npm run build:ingredients -w @thrive/catalog` (set CRONOMETER_JAR to use a local copy).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { FOOD_GROUPS, roundTo } from '@thrive/nutrition';
import { IngredientSchema, type Ingredient } from '../src/ingredient';
import { readIngredientSelection, type IngredientSelection } from '../src/ingredient-selection';

const OUTPUT = path.join(import.meta.dirname, '../content/ingredients.json');

function locateJar(): string {
  if (process.env.CRONOMETER_JAR) return process.env.CRONOMETER_JAR;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cronometer-'));
  execFileSync('apt-get', ['download', 'cronometer'], { cwd: dir, stdio: 'inherit' });
  const deb = execFileSync('sh', ['-c', 'ls *.deb'], { cwd: dir, encoding: 'utf8' }).trim();
  execFileSync('dpkg-deb', ['-x', deb, 'root'], { cwd: dir });
  return path.join(dir, 'root/usr/share/cronometer/usda_sr24.jar');
}

const round = (value: number) => roundTo(value, 2);

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
}

function decodeEntities(text: string): string {
  return text
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** SR24's names for the nutrients we keep. */
const NUTRIENTS = {
  calories: 'Energy',
  protein: 'Protein',
  carbs: 'Carbs',
  fat: 'Fat',
  fiber: 'Fiber',
  sugar: 'Sugars',
  sodium: 'Sodium',
} as const;

function fromSr24(selection: IngredientSelection, xml: string): Ingredient {
  const description = decodeEntities(attribute(/<food [^>]*>/.exec(xml)?.[0] ?? '', 'name') ?? '');
  if (description !== selection.usdaDescription) {
    throw new Error(
      `${selection.id}: SR24 food ${selection.usda} is "${description}", not "${selection.usdaDescription}"`,
    );
  }
  const nutrients = new Map<string, number>();
  for (const [tag] of xml.matchAll(/<nutrient [^>]*\/>/g)) {
    const name = attribute(tag, 'name');
    const amount = attribute(tag, 'amount');
    if (name && amount) nutrients.set(name, Number(amount));
  }
  const per100g = Object.fromEntries(
    Object.entries(NUTRIENTS).map(([key, name]) => [key, round(nutrients.get(name) ?? 0)]),
  ) as Ingredient['per100g'];
  const measures = [...xml.matchAll(/<measure [^>]*\/>/g)].map(([tag]) => ({
    amount: Number(attribute(tag, 'amount')),
    name: decodeEntities(attribute(tag, 'name') ?? ''),
    grams: round(Number(attribute(tag, 'grams'))),
  }));
  return IngredientSchema.parse({
    id: selection.id,
    name: selection.name,
    usdaNumber: selection.usda,
    usdaDescription: selection.usdaDescription,
    source: 'usda-sr24',
    category: selection.category,
    group: selection.group,
    icon: selection.icon,
    per100g,
    measures: measures.filter((measure) => measure.grams > 0 && measure.amount > 0),
    allergens: selection.allergens,
    mayContain: selection.mayContain,
  });
}

function fromPublished(selection: IngredientSelection): Ingredient {
  const published = selection.published;
  if (!published) throw new Error(`${selection.id}: neither an SR24 number nor published figures`);
  return IngredientSchema.parse({
    id: selection.id,
    name: selection.name,
    usdaNumber: published.fdcId,
    usdaDescription: selection.usdaDescription,
    source: 'usda-published',
    category: selection.category,
    group: selection.group,
    icon: selection.icon,
    per100g: published.per100g,
    measures: published.measures.map((measure) => ({ amount: 1, ...measure })),
    allergens: selection.allergens,
    mayContain: selection.mayContain,
  });
}

const INGREDIENT_SELECTION = readIngredientSelection();
const wanted = new Set(INGREDIENT_SELECTION.flatMap((item) => (item.usda ? [`usda_sr24/${item.usda}.xml`] : [])));
const files = unzipSync(readFileSync(locateJar()), { filter: (file) => wanted.has(file.name) });

const ingredients = INGREDIENT_SELECTION.map((selection) => {
  if (!selection.usda) return fromPublished(selection);
  const file = files[`usda_sr24/${selection.usda}.xml`];
  if (!file) throw new Error(`${selection.id}: SR24 has no food ${selection.usda}`);
  return fromSr24(selection, strFromU8(file));
}).sort((a, b) => FOOD_GROUPS.indexOf(a.group) - FOOD_GROUPS.indexOf(b.group) || a.id.localeCompare(b.id));

writeFileSync(OUTPUT, JSON.stringify(ingredients, null, 1) + '\n');
console.log(`wrote ${ingredients.length} ingredients to ${path.relative(process.cwd(), OUTPUT)}`);
