import { describe, expect, it } from 'vitest';
import { ALLERGENS, type Allergen } from '@thrive/contract';
import { exclusionRule, namesIngredient, singular, type ExcludableFood } from './exclusions';

describe('ingredients named by a visitor', () => {
  it('are read in the singular when typed in the plural', () => {
    expect(['peanuts', 'tomatoes', 'berries', 'eggs', 'green beans'].map(singular)).toEqual([
      'peanut',
      'tomato',
      'berry',
      'egg',
      'green bean',
    ]);
    expect(['hummus', 'bass', 'rice', 'soy'].map(singular)).toEqual(['hummus', 'bass', 'rice', 'soy']);
  });

  it('find an ingredient named in the singular, or holding the term anywhere', () => {
    expect(namesIngredient('peanut butter, smooth, unsalted', 'peanuts')).toBe(true);
    expect(namesIngredient('tomatoes, red, ripe, raw', 'tomatoes')).toBe(true);
    expect(namesIngredient('strawberries, raw', 'berries')).toBe(true);
    expect(namesIngredient('walnuts, english', 'nut')).toBe(true);
  });

  it('do not find a word that merely ends in the singular', () => {
    expect(namesIngredient('cheese, goat, soft type', 'oats')).toBe(false);
    expect(namesIngredient('rolled oats, dry', 'oats')).toBe(true);
    expect(namesIngredient('basil, fresh', 'bass')).toBe(false);
  });
});

const food = (names: string[], extra: Omit<ExcludableFood, 'names'> = {}): ExcludableFood => ({ names, ...extra });
const leaves = (allergens: Allergen[], words: string[]) => exclusionRule({ allergens, words });

describe('what a person leaves out', () => {
  it('leaves nothing out when nothing is chosen', () => {
    expect(leaves([], [])(food(['Peanut butter'], { allergens: ['peanuts'] }))).toBe(false);
  });

  it('leaves out a food tagged with a chosen allergen, whether it contains it or may contain it', () => {
    const rule = leaves(['sulphites'], []);
    expect(rule(food(['Dried apricots'], { allergens: ['sulphites'] }))).toBe(true);
    expect(rule(food(['Raisins'], { allergens: [], mayContain: ['sulphites'] }))).toBe(true);
    expect(rule(food(['Grapes'], { allergens: [] }))).toBe(false);
  });

  it('reads a word naming a kind of food as that kind: dairy is milk, nuts are tree nuts and peanuts', () => {
    expect(leaves([], ['dairy'])(food(['Ghee (clarified butter)'], { allergens: ['milk'] }))).toBe(true);
    expect(leaves([], ['Dairy'])(food(['Almond milk, unsweetened'], { allergens: ['tree-nuts'] }))).toBe(false);
    expect(leaves([], ['nuts'])(food(['Pistachios, raw'], { allergens: ['tree-nuts'] }))).toBe(true);
    expect(leaves([], ['nuts'])(food(['Peanuts, dry-roasted'], { allergens: ['peanuts'] }))).toBe(true);
    expect(leaves([], ['egg'])(food(['Mayonnaise'], { allergens: ['eggs'] }))).toBe(true);
    expect(leaves([], ['egg'])(food(['Eggplant, raw'], { allergens: [] }))).toBe(false);
  });

  it('finds the kind by name in foods nobody has reviewed, but not in phrases of another kind', () => {
    const dairy = leaves([], ['dairy']);
    expect(dairy(food(['grated parmesan']))).toBe(true);
    expect(dairy(food(['1 cup heavy cream']))).toBe(true);
    expect(dairy(food(['2 tbsp peanut butter']))).toBe(false);
    expect(dairy(food(['1 cup coconut milk']))).toBe(false);
    const gluten = leaves([], ['gluten']);
    expect(gluten(food(['2 slices sourdough bread']))).toBe(true);
    expect(gluten(food(['soy sauce']))).toBe(true);
    expect(gluten(food(['Tamari (wheat-free soy sauce)'], { allergens: ['soy'] }))).toBe(false);
    expect(gluten(food(['buckwheat groats']))).toBe(false);
    expect(gluten(food(['Spaghetti squash, raw'], { allergens: [] }))).toBe(false);
  });

  it('leaves out every cereal for "grain", and every meat for "meat"', () => {
    expect(leaves([], ['grain'])(food(['White rice, cooked'], { category: 'refined-grain', allergens: [] }))).toBe(
      true,
    );
    expect(leaves([], ['grains'])(food(['Sweet corn, raw'], { category: 'vegetable', allergens: [] }))).toBe(true);
    expect(leaves([], ['meat'])(food(['Lard'], { category: 'animal-fat', allergens: [] }))).toBe(true);
    expect(leaves([], ['meat'])(food(['Goat cheese, soft'], { category: 'dairy', allergens: ['milk'] }))).toBe(false);
  });

  it('matches any other word as typed in every name, USDA descriptions too', () => {
    const cheese = leaves([], ['cheese']);
    expect(
      cheese(food(['Parmesan, grated'], { descriptions: ['Cheese, parmesan, grated'], allergens: ['milk'] })),
    ).toBe(true);
    expect(leaves([], ['mushrooms'])(food(['Shiitake mushrooms, raw'], { allergens: [] }))).toBe(true);
    expect(leaves([], ['mushrooms'])(food(['Spinach, raw'], { allergens: [] }))).toBe(false);
  });

  it('does not let a concept read USDA descriptions, which file coconut under nuts', () => {
    const coconut = food(['Coconut, shredded, unsweetened'], {
      descriptions: ['Nuts, coconut meat, dried (desiccated), not sweetened'],
      allergens: [],
    });
    expect(leaves([], ['nuts'])(coconut)).toBe(false);
    expect(leaves([], ['coconut'])(coconut)).toBe(true);
  });
});

describe('an allergen chosen by name', () => {
  it('also finds foods nobody has reviewed by their names', () => {
    const milk = exclusionRule({ allergens: ['milk'], words: [] });
    expect(milk(food(['butter']))).toBe(true);
    expect(milk(food(['almond milk']))).toBe(false);
    expect(exclusionRule({ allergens: ['sulphites'], words: [] })(food(['dry white wine']))).toBe(true);
  });

  it('is a concept of its own for each of the fifteen', () => {
    for (const allergen of ALLERGENS) {
      expect(
        exclusionRule({ allergens: [allergen], words: [] })(food(['x'], { allergens: [allergen] })),
        allergen,
      ).toBe(true);
    }
  });
});
