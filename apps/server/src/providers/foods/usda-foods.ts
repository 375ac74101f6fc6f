import MiniSearch from 'minisearch';
import { usdaFoodList } from '@thrive/catalog/foods';
import type { Exclusions, Food, FoodSearchResponse } from '@thrive/contract';
import { exclusionRule, singular } from '@thrive/nutrition';
import type { FoodProvider } from './food-provider';
import { recipeMicronutrients, type Micronutrients } from './recipe-micronutrients';

interface FoodDocument {
  id: string;
  /** The description's first word: "Apples" of "Apples, raw, with skin", "Custard" of "Custard-apple". */
  lead: string;
  /** Its first part, the food itself: "Egg" of "Egg, whole, raw, fresh". */
  head: string;
  name: string;
}

/** The description's lead word counts most, then the food it names, then the rest of it. */
const FIELD_BOOST = { lead: 4, head: 2, name: 1 };

/** "Apples" and "apple", "Crème" and "creme" are one word to a search. */
function searchTerm(term: string): string {
  return singular(
    term
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase(),
  );
}

/** One typo in words of four letters or more, two in words of eight or more ("chedar" finds cheddar). */
function fuzziness(term: string): number {
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}

/** Words of a food as it is usually bought and logged, and of its processed forms. */
const PLAIN_WORDS = /\b(raw|fresh|whole|plain)\b/g;
const PROCESSED_WORDS = /\b(dried|dehydrated|frozen|canned|powder|imitation)\b/g;
/** A brand's name in capitals ("KELLOGG'S", "Kashi TLC"): a product, after the food itself. */
const BRAND = /[A-Z]{3,}/;

/**
 * Common foods first: USDA writes a plain food in few words and a rarer one in many ("Egg, whole, cooked,
 * omelet"), so each word beyond the first few counts a little against a food; the raw food comes before its
 * cooked, dried and canned forms, and a brand's product after both.
 */
function plainness(name: string): number {
  const words = name.split(/[\s,]+/).length;
  const plain = name.match(PLAIN_WORDS)?.length ?? 0;
  const processed = name.match(PROCESSED_WORDS)?.length ?? 0;
  return (1.1 ** plain * 0.9 ** processed * (BRAND.test(name) ? 0.6 : 1)) / (1 + 0.06 * Math.max(0, words - 3));
}

/** Typo-tolerant search over the USDA foods, the food named first ahead of foods it is only a part of. */
export class UsdaFoods implements FoodProvider {
  readonly barcodes = false;
  readonly byId: ReadonlyMap<string, Food>;
  private readonly index: MiniSearch<FoodDocument>;

  constructor(readonly foods: readonly Food[]) {
    this.byId = new Map(foods.map((food) => [food.id, food]));
    this.index = new MiniSearch<FoodDocument>({
      fields: Object.keys(FIELD_BOOST),
      processTerm: searchTerm,
      searchOptions: {
        boost: FIELD_BOOST,
        fuzzy: fuzziness,
        prefix: (term) => term.length >= 2,
        combineWith: 'AND',
        boostDocument: (id) => plainness(this.byId.get(id as string)?.name ?? ''),
      },
    });
    this.index.addAll(
      foods.map(({ id, name }) => {
        const lead = name.split(/[\s,-]/)[0]!;
        // A description without parts is a product's name ("Kashi TLC Crackers Country Cheddar"): its lead is all
        // of the food it names.
        return { id, lead, head: name.includes(',') ? name.split(',')[0]! : lead, name };
      }),
    );
  }

  async food(id: string): Promise<Food | undefined> {
    return this.byId.get(id);
  }

  recipeMicronutrients(recipeId: number): Micronutrients {
    return recipeMicronutrients(recipeId, this);
  }

  search(query: string, exclusions: Exclusions, limit: number): FoodSearchResponse {
    const leavesOut = exclusionRule(exclusions);
    let leftOut = 0;
    const matches: Food[] = [];
    for (const hit of this.index.search(query)) {
      const food = this.byId.get(hit.id as string)!;
      if (leavesOut({ names: [food.name], ...food })) leftOut++;
      else matches.push(food);
    }
    return { total: matches.length, leftOut, foods: matches.slice(0, limit) };
  }
}

let built: UsdaFoods | undefined;

/** Every USDA food and their search, built once per process (about a third of a second) on first use. */
export function usdaFoods(): UsdaFoods {
  built ??= new UsdaFoods(usdaFoodList());
  return built;
}

/** The USDA foods as a provider whose index is built on its first use, so an app that never looks up a food never builds it. */
export const catalogFoodProvider: FoodProvider = {
  barcodes: false,
  search: (query, exclusions, limit) => usdaFoods().search(query, exclusions, limit),
  food: (id) => usdaFoods().food(id),
  recipeMicronutrients: (recipeId) => usdaFoods().recipeMicronutrients(recipeId),
};
