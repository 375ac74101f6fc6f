import { roundGrams } from './format-amount';

/** A piece of an ingredient line; `scaled` marks an amount that changed with the servings. */
export interface LinePart {
  text: string;
  scaled: boolean;
}

const VULGAR_FRACTIONS: Readonly<Record<string, number>> = {
  '¼': 1 / 4,
  '½': 1 / 2,
  '¾': 3 / 4,
  '⅐': 1 / 7,
  '⅑': 1 / 9,
  '⅒': 1 / 10,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '⅕': 1 / 5,
  '⅖': 2 / 5,
  '⅗': 3 / 5,
  '⅘': 4 / 5,
  '⅙': 1 / 6,
  '⅚': 5 / 6,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
};
const VULGAR = `[${Object.keys(VULGAR_FRACTIONS).join('')}]`;

/** "12", "0.5", ".5", "3/4", "1 1/2", "1½", "1 ½", "¾" ("⁄" is the typographic fraction slash). */
const NUMBER = String.raw`(?:\d+\s*${VULGAR}|\d+\s+\d+[/⁄]\d+|\d+[/⁄]\d+|\d*\.\d+|\d+|${VULGAR})`;
/** "2-3", "2 – 3", "2 to 3", "2 or 3". */
const RANGE_JOIN = String.raw`(?:\s*[-–—]\s*|\s+(?:to|or)\s+)`;
/**
 * Words a recipe may put before its amount ("scant 1/2 cup", "juice of 2 lemons"); without them these
 * lines would keep the recipe's own servings while every other line follows the stepper.
 */
const LEAD_IN = String.raw`(?:(?:about|approx\.|approximately|around|roughly|scant|generous|heaped|heaping|rounded|level|juice of|zest of|zest and juice of|juice and zest of)\s+)*`;
/** What must not follow an amount: more of a number ("1.5", "1/2"), or a percentage or temperature. */
const NOT_AFTER_AMOUNT = String.raw`(?![\d/⁄%°]|\.\d|${VULGAR})`;

const LEADING_AMOUNT = new RegExp(
  String.raw`^(\s*${LEAD_IN})(${NUMBER})(?:(${RANGE_JOIN})(${NUMBER}))?${NOT_AFTER_AMOUNT}`,
  'i',
);

/** Metric units with their size in grams or millilitres: a weighed amount is rounded as a scale reads. */
const METRIC_UNITS: readonly (readonly [string, number])[] = [
  ['kg|kilos?|kilogram(?:me)?s?', 1000],
  ['g|grams?|grammes?', 1],
  ['ml|millilit(?:re|er)s?', 1],
  ['l|lit(?:re|er)s?', 1000],
];
const METRIC_UNIT = `(?:${METRIC_UNITS.map(([pattern]) => pattern).join('|')})`;
const METRIC_AFTER_AMOUNT = new RegExp(String.raw`^\s*(${METRIC_UNIT})\b`, 'i');

/** A weight or volume in brackets: "(250 g)", "(140 g drained)", "(6 oz each, 340 g)", "(1-2 g)". */
const PARENTHESES = /\([^()]*\)/g;
const PLAIN_NUMBER = String.raw`\d+(?:\.\d+)?`;
const METRIC_FIGURE = new RegExp(
  String.raw`(?<![\d.,/⁄])(${PLAIN_NUMBER})(?:(\s*[-–]\s*|\s+to\s+)(${PLAIN_NUMBER}))?(?=\s*(${METRIC_UNIT})\b)`,
  'gi',
);

