/**
 * The USDA National Nutrient Database for Standard Reference, Release 24 (public domain), as Debian's `cronometer`
 * package ships it: one XML file per food in `usda_sr24.jar`. The catalog's build scripts read it; the running app
 * never does. Set CRONOMETER_JAR to use a local copy instead of `apt-get download cronometer`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';

/** One SR24 food as its file gives it: amounts per 100 g, in SR24's units, by SR24's nutrient names. */
export interface Sr24Food {
  /** The NDB number, e.g. "01001"; its first two digits are the USDA food group. */
  number: string;
  description: string;
  measures: { amount: number; name: string; grams: number }[];
  nutrients: ReadonlyMap<string, number>;
}

/**
 * SR24's names for the nutrients the catalog keeps, by our names (vitamin A and D are worked out from SR24's figures
 * where they are kept: see build-foods.ts).
 */
export const SR24_NUTRIENT_NAMES = {
  calories: 'Energy',
  protein: 'Protein',
  carbs: 'Carbs',
  fat: 'Fat',
  fiber: 'Fiber',
  sugar: 'Sugars',
  saturatedFat: 'Saturated',
  cholesterol: 'Cholesterol',
  sodium: 'Sodium',
  potassium: 'Potassium',
  calcium: 'Calcium',
  iron: 'Iron',
  magnesium: 'Magnesium',
  zinc: 'Zinc',
  vitaminC: 'Vitamin C',
  vitaminE: 'Vitamin E',
  vitaminK: 'Vitamin K',
  vitaminB6: 'B6 (Pyridoxine)',
  vitaminB12: 'B12 (Cyanocobalamin)',
  folate: 'Folate',
} as const;

function locateJar(): string {
  if (process.env.CRONOMETER_JAR) return process.env.CRONOMETER_JAR;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cronometer-'));
  execFileSync('apt-get', ['download', 'cronometer'], { cwd: dir, stdio: 'inherit' });
  const deb = execFileSync('sh', ['-c', 'ls *.deb'], { cwd: dir, encoding: 'utf8' }).trim();
  execFileSync('dpkg-deb', ['-x', deb, 'root'], { cwd: dir });
  return path.join(dir, 'root/usr/share/cronometer/usda_sr24.jar');
}

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

function parseFood(number: string, xml: string): Sr24Food {
  const nutrients = new Map<string, number>();
  for (const [tag] of xml.matchAll(/<nutrient [^>]*\/>/g)) {
    const name = attribute(tag, 'name');
    const amount = attribute(tag, 'amount');
    if (name && amount) nutrients.set(name, Number(amount));
  }
  const measures = [...xml.matchAll(/<measure [^>]*\/>/g)].map(([tag]) => ({
    amount: Number(attribute(tag, 'amount')),
    name: decodeEntities(attribute(tag, 'name') ?? ''),
    grams: Number(attribute(tag, 'grams')),
  }));
  return {
    number,
    description: decodeEntities(attribute(/<food [^>]*>/.exec(xml)?.[0] ?? '', 'name') ?? ''),
    measures: measures.filter((measure) => measure.grams > 0 && measure.amount > 0),
    nutrients,
  };
}

/**
 * The foods given by number, or every food of SR24's current list (`foods.index`; `deprecated.index` lists the
 * foods USDA withdrew, which are left out).
 */
export function readSr24(numbers?: readonly string[]): Sr24Food[] {
  const wanted = numbers && new Set(numbers);
  const files = unzipSync(readFileSync(locateJar()), {
    filter: ({ name }) => name.endsWith('foods.index') || !wanted || wanted.has(path.basename(name, '.xml')),
  });
  const listed =
    numbers ??
    strFromU8(files['usda_sr24/foods.index']!)
      .split('\n')
      .map((line) => line.split('|')[0]!.trim())
      .filter(Boolean);
  return listed.map((number) => {
    const file = files[`usda_sr24/${number}.xml`];
    if (!file) throw new Error(`SR24 has no food ${number}`);
    return parseFood(number, strFromU8(file));
  });
}
