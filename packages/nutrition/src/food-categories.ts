/**
 * What an ingredient is, as far as diet rules care. Every ingredient of the catalog has exactly
 * one category; diet labels are derived from them (see diet-rules.ts), never typed by hand.
 */
export const FOOD_CATEGORIES = [
  'vegetable',
  'fruit',
  'herb-spice',
  'whole-grain', // brown rice, oats, quinoa, whole-wheat flour, bulgur, barley
  'refined-grain', // white rice, white flour, pasta, white bread
  'legume', // beans, lentils, chickpeas, peas, peanuts
  'soy', // tofu, tempeh, edamame, soy milk, soy sauce
  'nut-seed', // tree nuts, seeds and their butters (not peanuts)
  'dairy', // milk, yogurt, cheese, cream
  'butter', // butter and ghee: dairy, and an added fat
  'egg',
  'red-meat', // beef, lamb, pork (unprocessed)
  'poultry',
  'processed-meat', // bacon, ham, sausage, salami, deli meats
  'fish',
  'shellfish',
  'olive-oil',
  'seed-oil', // sunflower, canola, soybean, corn, grapeseed oils
  'other-plant-fat', // coconut oil, avocado oil, cocoa butter
  'animal-fat', // lard, tallow
  'plant-milk', // almond, coconut, cashew milk (soy milk is soy; oat and rice milk are grains)
  'refined-sugar', // white and brown sugar, corn syrup, chocolate with sugar
  'natural-sweetener', // honey is listed as 'honey'; maple syrup, dates syrup, coconut sugar
  'honey',
  'non-nutritive-sweetener', // erythritol, stevia
  'gelatin',
  'condiment', // vinegar, mustard, plant-based sauces, stock, salt, baking powder
  'animal-condiment', // fish sauce, anchovy paste, worcestershire sauce
  'beverage', // water, coffee, tea
] as const;

export type FoodCategory = (typeof FOOD_CATEGORIES)[number];

/** The food groups the shopping list and the catalog are organised by. */
export const FOOD_GROUPS = [
  'vegetables',
  'fruit',
  'herbs-spices',
  'grains',
  'legumes-soy',
  'nuts-seeds',
  'dairy-eggs',
  'meat',
  'fish-seafood',
  'oils-fats',
  'plant-milks',
  'condiments',
  'sweeteners',
  'beverages',
] as const;

export type FoodGroup = (typeof FOOD_GROUPS)[number];