/** Measures whose word changes between one and more ("1 cup", "1½ cups"), singular first. */
const UNIT_WORDS: readonly (readonly [string, string])[] = [
  ['bag', 'bags'],
  ['bar', 'bars'],
  ['block', 'blocks'],
  ['bottle', 'bottles'],
  ['box', 'boxes'],
  ['bulb', 'bulbs'],
  ['bunch', 'bunches'],
  ['can', 'cans'],
  ['carton', 'cartons'],
  ['clove', 'cloves'],
  ['container', 'containers'],
  ['cube', 'cubes'],
  ['cup', 'cups'],
  ['dash', 'dashes'],
  ['drop', 'drops'],
  ['envelope', 'envelopes'],
  ['fillet', 'fillets'],
  ['gallon', 'gallons'],
  ['gram', 'grams'],
  ['half', 'halves'],
  ['handful', 'handfuls'],
  ['head', 'heads'],
  ['jar', 'jars'],
  ['kilogram', 'kilograms'],
  ['leaf', 'leaves'],
  ['link', 'links'],
  ['liter', 'liters'],
  ['litre', 'litres'],
  ['loaf', 'loaves'],
  ['milliliter', 'milliliters'],
  ['millilitre', 'millilitres'],
  ['ounce', 'ounces'],
  ['pack', 'packs'],
  ['package', 'packages'],
  ['packet', 'packets'],
  ['piece', 'pieces'],
  ['pinch', 'pinches'],
  ['pint', 'pints'],
  ['pound', 'pounds'],
  ['quart', 'quarts'],
  ['rasher', 'rashers'],
  ['sachet', 'sachets'],
  ['scoop', 'scoops'],
  ['sheet', 'sheets'],
  ['slice', 'slices'],
  ['spear', 'spears'],
  ['sprig', 'sprigs'],
  ['stalk', 'stalks'],
  ['steak', 'steaks'],
  ['stick', 'sticks'],
  ['strip', 'strips'],
  ['tablespoon', 'tablespoons'],
  ['teaspoon', 'teaspoons'],
  ['tin', 'tins'],
  ['wedge', 'wedges'],
];
const SINGULAR = new Map(UNIT_WORDS.map(([one, many]) => [many, one]));
const PLURAL = new Map(UNIT_WORDS.map(([one, many]) => [one, many]));
/**
 * The measure word may follow a size or the size of a tin or a piece: "2 large cloves", "1 (14.5 ounce)
 * can", "1 6-oz can".
 */
const UNIT_WORD = new RegExp(
  String.raw`^((?:\s*(?:\([^()]*\)|\d+(?:\.\d+)?-[a-z]+\b|(?:small|medium|large|extra-large|big|heaped|heaping|level|scant|generous|rounded)\b))*\s*)([a-z]+)(?![\w-])`,
  'i',
);

const MIXED_VULGAR = new RegExp(String.raw`^(\d+)\s*(${VULGAR})$`);
const MIXED = /^(\d+)\s+(\d+)[/⁄](\d+)$/;
const FRACTION = /^(\d+)[/⁄](\d+)$/;
const DECIMAL = /^(?:\d*\.\d+|\d+)$/;

/** The value of one amount as written: "1 1/2" → 1.5, "1½" → 1.5, "¾" → 0.75; undefined for "1/0" or words. */
export function parseAmount(written: string): number | undefined {
  const text = written.trim();
  let value: number | undefined;
  let match: RegExpExecArray | null;
  if (DECIMAL.test(text)) value = Number(text);
  else if (text in VULGAR_FRACTIONS) value = VULGAR_FRACTIONS[text];
  else if ((match = MIXED_VULGAR.exec(text))) value = Number(match[1]) + (VULGAR_FRACTIONS[match[2]!] ?? NaN);
  else if ((match = MIXED.exec(text))) value = Number(match[1]) + Number(match[2]) / Number(match[3]);
  else if ((match = FRACTION.exec(text))) value = Number(match[1]) / Number(match[2]);
  return value !== undefined && Number.isFinite(value) ? value : undefined;
}

