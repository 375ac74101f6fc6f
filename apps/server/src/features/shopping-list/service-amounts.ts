import type { UnitSystem } from '@thrive/contract';
import { GRAMS, ML, counted, kitchenNumber, liquid, weight, wholePieces } from './kitchen-units';

/** Grams in one of each weight unit the recipe service writes (a Map: a unit such as "__proto__" finds nothing). */
const WEIGHT_UNITS = new Map<string, number>([
  ['g', 1],
  ['gram', 1],
  ['grams', 1],
  ['kg', 1000],
  ['kilogram', 1000],
  ['kilograms', 1000],
  ['oz', GRAMS.oz],
  ['ounce', GRAMS.oz],
  ['ounces', GRAMS.oz],
  ['lb', GRAMS.lb],
  ['lbs', GRAMS.lb],
  ['pound', GRAMS.lb],
  ['pounds', GRAMS.lb],
]);

/** Millilitres in one of each volume unit the recipe service writes. */
const VOLUME_UNITS = new Map<string, number>([
  ['ml', 1],
  ['milliliter', 1],
  ['milliliters', 1],
  ['millilitre', 1],
  ['millilitres', 1],
  ['l', 1000],
  ['liter', 1000],
  ['liters', 1000],
  ['litre', 1000],
  ['litres', 1000],
  ['tsp', ML.tsp],
  ['tsps', ML.tsp],
  ['teaspoon', ML.tsp],
  ['teaspoons', ML.tsp],
  ['tbsp', ML.tbsp],
  ['tbsps', ML.tbsp],
  ['tablespoon', ML.tbsp],
  ['tablespoons', ML.tbsp],
  ['cup', ML.cup],
  ['cups', ML.cup],
  ['fl oz', ML.flOz],
  ['fl. oz', ML.flOz],
  ['fluid ounce', ML.flOz],
  ['fluid ounces', ML.flOz],
  ['pint', 2 * ML.cup],
  ['pints', 2 * ML.cup],
  ['quart', 4 * ML.cup],
  ['quarts', 4 * ML.cup],
]);

/** Units that count what is bought whole, so the count is rounded up; no unit at all counts too ("2 eggs"). */
const PIECE_UNITS = new Set([
  '',
  'large',
  'medium',
  'small',
  'whole',
  'clove',
  'head',
  'bunch',
  'can',
  'jar',
  'bottle',
  'package',
  'packet',
  'slice',
  'stalk',
  'rib',
  'sprig',
  'leaf',
  'fillet',
  'breast',
  'thigh',
  'link',
  'ear',
  'sheet',
  'bulb',
  'piece',
]);

/** Words that stay as they are whatever the count ("2 large"). */
const INVARIABLE = new Set(['', 'large', 'medium', 'small', 'whole']);
const IRREGULAR = new Map([
  ['leaves', 'leaf'],
  ['loaves', 'loaf'],
  ['halves', 'half'],
]);

function singular(word: string): string {
  const lower = word.toLowerCase();
  const irregular = IRREGULAR.get(lower);
  if (irregular) return irregular;
  if (INVARIABLE.has(lower)) return word;
  if (/(ch|sh|x|ss)es$/.test(lower)) return word.slice(0, -2);
  if (/[^s]s$/.test(lower)) return word.slice(0, -1);
  return word;
}

function plural(word: string): string {
  const one = singular(word);
  const lower = one.toLowerCase();
  if (INVARIABLE.has(lower)) return one;
  const irregular = [...IRREGULAR].find(([, single]) => single === lower);
  if (irregular) return irregular[0];
  return /(ch|sh|x|s)$/.test(lower) ? `${one}es` : `${one}s`;
}

/** A recipe service amount by what its unit measures: a weight, a volume, or a count of its own unit. */
export type ServiceQuantity =
  { kind: 'weight'; grams: number } | { kind: 'volume'; ml: number } | { kind: 'other'; amount: number; unit: string };

export function serviceQuantity(amount: number, unit: string): ServiceQuantity {
  const key = unit.trim().toLowerCase().replace(/\s+/g, ' ');
  const grams = WEIGHT_UNITS.get(key);
  if (grams) return { kind: 'weight', grams: amount * grams };
  const ml = VOLUME_UNITS.get(key);
  if (ml) return { kind: 'volume', ml: amount * ml };
  return { kind: 'other', amount, unit: unit.trim() };
}

/**
 * A summed amount of the recipe service's, readable in the units asked for: weights and volumes are
 * converted; any other unit keeps the service's word, counted whole when it counts pieces ("2 cloves"),
 * else in quarters ("1½ handfuls").
 */
export function serviceAmount(quantity: ServiceQuantity, units: UnitSystem): string {
  if (quantity.kind === 'weight') return weight(quantity.grams, units);
  if (quantity.kind === 'volume') return liquid(quantity.ml, units);
  const { amount, unit } = quantity;
  const count = PIECE_UNITS.has(singular(unit).toLowerCase())
    ? wholePieces(amount)
    : Math.max(0.25, Math.round(amount * 4) / 4);
  if (unit === '') return kitchenNumber(count);
  return counted(count, singular(unit), plural(unit));
}
