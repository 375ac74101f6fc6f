import type { Ingredient } from '@thrive/catalog';
import type { UnitSystem } from '@thrive/contract';
import { CUP_LIMIT, ML, counted, dry, liquid, weight, wholePieces } from './kitchen-units';

type Measure = Ingredient['measures'][number];

/**
 * A food bought by the piece: the USDA measure that is one piece as shops sell it (`measure` matches its
 * name), or its weight where USDA gives none, and what one and several are called on a list.
 */
interface Piece {
  measure?: RegExp;
  grams?: number;
  one: string;
  other: string;
}

/**
 * Foods bought whole. Medium pieces unless shops sell bigger ones: bell peppers are sold large, and the
 * lemons recipes count are small ones.
 */
export const PIECES: Readonly<Record<string, Piece>> = {
  avocado: { measure: /^avocado/, one: 'avocado', other: 'avocados' },
  beets: { measure: /^beet/, one: 'beet', other: 'beets' },
  'bell-pepper-green': { measure: /^large/, one: 'green bell pepper', other: 'green bell peppers' },
  'bell-pepper-red': { measure: /^large/, one: 'red bell pepper', other: 'red bell peppers' },
  cabbage: { measure: /^head, medium/, one: 'head cabbage', other: 'heads cabbage' },
  'cabbage-red': { measure: /^head, medium/, one: 'head red cabbage', other: 'heads red cabbage' },
  carrot: { measure: /^medium/, one: 'carrot', other: 'carrots' },
  cauliflower: { measure: /^head medium/, one: 'head cauliflower', other: 'heads cauliflower' },
  celery: { measure: /^stalk, medium/, one: 'stalk celery', other: 'stalks celery' },
  'chili-pepper-red': { measure: /^pepper/, one: 'red chili pepper', other: 'red chili peppers' },
  cucumber: { measure: /^cucumber/, one: 'cucumber', other: 'cucumbers' },
  eggplant: { measure: /^eggplant, unpeeled/, one: 'eggplant', other: 'eggplants' },
  fennel: { measure: /^bulb/, one: 'fennel bulb', other: 'fennel bulbs' },
  'green-onion': { measure: /^medium/, one: 'green onion', other: 'green onions' },
  jalapeno: { measure: /^pepper/, one: 'jalapeño', other: 'jalapeños' },
  leek: { measure: /^leek$/, one: 'leek', other: 'leeks' },
  'lettuce-green-leaf': { measure: /^head/, one: 'head green leaf lettuce', other: 'heads green leaf lettuce' },
  'lettuce-iceberg': { measure: /^head, medium/, one: 'head iceberg lettuce', other: 'heads iceberg lettuce' },
  'lettuce-romaine': { measure: /^head/, one: 'head romaine lettuce', other: 'heads romaine lettuce' },
  'mushrooms-portobello': { measure: /^piece whole/, one: 'portobello mushroom', other: 'portobello mushrooms' },
  nori: { measure: /^sheets/, one: 'nori sheet', other: 'nori sheets' },
  'olives-black': { measure: /^large/, one: 'black olive', other: 'black olives' },
  'olives-green': { measure: /^olive/, one: 'green olive', other: 'green olives' },
  onion: { measure: /^medium/, one: 'onion', other: 'onions' },
  'onion-red': { measure: /^medium/, one: 'red onion', other: 'red onions' },
  potato: { measure: /^potato medium/i, one: 'potato', other: 'potatoes' },
  'potato-red': { measure: /^potato medium/i, one: 'red potato', other: 'red potatoes' },
  // USDA weighs shallots only chopped (10 g a tablespoon); a medium one gives about three tablespoons.
  shallot: { grams: 30, one: 'shallot', other: 'shallots' },
  tomato: { measure: /^medium whole/, one: 'tomato', other: 'tomatoes' },
  zucchini: { measure: /^medium/, one: 'zucchini', other: 'zucchini' },

  apple: { measure: /^medium/, one: 'apple', other: 'apples' },
  apricot: { measure: /^apricot/, one: 'apricot', other: 'apricots' },
  banana: { measure: /^medium/, one: 'banana', other: 'bananas' },
  cantaloupe: { measure: /^melon, medium/, one: 'cantaloupe', other: 'cantaloupes' },
  'dates-medjool': { measure: /^date/, one: 'Medjool date', other: 'Medjool dates' },
  figs: { measure: /^medium/, one: 'fig', other: 'figs' },
  grapefruit: { measure: /^medium/, one: 'grapefruit', other: 'grapefruits' },
  kiwi: { measure: /^fruit/, one: 'kiwi', other: 'kiwis' },
  lemon: { measure: /^fruit \(2-1\/8/, one: 'lemon', other: 'lemons' },
  // Fresh juice is bought as the fruit that gives it.
  'lemon-juice': { measure: /^lemon yields/, one: 'lemon', other: 'lemons' },
  lime: { measure: /^fruit/, one: 'lime', other: 'limes' },
  'lime-juice': { measure: /^lime yields/, one: 'lime', other: 'limes' },
  mandarin: { measure: /^medium/, one: 'mandarin', other: 'mandarins' },
  mango: { measure: /^fruit/, one: 'mango', other: 'mangoes' },
  orange: { measure: /^fruit/, one: 'orange', other: 'oranges' },
  papaya: { measure: /^fruit, small/, one: 'papaya', other: 'papayas' },
  peach: { measure: /^medium/, one: 'peach', other: 'peaches' },
  pear: { measure: /^medium/, one: 'pear', other: 'pears' },
  pineapple: { measure: /^fruit/, one: 'pineapple', other: 'pineapples' },
  plantain: { measure: /^medium/, one: 'plantain', other: 'plantains' },
  plum: { measure: /^fruit/, one: 'plum', other: 'plums' },
  pomegranate: { measure: /^pomegranate/, one: 'pomegranate', other: 'pomegranates' },

  egg: { measure: /^large$/, one: 'egg', other: 'eggs' },
  'egg-white': { measure: /^large$/, one: 'egg white', other: 'egg whites' },
  'egg-yolk': { measure: /^large$/, one: 'egg yolk', other: 'egg yolks' },

  'pita-white': { measure: /^pita, large/, one: 'pita', other: 'pitas' },
  'pita-whole-wheat': { measure: /^pita, large/, one: 'whole-wheat pita', other: 'whole-wheat pitas' },
  'tortilla-corn': { measure: /^tortilla$/, one: 'corn tortilla', other: 'corn tortillas' },
  'tortilla-flour': { measure: /^tortilla$/, one: 'flour tortilla', other: 'flour tortillas' },
};

/** USDA weighs one clove; a head holds about ten. A few cloves are asked for as cloves, more as heads. */
const GARLIC = { clove: /^clove$/, clovesPerHead: 10, mostCloves: 6 } as const;

/** Weighed like meat and fish: sold loose, by the bunch or bag, or in blocks, loaves and cans by weight. */
export const WEIGHED: ReadonlySet<string> = new Set([
  'arugula',
  'asparagus',
  'bok-choy',
  'broccoli',
  'brussels-sprouts',
  'butternut-squash',
  'cabbage-napa',
  'cherry-tomatoes',
  'collard-greens',
  'green-beans',
  'kale',
  'mushrooms-cremini',
  'mushrooms-shiitake',
  'mushrooms-white',
  'okra',
  'parsnip',
  'radish',
  'snow-peas',
  'spaghetti-squash',
  'spinach',
  'sweet-potato',
  'swiss-chard',
  'cherries',
  'grapes',
  'watermelon',
  'tofu-firm',
  'tofu-silken',
  'tempeh',
  'bread-sourdough',
  'bread-white',
  'bread-whole-wheat',
  'pasta-dry',
  'pasta-whole-wheat-dry',
  'tomatoes-crushed-canned',
  'tomatoes-diced-canned',
]);
export const WEIGHED_GROUPS: ReadonlySet<string> = new Set(['meat', 'fish-seafood']);

/** Spooned when a little is needed, else weighed: nobody buys cheese or butter by the cup. */
export const SPOONED_OR_WEIGHED: ReadonlySet<string> = new Set([
  'blue-cheese',
  'cheddar',
  'feta',
  'goat-cheese',
  'gruyere',
  'mozzarella',
  'mozzarella-part-skim',
  'parmesan',
  'butter-salted',
  'butter-unsalted',
  'ginger',
]);

/** Poured: measured in millilitres or cups rather than weighed. */
export const LIQUIDS: ReadonlySet<string> = new Set([
  'milk-2-percent',
  'milk-skim',
  'milk-whole',
  'buttermilk',
  'half-and-half',
  'heavy-cream',
  'soy-milk',
  'broth-chicken',
  'broth-vegetable',
  'fish-sauce',
  'hot-sauce',
  'soy-sauce',
  'tamari',
  'vinegar-apple-cider',
  'vinegar-balsamic',
  'vinegar-red-wine',
  'vinegar-white',
  'worcestershire',
  'vanilla-extract',
  'maple-syrup',
  'molasses',
  'avocado-oil',
  'canola-oil',
  'corn-oil',
  'olive-oil',
  'sesame-oil',
  'sunflower-oil',
  'vegetable-oil',
]);
export const LIQUID_GROUPS: ReadonlySet<string> = new Set(['beverages', 'plant-milks']);

/** Millilitres in one of each volume unit USDA's measures are named in. */
const VOLUME_UNITS: Record<string, number> = {
  cup: ML.cup,
  cups: ML.cup,
  tbsp: ML.tbsp,
  tablespoon: ML.tbsp,
  tsp: ML.tsp,
  teaspoon: ML.tsp,
  'fl oz': ML.flOz,
  quart: 4 * ML.cup,
  liter: 1000,
};
const VOLUME_NAME = /^(?:(\d+(?:\.\d+)?) )?(cups?|tbsp|tablespoon|tsp|teaspoon|fl oz|quart|liter)\b(.*)$/;

/**
 * Measures that do not say how much room the food takes as bought: a cooked yield of a dry cup, cream
 * whipped, butter melted, fruit mashed, sugar packed down.
 */
const NOT_AS_BOUGHT = /yield|whipped|melted|mashed|pureed|(?<!not )\bpacked\b/;

/**
 * The food's grams per cup, from its most telling volume measure: a plain cup over a spoon (a bigger
 * measure is a finer one), and a plain or whole measure over a chopped or sliced one.
 */
export function gramsPerCup(measures: readonly Measure[]): number | undefined {
  const candidates = measures.flatMap((measure) => {
    const match = VOLUME_NAME.exec(measure.name);
    if (!match || NOT_AS_BOUGHT.test(measure.name)) return [];
    const ml = measure.amount * Number(match[1] ?? 1) * VOLUME_UNITS[match[2]!]!;
    const qualifier = match[3]!.trim();
    const plainness = qualifier === '' || qualifier.startsWith('(') ? 0 : /\bwhole\b/.test(qualifier) ? 1 : 2;
    const size = ml >= ML.cup / 4 ? 0 : 1;
    return [{ density: (measure.grams / ml) * ML.cup, rank: plainness * 2 + size }];
  });
  return candidates.sort((a, b) => a.rank - b.rank)[0]?.density;
}

function pieceGrams(ingredient: Ingredient, piece: Piece): number | undefined {
  if (piece.grams) return piece.grams;
  const measure = ingredient.measures.find((candidate) => piece.measure?.test(candidate.name));
  return measure && measure.grams / measure.amount;
}

function garlic(grams: number, measures: readonly Measure[]): string | undefined {
  const clove = measures.find((measure) => GARLIC.clove.test(measure.name));
  if (!clove) return undefined;
  const cloves = wholePieces(grams / (clove.grams / clove.amount));
  if (cloves <= GARLIC.mostCloves) return counted(cloves, 'clove garlic', 'cloves garlic');
  return counted(Math.ceil(cloves / GARLIC.clovesPerHead), 'head garlic', 'heads garlic');
}

/**
 * How much of a catalog food to buy, in kitchen units: whole pieces for what is bought by the piece, a
 * weight for meat, fish and what is sold by weight, millilitres or cups for liquids, and spoons and cups
 * for the rest, giving way to its weight for larger amounts.
 */
export function catalogAmount(ingredient: Ingredient, grams: number, units: UnitSystem): string {
  if (ingredient.id === 'garlic') {
    const cloves = garlic(grams, ingredient.measures);
    if (cloves) return cloves;
  }
  const piece = PIECES[ingredient.id];
  const perPiece = piece && pieceGrams(ingredient, piece);
  if (piece && perPiece) return counted(wholePieces(grams / perPiece), piece.one, piece.other);

  const density = gramsPerCup(ingredient.measures);
  if (density === undefined || WEIGHED_GROUPS.has(ingredient.group) || WEIGHED.has(ingredient.id)) {
    return weight(grams, units);
  }
  if (LIQUIDS.has(ingredient.id) || LIQUID_GROUPS.has(ingredient.group)) {
    return liquid((grams / density) * ML.cup, units);
  }
  return dry(grams, density, units, SPOONED_OR_WEIGHED.has(ingredient.id) ? 0 : CUP_LIMIT[units]);
}