const COOK_FRACTIONS: readonly (readonly [number, string])[] = [
  [0, ''],
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [1 / 2, '½'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
  [1, ''],
];

/**
 * The nearest amount a cook measures, as written: whole numbers, halves, quarters and thirds ("1½", "¾",
 * "⅓"). Something never reads as nothing: an amount that would round to 0 reads "⅛".
 */
export function formatCookAmount(value: number): string {
  return cookAmount(value).text;
}

function cookAmount(value: number): { value: number; text: string } {
  if (!(value > 0)) return { value: 0, text: '0' };
  const whole = Math.floor(value);
  let best = COOK_FRACTIONS[0]!;
  for (const candidate of COOK_FRACTIONS) {
    // Ties go up, as Math.round does; the tolerance keeps float noise (0.1 * 3) from deciding a tie.
    if (Math.abs(value - whole - candidate[0]) <= Math.abs(value - whole - best[0]) + 1e-9) best = candidate;
  }
  if (whole === 0 && best[0] === 0) return { value: 1 / 8, text: '⅛' };
  const wholeText = best[0] === 1 ? String(whole + 1) : whole > 0 ? String(whole) : '';
  return { value: whole + best[0], text: `${wholeText}${best[1]}` };
}

/**
 * A metric amount rounded like a kitchen scale reads, in the unit the recipe wrote it in; kilograms and
 * litres to the nearest 0.05, since "1.875 kg" is more precise than anyone shops or pours.
 */
export function formatMetric(value: number, unitSize: number): string {
  if (unitSize === 1) return String(roundGrams(value));
  const twentieths = Math.round(value * 20);
  return String(value > 0 && twentieths === 0 ? 0.05 : twentieths / 20);
}

function unitSizeOf(unit: string): number {
  return METRIC_UNITS.find(([pattern]) => new RegExp(`^(?:${pattern})$`, 'i').test(unit))?.[1] ?? 1;
}

function matchCase(word: string, like: string): string {
  return like[0] === like[0]?.toUpperCase() ? word[0]!.toUpperCase() + word.slice(1) : word;
}

/**
 * The recipe's own line for `scale` times its servings: the leading amount (or range) scaled and written
 * as a cook reads it, and every metric weight or volume in brackets scaled like a kitchen scale reads;
 * the rest is left as written. A line with no leading amount stays as written, and so does any line at
 * scale 1.
 */
export function scaleIngredientLine(line: string, scale: number): LinePart[] {
  const unchanged = [{ text: line, scaled: false }];
  if (scale === 1 || !(scale > 0) || !Number.isFinite(scale)) return unchanged;
  const lead = LEADING_AMOUNT.exec(line);
  if (!lead) return unchanged;
  const [matched, leadIn = '', first = '', join, second] = lead;
  const from = parseAmount(first);
  const to = second === undefined ? undefined : parseAmount(second);
  if (from === undefined || (second !== undefined && to === undefined)) return unchanged;

  let rest = line.slice(matched.length);
  const parts: LinePart[] = [{ text: leadIn, scaled: false }];

  const metric = METRIC_AFTER_AMOUNT.exec(rest);
  const format = metric
    ? (value: number) => ({ value, text: formatMetric(value, unitSizeOf(metric[1]!)) })
    : cookAmount;
  const low = format(from * scale);
  const high = to === undefined ? undefined : format(to * scale);
  parts.push({ text: low.text, scaled: true });
  if (high && high.text !== low.text) {
    parts.push({ text: join ?? '', scaled: false }, { text: high.text, scaled: true });
  }

  const unitWord = UNIT_WORD.exec(rest);
  if (unitWord) {
    const [wordMatch, before = '', word = ''] = unitWord;
    const isMany = (high ?? low).value > 1;
    const other = isMany ? PLURAL.get(word.toLowerCase()) : SINGULAR.get(word.toLowerCase());
    if (other) rest = `${before}${matchCase(other, word)}${rest.slice(wordMatch.length)}`;
  }
  parts.push(...scaleBracketedMetric(rest, scale));
  return joinParts(parts);
}

/** Every metric weight or volume inside brackets, scaled; all other text as written. */
function scaleBracketedMetric(text: string, scale: number): LinePart[] {
  const parts: LinePart[] = [];
  let written = 0;
  for (const brackets of text.matchAll(PARENTHESES)) {
    const inside = brackets[0];
    for (const figure of inside.matchAll(METRIC_FIGURE)) {
      const [whole, low = '', join, high, unit = 'g'] = figure;
      const start = brackets.index + figure.index;
      const unitSize = unitSizeOf(unit);
      parts.push({ text: text.slice(written, start), scaled: false });
      const lowText = formatMetric(Number(low) * scale, unitSize);
      parts.push({ text: lowText, scaled: true });
      if (high !== undefined) {
        const highText = formatMetric(Number(high) * scale, unitSize);
        if (highText !== lowText) parts.push({ text: join ?? '', scaled: false }, { text: highText, scaled: true });
      }
      written = start + whole.length;
    }
  }
  parts.push({ text: text.slice(written), scaled: false });
  return parts;
}

function joinParts(parts: readonly LinePart[]): LinePart[] {
  const joined: LinePart[] = [];
  for (const part of parts) {
    if (part.text === '') continue;
    const last = joined.at(-1);
    if (last && !last.scaled && !part.scaled) last.text += part.text;
    else joined.push({ ...part });
  }
  return joined;
}

/** The scaled line as plain text. */
export function scaleIngredientText(line: string, scale: number): string {
  return scaleIngredientLine(line, scale)
    .map((part) => part.text)
    .join('');
}
