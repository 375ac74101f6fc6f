import type { FoodCategory, FoodGroup } from '@thrive/nutrition';

/**
 * The ingredients of the built-in catalog: which USDA food each one is, and how diet rules
 * (category) and the shopping list (group) see it. The catalog build reads the nutrients of every
 * `usda` number from the USDA National Nutrient Database for Standard Reference, Release 24
 * (public domain). The few foods SR24 lacks carry their FoodData Central figures in `published`.
 *
 * Choices worth knowing:
 * - The plainest SR24 entry wins: raw vegetables, fruit, meat and fish (recipes weigh them raw),
 *   unsalted/unsweetened variants; grains and legumes come cooked (and dry where recipes weigh them dry).
 * - Some ingredients share one SR24 food because SR24 does not tell them apart: tomato and cherry
 *   tomatoes (11529), onion and red onion (11282). Almond flour is ground blanched almonds (12062).
 * - SR24 does not report every value: sugars are missing for a few foods (raw kale and fennel,
 *   quinoa, chia seeds, fresh herbs, some meats and farmed salmon), fiber and sugars for tempeh
 *   and canned coconut milk. build-ingredients.ts reads a missing value as 0.
 * - Avocado and olives are category 'fruit' but shop with the vegetables. Green peas are 'legume'
 *   but shop with the vegetables. Salt is category 'condiment' but shops with the spices.
 * - Soy milk, soy sauce, tamari and miso are category 'soy' and group 'legumes-soy'.
 * - Oat and rice milk are grains (see FOOD_CATEGORIES): category 'whole-grain', group 'plant-milks'.
 * - Mayonnaise is category 'egg' (egg yolk makes it non-vegan); chicken broth is 'animal-condiment'.
 */
export interface PublishedFigures {
  /** USDA FoodData Central id of the published figures. */
  fdcId: string;
  per100g: {
    kcal: number;
    protein: number;
    carbs: number;
    fat: number;
    fiber: number;
    sugar: number;
    sodium: number;
  };
  measures: { name: string; grams: number }[];
}

export interface IngredientSelection {
  /** Kebab-case, unique, descriptive: 'quinoa-cooked', 'chicken-breast' (raw). */
  id: string;
  /** As a cook reads it. */
  name: string;
  /** 5-digit SR24 NDB number. */
  usda?: string;
  /** Only for the few modern foods absent from SR24; then `usda` is omitted. */
  published?: PublishedFigures;
  category: FoodCategory;
  group: FoodGroup;
  /** A Fluent Emoji Flat icon name (@iconify-json/fluent-emoji-flat). */
  icon?: string;
}

export const INGREDIENT_SELECTION: IngredientSelection[] = [
  // ---- Vegetables ----
  // SR24: Spinach, raw
  {
    id: 'spinach',
    name: 'Spinach, raw',
    usda: '11457',
    category: 'vegetable',
    group: 'vegetables',
    icon: 'leafy-green',
  },
  // SR24: Kale, raw
  { id: 'kale', name: 'Kale, raw', usda: '11233', category: 'vegetable', group: 'vegetables', icon: 'leafy-green' },
  // SR24: Lettuce, cos or romaine, raw
  {
    id: 'lettuce-romaine',
    name: 'Romaine lettuce, raw',
    usda: '11251',
    category: 'vegetable',
    group: 'vegetables',
    icon: 'leafy-green',
  },
  // SR24: Lettuce, iceberg (includes crisphead types), raw
  {
    id: 'lettuce-iceberg',
    name: 'Iceberg lettuce, raw',
    usda: '11252',
    category: 'vegetable',
    group: 'vegetables',
    icon: 'leafy-green',
  },
  // SR24: Lettuce, green leaf, raw
  {
    id: 'lettuce-green-leaf',
    name: 'Green leaf lettuce, raw',
    usda: '11253',
    category: 'vegetable',
    group: 'vegetables',
    icon: 'leafy-green',
  },
  // SR24: Arugula, raw
  {
    id: 'arugula',
    name: 'Arugula (rocket), raw',
    usda: '11959',
    category: 'vegetable',
    group: 'vegetables',
    icon: 'leafy-green',
  },
  // SR24: Cabbage, raw
  {
    id: 'cabbage',
    name: 'Cabbage, green, raw',
    usda: '11109',
    category: 'vegetable',
    group: 'vegetables',
    icon: 'leafy-green',
  },
  // SR24: Cabbage, red, raw
  {
    id: 'cabbage-red',
    name: 'Cabbage, red, raw',
    usda: '11112',
    category: 'vegetable',
    group: 'vegetables',
    icon: 'leafy-green',
  },
  // SR24: Cabbage, chinese (pe-tsai), raw
  {
    id: 'cabbage-napa',
    name: 'Napa cabbage, raw',
    usda: '11119',
    category: 'vegetable',
    group: 'vegetables',
    icon: 'leafy-green',
  },
  // SR24: Cabbage, chinese (pak-choi), raw
  {
    id: 'bok-choy',
    name: 'Bok choy, raw',
    usda: '11116',
    category: 'vegetable',
    group: 'vegetables',
    icon: 'leafy-green',
  },
  // SR24: Chard, swiss, raw
  {
    id: 'swiss-chard',
    name: 'Swiss chard, raw',
    usda: '11147',
    category: 'vegetable',
    group: 'vegetables',
    icon: 'leafy-green',
  },
  // SR24: Collards, raw
  {
    id: 'collard-greens',
    name: 'Collard greens, raw',
    usda: '11161',
    category: 'vegetable',
    group: 'vegetables',
    icon: 'leafy-green',
  },
  // SR24: Broccoli, raw
  {
    id: 'broccoli',
    name: 'Broccoli, raw',
    usda: '11090',
    category: 'vegetable',
    group: 'vegetables',
    icon: 'broccoli',
  },
  // SR24: Cauliflower, raw
  {
    id: 'cauliflower',
    name: 'Cauliflower, raw',
    usda: '11135',
    category: 'vegetable',
    group: 'vegetables',
    icon: 'broccoli',
  },
  // SR24: Brussels sprouts, raw
  {
    id: 'brussels-sprouts',
    name: 'Brussels sprouts, raw',
    usda: '11098',
    category: 'vegetable',
    group: 'vegetables',
    icon: 'leafy-green',
  },
  // SR24: Squash, summer, zucchini, includes skin, raw
  {
    id: 'zucchini',
    name: 'Zucchini, raw',
    usda: '11477',
    category: 'vegetable',
    group: 'vegetables',
    icon: 'cucumber',
  },
  // SR24: Eggplant, raw
  {
    id: 'eggplant',
    name: 'Eggplant, raw',
    usda: '11209',
    category: 'vegetable',
    group: 'vegetables',
    icon: 'eggplant',
  },
  // SR24: Peppers, sweet, red, raw
  {
    id: 'bell-pepper-red',
    name: 'Red bell pepper, raw',
    usda: '11821',
    category: 'vegetable',
    group: 'vegetables',
    icon: 'bell-pepper',
  },
  // SR24: Peppers, sweet, green, raw
  {
    id: 'bell-pepper-green',
    name: 'Green bell pepper, raw',
    usda: '11333',
    category: 'vegetable',
    group: 'vegetables',
    icon: 'bell-pepper',
  },
  // SR24: Peppers, jalapeno, raw
  {
    id: 'jalapeno',
    name: 'Jalapeño pepper, raw',
    usda: '11979',
    category: 'vegetable',
    group: 'vegetables',
    icon: 'hot-pepper',
  },
  // SR24: Peppers, hot chili, red, raw
  {
    id: 'chili-pepper-red',
    name: 'Red chili pepper, raw',
    usda: '11819',
    category: 'vegetable',
    group: 'vegetables',
    icon: 'hot-pepper',
  },
  // SR24: Tomatoes, red, ripe, raw, year round average
  { id: 'tomato', name: 'Tomato, raw', usda: '11529', category: 'vegetable', group: 'vegetables', icon: 'tomato' },
  // SR24: Tomatoes, red, ripe, raw, year round average
  {
    id: 'cherry-tomatoes',
    name: 'Cherry tomatoes, raw',
    usda: '11529',
    category: 'vegetable',
    group: 'vegetables',
    icon: 'tomato',
  },
  // SR24: Cucumber, with peel, raw
  {
    id: 'cucumber',
    name: 'Cucumber, with peel, raw',
    usda: '11205',
    category: 'vegetable',
    group: 'vegetables',
    icon: 'cucumber',
  },
  // SR24: Carrots, raw
  { id: 'carrot', name: 'Carrot, raw', usda: '11124', category: 'vegetable', group: 'vegetables', icon: 'carrot' },
  // SR24: Onions, raw
  { id: 'onion', name: 'Onion, raw', usda: '11282', category: 'vegetable', group: 'vegetables', icon: 'onion' },
  // SR24: Onions, raw
  { id: 'onion-red', name: 'Red onion, raw', usda: '11282', category: 'vegetable', group: 'vegetables', icon: 'onion' },
  // SR24: Shallots, raw
  { id: 'shallot', name: 'Shallot, raw', usda: '11677', category: 'vegetable', group: 'vegetables', icon: 'onion' },
  // SR24: Onions, spring or scallions (includes tops and bulb), raw
  {
    id: 'green-onion',
    name: 'Green onions (scallions), raw',
    usda: '11291',
    category: 'vegetable',
    group: 'vegetables',
    icon: 'onion',
  },
  // SR24: Leeks, (bulb and lower leaf-portion), raw
  { id: 'leek', name: 'Leek, raw', usda: '11246', category: 'vegetable', group: 'vegetables', icon: 'onion' },
  // SR24: Garlic, raw
  { id: 'garlic', name: 'Garlic, raw', usda: '11215', category: 'vegetable', group: 'vegetables', icon: 'garlic' },
  // SR24: Ginger root, raw
  {
    id: 'ginger',
    name: 'Ginger root, raw',
    usda: '11216',
    category: 'vegetable',
    group: 'vegetables',
    icon: 'ginger-root',
  },
  // SR24: Mushrooms, white, raw
  {
    id: 'mushrooms-white',
    name: 'White mushrooms, raw',
    usda: '11260',
    category: 'vegetable',
    group: 'vegetables',
    icon: 'mushroom',
  },
  // SR24: Mushrooms, brown, Italian, or Crimini, raw
  {
    id: 'mushrooms-cremini',
    name: 'Cremini mushrooms, raw',
    usda: '11266',
    category: 'vegetable',
    group: 'vegetables',
    icon: 'brown-mushroom',
  },
  // SR24: Mushrooms, portabella, raw
  {
    id: 'mushrooms-portobello',
    name: 'Portobello mushrooms, raw',
    usda: '11265',
    category: 'vegetable',
    group: 'vegetables',
    icon: 'brown-mushroom',
  },
  // SR24: Mushrooms, shiitake, raw
  {
    id: 'mushrooms-shiitake',
    name: 'Shiitake mushrooms, raw',
    usda: '11238',
    category: 'vegetable',
    group: 'vegetables',
    icon: 'brown-mushroom',
  },
  // SR24: Asparagus, raw
  { id: 'asparagus', name: 'Asparagus, raw', usda: '11011', category: 'vegetable', group: 'vegetables', icon: 'herb' },
  // SR24: Beans, snap, green, raw
  {
    id: 'green-beans',
    name: 'Green beans, raw',
    usda: '11052',
    category: 'vegetable',
    group: 'vegetables',
    icon: 'pea-pod',
  },
  // SR24: Peas, edible-podded, raw
  {
    id: 'snow-peas',
    name: 'Snow peas, raw',
    usda: '11300',
    category: 'vegetable',
    group: 'vegetables',
    icon: 'pea-pod',
  },
  // SR24: Celery, raw
  { id: 'celery', name: 'Celery, raw', usda: '11143', category: 'vegetable', group: 'vegetables', icon: 'herb' },
  // SR24: Fennel, bulb, raw
  { id: 'fennel', name: 'Fennel bulb, raw', usda: '11957', category: 'vegetable', group: 'vegetables', icon: 'herb' },
  // SR24: Sweet potato, raw, unprepared
  {
    id: 'sweet-potato',
    name: 'Sweet potato, raw',
    usda: '11507',
    category: 'vegetable',
    group: 'vegetables',
    icon: 'roasted-sweet-potato',
  },
  // SR24: Potato, flesh and skin, raw
  {
    id: 'potato',
    name: 'Potato, with skin, raw',
    usda: '11352',
    category: 'vegetable',
    group: 'vegetables',
    icon: 'potato',
  },
  // SR24: Potatoes, red, flesh and skin, raw
  {
    id: 'potato-red',
    name: 'Red potato, with skin, raw',
    usda: '11355',
    category: 'vegetable',
    group: 'vegetables',
    icon: 'potato',
  },
  // SR24: Squash, winter, butternut, raw
  {
    id: 'butternut-squash',
    name: 'Butternut squash, raw',
    usda: '11485',
    category: 'vegetable',
    group: 'vegetables',
    icon: 'jack-o-lantern',
  },
  // SR24: Squash, winter, spaghetti, raw
  {
    id: 'spaghetti-squash',
    name: 'Spaghetti squash, raw',
    usda: '11492',
    category: 'vegetable',
    group: 'vegetables',
    icon: 'jack-o-lantern',
  },
  // SR24: Pumpkin, canned, without salt
  {
    id: 'pumpkin-puree',
    name: 'Pumpkin purée, canned, unsalted',
    usda: '11424',
    category: 'vegetable',
    group: 'vegetables',
    icon: 'jack-o-lantern',
  },
  // SR24: Beets, raw
  { id: 'beets', name: 'Beets, raw', usda: '11080', category: 'vegetable', group: 'vegetables', icon: 'carrot' },
  // SR24: Radishes, raw
  { id: 'radish', name: 'Radishes, raw', usda: '11429', category: 'vegetable', group: 'vegetables', icon: 'carrot' },
  // SR24: Parsnips, raw
  { id: 'parsnip', name: 'Parsnip, raw', usda: '11298', category: 'vegetable', group: 'vegetables', icon: 'carrot' },
  // SR24: Okra, raw
  { id: 'okra', name: 'Okra, raw', usda: '11278', category: 'vegetable', group: 'vegetables', icon: 'hot-pepper' },
  // SR24: Artichokes, (globe or french), frozen, cooked, boiled, drained, without salt
  {
    id: 'artichoke-hearts',
    name: 'Artichoke hearts, cooked',
    usda: '11010',
    category: 'vegetable',
    group: 'vegetables',
    icon: 'leafy-green',
  },
  // SR24: Corn, sweet, yellow, raw
  {
    id: 'corn',
    name: 'Sweet corn, raw',
    usda: '11167',
    category: 'vegetable',
    group: 'vegetables',
    icon: 'ear-of-corn',
  },
  // SR24: Peas, green, raw
  {
    id: 'peas-green',
    name: 'Green peas, raw',
    usda: '11304',
    category: 'legume',
    group: 'vegetables',
    icon: 'pea-pod',
  },
  // SR24: Mung beans, mature seeds, sprouted, raw
  {
    id: 'bean-sprouts',
    name: 'Mung bean sprouts, raw',
    usda: '11043',
    category: 'vegetable',
    group: 'vegetables',
    icon: 'seedling',
  },
  // SR24: Sauerkraut, canned, solids and liquids
  { id: 'sauerkraut', name: 'Sauerkraut', usda: '11439', category: 'vegetable', group: 'vegetables', icon: 'jar' },
  // SR24: Seaweed, laver, raw
  {
    id: 'nori',
    name: 'Nori (laver seaweed)',
    usda: '11446',
    category: 'vegetable',
    group: 'vegetables',
    icon: 'sushi',
  },
  // SR24: Avocados, raw, all commercial varieties
  { id: 'avocado', name: 'Avocado, raw', usda: '09037', category: 'fruit', group: 'vegetables', icon: 'avocado' },
  // SR24: Olives, ripe, canned (small-extra large)
  {
    id: 'olives-black',
    name: 'Black olives, ripe, canned',
    usda: '09193',
    category: 'fruit',
    group: 'vegetables',
    icon: 'olive',
  },
  // SR24: Olives, pickled, canned or bottled, green
  {
    id: 'olives-green',
    name: 'Green olives, pickled',
    usda: '09195',
    category: 'fruit',
    group: 'vegetables',
    icon: 'olive',
  },
  // ---- Fruit ----
  // SR24: Apples, raw, with skin
  { id: 'apple', name: 'Apple, with skin, raw', usda: '09003', category: 'fruit', group: 'fruit', icon: 'red-apple' },
  // SR24: Bananas, raw
  { id: 'banana', name: 'Banana, raw', usda: '09040', category: 'fruit', group: 'fruit', icon: 'banana' },
  // SR24: Blueberries, raw
  {
    id: 'blueberries',
    name: 'Blueberries, raw',
    usda: '09050',
    category: 'fruit',
    group: 'fruit',
    icon: 'blueberries',
  },
  // SR24: Strawberries, raw
  {
    id: 'strawberries',
    name: 'Strawberries, raw',
    usda: '09316',
    category: 'fruit',
    group: 'fruit',
    icon: 'strawberry',
  },
  // SR24: Raspberries, raw
  { id: 'raspberries', name: 'Raspberries, raw', usda: '09302', category: 'fruit', group: 'fruit', icon: 'strawberry' },
  // SR24: Blackberries, raw
  {
    id: 'blackberries',
    name: 'Blackberries, raw',
    usda: '09042',
    category: 'fruit',
    group: 'fruit',
    icon: 'blueberries',
  },
  // SR24: Cranberries, dried, sweetened
  {
    id: 'cranberries-dried',
    name: 'Dried cranberries, sweetened',
    usda: '09079',
    category: 'fruit',
    group: 'fruit',
    icon: 'cherries',
  },
  // SR24: Lemons, raw, without peel
  { id: 'lemon', name: 'Lemon, peeled, raw', usda: '09150', category: 'fruit', group: 'fruit', icon: 'lemon' },
  // SR24: Lemon juice, raw
  { id: 'lemon-juice', name: 'Lemon juice, fresh', usda: '09152', category: 'fruit', group: 'fruit', icon: 'lemon' },
  // SR24: Lemon peel, raw
  { id: 'lemon-zest', name: 'Lemon zest', usda: '09156', category: 'fruit', group: 'fruit', icon: 'lemon' },
  // SR24: Limes, raw
  { id: 'lime', name: 'Lime, raw', usda: '09159', category: 'fruit', group: 'fruit', icon: 'lime' },
  // SR24: Lime juice, raw
  { id: 'lime-juice', name: 'Lime juice, fresh', usda: '09160', category: 'fruit', group: 'fruit', icon: 'lime' },
  // SR24: Oranges, raw, all commercial varieties
  { id: 'orange', name: 'Orange, raw', usda: '09200', category: 'fruit', group: 'fruit', icon: 'tangerine' },
  // SR24: Tangerines, (mandarin oranges), raw
  {
    id: 'mandarin',
    name: 'Mandarin (tangerine), raw',
    usda: '09218',
    category: 'fruit',
    group: 'fruit',
    icon: 'tangerine',
  },
  // SR24: Grapefruit, raw, pink and red and white, all areas
  { id: 'grapefruit', name: 'Grapefruit, raw', usda: '09111', category: 'fruit', group: 'fruit', icon: 'tangerine' },
  // SR24: Grapes, red or green (European type, such as Thompson seedless), raw
  { id: 'grapes', name: 'Grapes, red or green, raw', usda: '09132', category: 'fruit', group: 'fruit', icon: 'grapes' },
  // SR24: Pears, raw
  { id: 'pear', name: 'Pear, raw', usda: '09252', category: 'fruit', group: 'fruit', icon: 'pear' },
  // SR24: Peaches, raw
  { id: 'peach', name: 'Peach, raw', usda: '09236', category: 'fruit', group: 'fruit', icon: 'peach' },
  // SR24: Apricots, raw
  { id: 'apricot', name: 'Apricot, raw', usda: '09021', category: 'fruit', group: 'fruit', icon: 'peach' },
  // SR24: Plums, raw
  { id: 'plum', name: 'Plum, raw', usda: '09279', category: 'fruit', group: 'fruit', icon: 'cherries' },
  // SR24: Mangos, raw
  { id: 'mango', name: 'Mango, raw', usda: '09176', category: 'fruit', group: 'fruit', icon: 'mango' },
  // SR24: Pineapple, raw, all varieties
  { id: 'pineapple', name: 'Pineapple, raw', usda: '09266', category: 'fruit', group: 'fruit', icon: 'pineapple' },
  // SR24: Kiwifruit, green, raw
  { id: 'kiwi', name: 'Kiwifruit, green, raw', usda: '09148', category: 'fruit', group: 'fruit', icon: 'kiwi-fruit' },
  // SR24: Papayas, raw
  { id: 'papaya', name: 'Papaya, raw', usda: '09226', category: 'fruit', group: 'fruit', icon: 'mango' },
  // SR24: Watermelon, raw
  { id: 'watermelon', name: 'Watermelon, raw', usda: '09326', category: 'fruit', group: 'fruit', icon: 'watermelon' },
  // SR24: Melons, cantaloupe, raw
  { id: 'cantaloupe', name: 'Cantaloupe, raw', usda: '09181', category: 'fruit', group: 'fruit', icon: 'melon' },
  // SR24: Cherries, sweet, raw
  { id: 'cherries', name: 'Sweet cherries, raw', usda: '09070', category: 'fruit', group: 'fruit', icon: 'cherries' },
  // SR24: Pomegranates, raw
  {
    id: 'pomegranate',
    name: 'Pomegranate seeds (arils), raw',
    usda: '09286',
    category: 'fruit',
    group: 'fruit',
    icon: 'cherries',
  },
  // SR24: Figs, raw
  { id: 'figs', name: 'Figs, raw', usda: '09089', category: 'fruit', group: 'fruit', icon: 'pear' },
  // SR24: Figs, dried, uncooked
  { id: 'figs-dried', name: 'Figs, dried', usda: '09094', category: 'fruit', group: 'fruit', icon: 'pear' },
  // SR24: Dates, medjool
  { id: 'dates-medjool', name: 'Medjool dates', usda: '09421', category: 'fruit', group: 'fruit', icon: 'grapes' },
  // SR24: Raisins, seedless
  { id: 'raisins', name: 'Raisins', usda: '09298', category: 'fruit', group: 'fruit', icon: 'grapes' },
  // SR24: Plums, dried (prunes), uncooked
  { id: 'prunes', name: 'Prunes (dried plums)', usda: '09291', category: 'fruit', group: 'fruit', icon: 'grapes' },
  // SR24: Apricots, dried, sulfured, uncooked
  { id: 'apricots-dried', name: 'Dried apricots', usda: '09032', category: 'fruit', group: 'fruit', icon: 'peach' },
  // SR24: Plantains, raw
  { id: 'plantain', name: 'Plantain, raw', usda: '09277', category: 'fruit', group: 'fruit', icon: 'banana' },
  // SR24: Nuts, coconut meat, dried (desiccated), not sweetened
  {
    id: 'coconut-shredded',
    name: 'Coconut, shredded, unsweetened',
    usda: '12108',
    category: 'fruit',
    group: 'fruit',
    icon: 'coconut',
  },
  // ---- Herbs & spices ----
  // SR24: Basil, fresh
  { id: 'basil', name: 'Basil, fresh', usda: '02044', category: 'herb-spice', group: 'herbs-spices', icon: 'herb' },
  // SR24: Parsley, fresh
  { id: 'parsley', name: 'Parsley, fresh', usda: '11297', category: 'herb-spice', group: 'herbs-spices', icon: 'herb' },
  // SR24: Coriander (cilantro) leaves, raw
  {
    id: 'cilantro',
    name: 'Cilantro (coriander leaves), fresh',
    usda: '11165',
    category: 'herb-spice',
    group: 'herbs-spices',
    icon: 'herb',
  },
  // SR24: Spearmint, fresh
  {
    id: 'mint',
    name: 'Mint (spearmint), fresh',
    usda: '02065',
    category: 'herb-spice',
    group: 'herbs-spices',
    icon: 'herb',
  },
  // SR24: Dill weed, fresh
  { id: 'dill', name: 'Dill, fresh', usda: '02045', category: 'herb-spice', group: 'herbs-spices', icon: 'herb' },
  // SR24: Thyme, fresh
  { id: 'thyme', name: 'Thyme, fresh', usda: '02049', category: 'herb-spice', group: 'herbs-spices', icon: 'herb' },
  // SR24: Rosemary, fresh
  {
    id: 'rosemary',
    name: 'Rosemary, fresh',
    usda: '02063',
    category: 'herb-spice',
    group: 'herbs-spices',
    icon: 'herb',
  },
  // SR24: Chives, raw
  { id: 'chives', name: 'Chives, fresh', usda: '11156', category: 'herb-spice', group: 'herbs-spices', icon: 'herb' },
  // SR24: Spices, oregano, dried
  {
    id: 'oregano-dried',
    name: 'Oregano, dried',
    usda: '02027',
    category: 'herb-spice',
    group: 'herbs-spices',
    icon: 'herb',
  },
  // SR24: Spices, basil, dried
  {
    id: 'basil-dried',
    name: 'Basil, dried',
    usda: '02003',
    category: 'herb-spice',
    group: 'herbs-spices',
    icon: 'herb',
  },
  // SR24: Spices, thyme, dried
  {
    id: 'thyme-dried',
    name: 'Thyme, dried',
    usda: '02042',
    category: 'herb-spice',
    group: 'herbs-spices',
    icon: 'herb',
  },
  // SR24: Spices, bay leaf
  {
    id: 'bay-leaf',
    name: 'Bay leaves, dried',
    usda: '02004',
    category: 'herb-spice',
    group: 'herbs-spices',
    icon: 'fallen-leaf',
  },
  // SR24: Spices, cumin seed
  { id: 'cumin', name: 'Cumin, ground', usda: '02014', category: 'herb-spice', group: 'herbs-spices' },
  // SR24: Spices, coriander seed
  {
    id: 'coriander-ground',
    name: 'Coriander seed, ground',
    usda: '02013',
    category: 'herb-spice',
    group: 'herbs-spices',
  },
  // SR24: Spices, paprika
  { id: 'paprika', name: 'Paprika', usda: '02028', category: 'herb-spice', group: 'herbs-spices' },
  // SR24: Spices, turmeric, ground
  { id: 'turmeric', name: 'Turmeric, ground', usda: '02043', category: 'herb-spice', group: 'herbs-spices' },
  // SR24: Spices, cinnamon, ground
  { id: 'cinnamon', name: 'Cinnamon, ground', usda: '02010', category: 'herb-spice', group: 'herbs-spices' },
  // SR24: Spices, ginger, ground
  { id: 'ginger-ground', name: 'Ginger, ground', usda: '02021', category: 'herb-spice', group: 'herbs-spices' },
  // SR24: Spices, chili powder
  { id: 'chili-powder', name: 'Chili powder', usda: '02009', category: 'herb-spice', group: 'herbs-spices' },
  // SR24: Spices, pepper, red or cayenne
  {
    id: 'chili-flakes',
    name: 'Red chili flakes (cayenne)',
    usda: '02031',
    category: 'herb-spice',
    group: 'herbs-spices',
  },
  // SR24: Spices, pepper, black
  { id: 'black-pepper', name: 'Black pepper, ground', usda: '02030', category: 'herb-spice', group: 'herbs-spices' },
  // SR24: Spices, curry powder
  { id: 'curry-powder', name: 'Curry powder', usda: '02015', category: 'herb-spice', group: 'herbs-spices' },
  // SR24: Spices, cardamom
  { id: 'cardamom', name: 'Cardamom, ground', usda: '02006', category: 'herb-spice', group: 'herbs-spices' },
  // SR24: Spices, cloves, ground
  { id: 'cloves', name: 'Cloves, ground', usda: '02011', category: 'herb-spice', group: 'herbs-spices' },
  // SR24: Spices, nutmeg, ground
  { id: 'nutmeg', name: 'Nutmeg, ground', usda: '02025', category: 'herb-spice', group: 'herbs-spices' },
  // SR24: Spices, fennel seed
  { id: 'fennel-seed', name: 'Fennel seed', usda: '02018', category: 'herb-spice', group: 'herbs-spices' },
  // SR24: Spices, mustard seed, ground
  { id: 'mustard-seed', name: 'Mustard seed, ground', usda: '02024', category: 'herb-spice', group: 'herbs-spices' },
  // SR24: Spices, garlic powder
  { id: 'garlic-powder', name: 'Garlic powder', usda: '02020', category: 'herb-spice', group: 'herbs-spices' },
  // SR24: Spices, onion powder
  { id: 'onion-powder', name: 'Onion powder', usda: '02026', category: 'herb-spice', group: 'herbs-spices' },
  // SR24: Spices, saffron
  { id: 'saffron', name: 'Saffron', usda: '02037', category: 'herb-spice', group: 'herbs-spices' },
  // SR24: Vanilla extract
  { id: 'vanilla-extract', name: 'Vanilla extract', usda: '02050', category: 'herb-spice', group: 'herbs-spices' },
  // SR24: Salt, table
  { id: 'salt', name: 'Salt, table', usda: '02047', category: 'condiment', group: 'herbs-spices', icon: 'salt' },
  // ---- Grains & flours ----
  // SR24: Rice, white, long-grain, regular, cooked
  {
    id: 'rice-white-cooked',
    name: 'White rice, long-grain, cooked',
    usda: '20045',
    category: 'refined-grain',
    group: 'grains',
    icon: 'cooked-rice',
  },
  // SR24: Rice, white, long-grain, regular, raw, enriched
  {
    id: 'rice-white-dry',
    name: 'White rice, long-grain, dry',
    usda: '20044',
    category: 'refined-grain',
    group: 'grains',
    icon: 'sheaf-of-rice',
  },
  // SR24: Rice, brown, long-grain, cooked
  {
    id: 'rice-brown-cooked',
    name: 'Brown rice, long-grain, cooked',
    usda: '20037',
    category: 'whole-grain',
    group: 'grains',
    icon: 'cooked-rice',
  },
  // SR24: Rice, brown, long-grain, raw
  {
    id: 'rice-brown-dry',
    name: 'Brown rice, long-grain, dry',
    usda: '20036',
    category: 'whole-grain',
    group: 'grains',
    icon: 'sheaf-of-rice',
  },
  // SR24: Wild rice, cooked
  {
    id: 'rice-wild-cooked',
    name: 'Wild rice, cooked',
    usda: '20089',
    category: 'whole-grain',
    group: 'grains',
    icon: 'cooked-rice',
  },
  // SR24: Spaghetti, cooked, enriched, without added salt
  {
    id: 'pasta-cooked',
    name: 'Pasta (spaghetti), cooked',
    usda: '20121',
    category: 'refined-grain',
    group: 'grains',
    icon: 'spaghetti',
  },
  // SR24: Spaghetti, dry, enriched
  {
    id: 'pasta-dry',
    name: 'Pasta (spaghetti), dry',
    usda: '20120',
    category: 'refined-grain',
    group: 'grains',
    icon: 'spaghetti',
  },
  // SR24: Spaghetti, whole-wheat, cooked
  {
    id: 'pasta-whole-wheat-cooked',
    name: 'Whole-wheat pasta, cooked',
    usda: '20125',
    category: 'whole-grain',
    group: 'grains',
    icon: 'spaghetti',
  },
  // SR24: Macaroni, whole-wheat, dry
  {
    id: 'pasta-whole-wheat-dry',
    name: 'Whole-wheat pasta, dry',
    usda: '20107',
    category: 'whole-grain',
    group: 'grains',
    icon: 'spaghetti',
  },
  // SR24: Rice noodles, cooked
  {
    id: 'rice-noodles-cooked',
    name: 'Rice noodles, cooked',
    usda: '20134',
    category: 'refined-grain',
    group: 'grains',
    icon: 'steaming-bowl',
  },
  // SR24: Quinoa, cooked
  {
    id: 'quinoa-cooked',
    name: 'Quinoa, cooked',
    usda: '20137',
    category: 'whole-grain',
    group: 'grains',
    icon: 'bowl-with-spoon',
  },
  // SR24: Quinoa, uncooked
  {
    id: 'quinoa-dry',
    name: 'Quinoa, dry',
    usda: '20035',
    category: 'whole-grain',
    group: 'grains',
    icon: 'sheaf-of-rice',
  },
  // SR24: Cereals, oats, regular and quick, not fortified, dry
  {
    id: 'oats-rolled',
    name: 'Rolled oats, dry',
    usda: '08120',
    category: 'whole-grain',
    group: 'grains',
    icon: 'bowl-with-spoon',
  },
  // SR24: Bulgur, cooked
  {
    id: 'bulgur-cooked',
    name: 'Bulgur, cooked',
    usda: '20013',
    category: 'whole-grain',
    group: 'grains',
    icon: 'bowl-with-spoon',
  },
  // SR24: Couscous, cooked
  {
    id: 'couscous-cooked',
    name: 'Couscous, cooked',
    usda: '20029',
    category: 'refined-grain',
    group: 'grains',
    icon: 'bowl-with-spoon',
  },
  // SR24: Barley, pearled, cooked
  {
    id: 'barley-cooked',
    name: 'Pearl barley, cooked',
    usda: '20006',
    category: 'whole-grain',
    group: 'grains',
    icon: 'bowl-with-spoon',
  },
  // SR24: Buckwheat groats, roasted, cooked
  {
    id: 'buckwheat-cooked',
    name: 'Buckwheat groats, cooked',
    usda: '20010',
    category: 'whole-grain',
    group: 'grains',
    icon: 'bowl-with-spoon',
  },
  // SR24: Millet, cooked
  {
    id: 'millet-cooked',
    name: 'Millet, cooked',
    usda: '20032',
    category: 'whole-grain',
    group: 'grains',
    icon: 'bowl-with-spoon',
  },
  // SR24: Bread, whole-wheat, commercially prepared
  {
    id: 'bread-whole-wheat',
    name: 'Whole-wheat bread',
    usda: '18075',
    category: 'whole-grain',
    group: 'grains',
    icon: 'bread',
  },
  // SR24: Bread, white, commercially prepared (includes soft bread crumbs)
  { id: 'bread-white', name: 'White bread', usda: '18069', category: 'refined-grain', group: 'grains', icon: 'bread' },
  // SR24: Bread, french or vienna (includes sourdough)
  {
    id: 'bread-sourdough',
    name: 'Sourdough bread',
    usda: '18029',
    category: 'refined-grain',
    group: 'grains',
    icon: 'baguette-bread',
  },
  // SR24: Bread, pita, white, enriched
  {
    id: 'pita-white',
    name: 'Pita bread, white',
    usda: '18041',
    category: 'refined-grain',
    group: 'grains',
    icon: 'flatbread',
  },
  // SR24: Bread, pita, whole-wheat
  {
    id: 'pita-whole-wheat',
    name: 'Pita bread, whole-wheat',
    usda: '18042',
    category: 'whole-grain',
    group: 'grains',
    icon: 'flatbread',
  },
  // SR24: Tortillas, ready-to-bake or -fry, corn
  {
    id: 'tortilla-corn',
    name: 'Corn tortillas',
    usda: '18363',
    category: 'whole-grain',
    group: 'grains',
    icon: 'flatbread',
  },
  // SR24: Tortillas, ready-to-bake or -fry, flour, refrigerated
  {
    id: 'tortilla-flour',
    name: 'Flour tortillas',
    usda: '18364',
    category: 'refined-grain',
    group: 'grains',
    icon: 'flatbread',
  },
  // SR24: Wheat flour, white, all-purpose, enriched, bleached
  {
    id: 'flour-all-purpose',
    name: 'All-purpose flour',
    usda: '20081',
    category: 'refined-grain',
    group: 'grains',
    icon: 'sheaf-of-rice',
  },
  // SR24: Wheat flour, whole-grain
  {
    id: 'flour-whole-wheat',
    name: 'Whole-wheat flour',
    usda: '20080',
    category: 'whole-grain',
    group: 'grains',
    icon: 'sheaf-of-rice',
  },
  // SR24: Nuts, almonds, blanched
  {
    id: 'flour-almond',
    name: 'Almond flour (ground blanched almonds)',
    usda: '12062',
    category: 'nut-seed',
    group: 'grains',
    icon: 'chestnut',
  },
  // SR24: Chickpea flour (besan)
  {
    id: 'flour-chickpea',
    name: 'Chickpea flour (besan)',
    usda: '16157',
    category: 'legume',
    group: 'grains',
    icon: 'sheaf-of-rice',
  },
  // SR24: Cornmeal, whole-grain, yellow
  {
    id: 'cornmeal',
    name: 'Cornmeal, whole-grain',
    usda: '20020',
    category: 'whole-grain',
    group: 'grains',
    icon: 'ear-of-corn',
  },
  // SR24: Cornstarch
  {
    id: 'cornstarch',
    name: 'Cornstarch',
    usda: '20027',
    category: 'refined-grain',
    group: 'grains',
    icon: 'ear-of-corn',
  },
  // ---- Legumes & soy ----
  // SR24: Lentils, mature seeds, cooked, boiled, without salt
  {
    id: 'lentils-cooked',
    name: 'Lentils, cooked',
    usda: '16070',
    category: 'legume',
    group: 'legumes-soy',
    icon: 'beans',
  },
  // SR24: Lentils, raw
  { id: 'lentils-dry', name: 'Lentils, dry', usda: '16069', category: 'legume', group: 'legumes-soy', icon: 'beans' },
  // SR24: Lentils, pink, raw
  {
    id: 'lentils-red-dry',
    name: 'Red lentils, dry',
    usda: '16144',
    category: 'legume',
    group: 'legumes-soy',
    icon: 'beans',
  },
  // SR24: Peas, split, mature seeds, cooked, boiled, without salt
  {
    id: 'split-peas-cooked',
    name: 'Split peas, cooked',
    usda: '16086',
    category: 'legume',
    group: 'legumes-soy',
    icon: 'beans',
  },
  // SR24: Chickpeas (garbanzo beans, bengal gram), mature seeds, cooked, boiled, without salt
  {
    id: 'chickpeas-cooked',
    name: 'Chickpeas, cooked',
    usda: '16057',
    category: 'legume',
    group: 'legumes-soy',
    icon: 'beans',
  },
  // SR24: Beans, black turtle soup, mature seeds, cooked, boiled, without salt
  {
    id: 'black-beans-cooked',
    name: 'Black beans, cooked',
    usda: '16017',
    category: 'legume',
    group: 'legumes-soy',
    icon: 'beans',
  },
  // SR24: Beans, kidney, red, mature seeds, cooked, boiled, without salt
  {
    id: 'kidney-beans-cooked',
    name: 'Red kidney beans, cooked',
    usda: '16033',
    category: 'legume',
    group: 'legumes-soy',
    icon: 'beans',
  },
  // SR24: Beans, white, mature seeds, cooked, boiled, without salt
  {
    id: 'white-beans-cooked',
    name: 'White beans (cannellini), cooked',
    usda: '16050',
    category: 'legume',
    group: 'legumes-soy',
    icon: 'beans',
  },
  // SR24: Beans, pinto, mature seeds, cooked, boiled, without salt
  {
    id: 'pinto-beans-cooked',
    name: 'Pinto beans, cooked',
    usda: '16043',
    category: 'legume',
    group: 'legumes-soy',
    icon: 'beans',
  },
  // SR24: Broadbeans (fava beans), mature seeds, cooked, boiled, without salt
  {
    id: 'fava-beans-cooked',
    name: 'Fava beans, cooked',
    usda: '16053',
    category: 'legume',
    group: 'legumes-soy',
    icon: 'beans',
  },
  // SR24: Edamame, frozen, unprepared
  {
    id: 'edamame',
    name: 'Edamame, shelled, frozen',
    usda: '11211',
    category: 'soy',
    group: 'legumes-soy',
    icon: 'pea-pod',
  },
  // SR24: Tofu, firm, prepared with calcium sulfate and magnesium chloride (nigari)
  { id: 'tofu-firm', name: 'Tofu, firm', usda: '16126', category: 'soy', group: 'legumes-soy', icon: 'oden' },
  // SR24: MORI-NU, Tofu, silken, soft
  { id: 'tofu-silken', name: 'Tofu, silken', usda: '16161', category: 'soy', group: 'legumes-soy', icon: 'oden' },
  // SR24: Tempeh
  { id: 'tempeh', name: 'Tempeh', usda: '16114', category: 'soy', group: 'legumes-soy', icon: 'beans' },
  // SR24: Soymilk (all flavors), unsweetened, with added calcium, vitamins A and D
  {
    id: 'soy-milk',
    name: 'Soy milk, unsweetened',
    usda: '16222',
    category: 'soy',
    group: 'legumes-soy',
    icon: 'glass-of-milk',
  },
  // SR24: Peanuts, all types, dry-roasted, without salt
  {
    id: 'peanuts',
    name: 'Peanuts, dry-roasted, unsalted',
    usda: '16390',
    category: 'legume',
    group: 'legumes-soy',
    icon: 'peanuts',
  },
  // SR24: Peanut butter, smooth style, without salt
  {
    id: 'peanut-butter',
    name: 'Peanut butter, smooth, unsalted',
    usda: '16398',
    category: 'legume',
    group: 'legumes-soy',
    icon: 'jar',
  },
  // SR24: Hummus, home prepared
  { id: 'hummus', name: 'Hummus', usda: '16137', category: 'legume', group: 'legumes-soy', icon: 'bowl-with-spoon' },
  // SR24: Miso
  { id: 'miso', name: 'Miso', usda: '16112', category: 'soy', group: 'legumes-soy', icon: 'jar' },
  // SR24: Soy sauce made from soy and wheat (shoyu)
  { id: 'soy-sauce', name: 'Soy sauce', usda: '16123', category: 'soy', group: 'legumes-soy', icon: 'pouring-liquid' },
  // SR24: Soy sauce made from soy (tamari)
  {
    id: 'tamari',
    name: 'Tamari (wheat-free soy sauce)',
    usda: '16124',
    category: 'soy',
    group: 'legumes-soy',
    icon: 'pouring-liquid',
  },
  // ---- Nuts & seeds ----
  // SR24: Nuts, almonds
  { id: 'almonds', name: 'Almonds', usda: '12061', category: 'nut-seed', group: 'nuts-seeds', icon: 'chestnut' },
  // SR24: Nuts, walnuts, english
  { id: 'walnuts', name: 'Walnuts', usda: '12155', category: 'nut-seed', group: 'nuts-seeds', icon: 'chestnut' },
  // SR24: Nuts, cashew nuts, raw
  { id: 'cashews', name: 'Cashews, raw', usda: '12087', category: 'nut-seed', group: 'nuts-seeds', icon: 'chestnut' },
  // SR24: Nuts, pecans
  { id: 'pecans', name: 'Pecans', usda: '12142', category: 'nut-seed', group: 'nuts-seeds', icon: 'chestnut' },
  // SR24: Nuts, pistachio nuts, raw
  {
    id: 'pistachios',
    name: 'Pistachios, raw',
    usda: '12151',
    category: 'nut-seed',
    group: 'nuts-seeds',
    icon: 'chestnut',
  },
  // SR24: Nuts, hazelnuts or filberts
  { id: 'hazelnuts', name: 'Hazelnuts', usda: '12120', category: 'nut-seed', group: 'nuts-seeds', icon: 'chestnut' },
  // SR24: Nuts, pine nuts, dried
  { id: 'pine-nuts', name: 'Pine nuts', usda: '12147', category: 'nut-seed', group: 'nuts-seeds', icon: 'chestnut' },
  // SR24: Nuts, macadamia nuts, raw
  {
    id: 'macadamia',
    name: 'Macadamia nuts',
    usda: '12131',
    category: 'nut-seed',
    group: 'nuts-seeds',
    icon: 'chestnut',
  },
  // SR24: Nuts, brazilnuts, dried, unblanched
  {
    id: 'brazil-nuts',
    name: 'Brazil nuts',
    usda: '12078',
    category: 'nut-seed',
    group: 'nuts-seeds',
    icon: 'chestnut',
  },
  // SR24: Nuts, chestnuts, european, roasted
  {
    id: 'chestnuts-roasted',
    name: 'Chestnuts, roasted',
    usda: '12167',
    category: 'nut-seed',
    group: 'nuts-seeds',
    icon: 'chestnut',
  },
  // SR24: Seeds, chia seeds, dried
  { id: 'chia-seeds', name: 'Chia seeds', usda: '12006', category: 'nut-seed', group: 'nuts-seeds', icon: 'seedling' },
  // SR24: Seeds, flaxseed
  { id: 'flaxseed', name: 'Flaxseed', usda: '12220', category: 'nut-seed', group: 'nuts-seeds', icon: 'seedling' },
  // SR24: Seeds, pumpkin and squash seed kernels, dried
  {
    id: 'pumpkin-seeds',
    name: 'Pumpkin seeds (pepitas)',
    usda: '12014',
    category: 'nut-seed',
    group: 'nuts-seeds',
    icon: 'seedling',
  },
  // SR24: Seeds, sunflower seed kernels, dried
  {
    id: 'sunflower-seeds',
    name: 'Sunflower seeds',
    usda: '12036',
    category: 'nut-seed',
    group: 'nuts-seeds',
    icon: 'sunflower',
  },
  // SR24: Seeds, sesame seeds, whole, dried
  {
    id: 'sesame-seeds',
    name: 'Sesame seeds',
    usda: '12023',
    category: 'nut-seed',
    group: 'nuts-seeds',
    icon: 'seedling',
  },
  // SR24: Seeds, sesame butter, tahini, from roasted and toasted kernels (most common type)
  { id: 'tahini', name: 'Tahini', usda: '12166', category: 'nut-seed', group: 'nuts-seeds', icon: 'jar' },
  // SR24: Nuts, almond butter, plain, without salt added
  {
    id: 'almond-butter',
    name: 'Almond butter, unsalted',
    usda: '12195',
    category: 'nut-seed',
    group: 'nuts-seeds',
    icon: 'jar',
  },
  // SR24: Nuts, cashew butter, plain, without salt added
  {
    id: 'cashew-butter',
    name: 'Cashew butter, unsalted',
    usda: '12088',
    category: 'nut-seed',
    group: 'nuts-seeds',
    icon: 'jar',
  },
  // FoodData Central: SR Legacy "Seeds, hemp seed, hulled" (added after SR24).
  {
    id: 'hemp-seeds',
    name: 'Hemp seeds, hulled',
    published: {
      fdcId: '170148',
      per100g: { kcal: 553, protein: 31.56, carbs: 8.67, fat: 48.75, fiber: 4, sugar: 1.5, sodium: 5 },
      measures: [
        { name: 'tbsp', grams: 10 },
        { name: '3 tbsp', grams: 30 },
        { name: 'cup', grams: 160 },
      ],
    },
    category: 'nut-seed',
    group: 'nuts-seeds',
    icon: 'seedling',
  },
  // ---- Dairy & eggs ----
  // SR24: Milk, whole, 3.25% milkfat, with added vitamin D
  {
    id: 'milk-whole',
    name: 'Whole milk',
    usda: '01077',
    category: 'dairy',
    group: 'dairy-eggs',
    icon: 'glass-of-milk',
  },
  // SR24: Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D
  {
    id: 'milk-2-percent',
    name: 'Milk, 2% fat',
    usda: '01079',
    category: 'dairy',
    group: 'dairy-eggs',
    icon: 'glass-of-milk',
  },
  // SR24: Milk, nonfat, fluid, with added vitamin A and vitamin D (fat free or skim)
  { id: 'milk-skim', name: 'Skim milk', usda: '01085', category: 'dairy', group: 'dairy-eggs', icon: 'glass-of-milk' },
  // SR24: Milk, buttermilk, fluid, cultured, lowfat
  {
    id: 'buttermilk',
    name: 'Buttermilk, low-fat',
    usda: '01088',
    category: 'dairy',
    group: 'dairy-eggs',
    icon: 'glass-of-milk',
  },
  // SR24: Yogurt, plain, whole milk, 8 grams protein per 8 ounce
  {
    id: 'yogurt-plain-whole',
    name: 'Plain yogurt, whole milk',
    usda: '01116',
    category: 'dairy',
    group: 'dairy-eggs',
    icon: 'bowl-with-spoon',
  },
  // SR24: Yogurt, plain, low fat, 12 grams protein per 8 ounce
  {
    id: 'yogurt-plain-low-fat',
    name: 'Plain yogurt, low-fat',
    usda: '01117',
    category: 'dairy',
    group: 'dairy-eggs',
    icon: 'bowl-with-spoon',
  },
  // SR24: Cheese, feta
  { id: 'feta', name: 'Feta cheese', usda: '01019', category: 'dairy', group: 'dairy-eggs', icon: 'cheese-wedge' },
  // SR24: Cheese, parmesan, grated
  {
    id: 'parmesan',
    name: 'Parmesan, grated',
    usda: '01032',
    category: 'dairy',
    group: 'dairy-eggs',
    icon: 'cheese-wedge',
  },
  // SR24: Cheese, mozzarella, whole milk
  {
    id: 'mozzarella',
    name: 'Mozzarella, whole milk',
    usda: '01026',
    category: 'dairy',
    group: 'dairy-eggs',
    icon: 'cheese-wedge',
  },
  // SR24: Cheese, mozzarella, part skim milk
  {
    id: 'mozzarella-part-skim',
    name: 'Mozzarella, part-skim',
    usda: '01028',
    category: 'dairy',
    group: 'dairy-eggs',
    icon: 'cheese-wedge',
  },
  // SR24: Cheese, cheddar
  {
    id: 'cheddar',
    name: 'Cheddar cheese',
    usda: '01009',
    category: 'dairy',
    group: 'dairy-eggs',
    icon: 'cheese-wedge',
  },
  // SR24: Cheese, goat, soft type
  {
    id: 'goat-cheese',
    name: 'Goat cheese, soft',
    usda: '01159',
    category: 'dairy',
    group: 'dairy-eggs',
    icon: 'cheese-wedge',
  },
  // SR24: Cheese, gruyere
  {
    id: 'gruyere',
    name: 'Gruyère cheese',
    usda: '01023',
    category: 'dairy',
    group: 'dairy-eggs',
    icon: 'cheese-wedge',
  },
  // SR24: Cheese, blue
  {
    id: 'blue-cheese',
    name: 'Blue cheese',
    usda: '01004',
    category: 'dairy',
    group: 'dairy-eggs',
    icon: 'cheese-wedge',
  },
  // SR24: Cheese, cottage, creamed, large or small curd
  {
    id: 'cottage-cheese',
    name: 'Cottage cheese',
    usda: '01012',
    category: 'dairy',
    group: 'dairy-eggs',
    icon: 'bowl-with-spoon',
  },
  // SR24: Cheese, ricotta, whole milk
  {
    id: 'ricotta',
    name: 'Ricotta, whole milk',
    usda: '01036',
    category: 'dairy',
    group: 'dairy-eggs',
    icon: 'bowl-with-spoon',
  },
  // SR24: Cheese, cream
  {
    id: 'cream-cheese',
    name: 'Cream cheese',
    usda: '01017',
    category: 'dairy',
    group: 'dairy-eggs',
    icon: 'cheese-wedge',
  },
  // SR24: Cream, fluid, heavy whipping
  {
    id: 'heavy-cream',
    name: 'Heavy cream',
    usda: '01053',
    category: 'dairy',
    group: 'dairy-eggs',
    icon: 'glass-of-milk',
  },
  // SR24: Cream, fluid, half and half
  {
    id: 'half-and-half',
    name: 'Half-and-half',
    usda: '01049',
    category: 'dairy',
    group: 'dairy-eggs',
    icon: 'glass-of-milk',
  },
  // SR24: Cream, sour, cultured
  {
    id: 'sour-cream',
    name: 'Sour cream',
    usda: '01056',
    category: 'dairy',
    group: 'dairy-eggs',
    icon: 'bowl-with-spoon',
  },
  // SR24: Butter, without salt
  {
    id: 'butter-unsalted',
    name: 'Butter, unsalted',
    usda: '01145',
    category: 'butter',
    group: 'dairy-eggs',
    icon: 'butter',
  },
  // SR24: Butter, salted
  {
    id: 'butter-salted',
    name: 'Butter, salted',
    usda: '01001',
    category: 'butter',
    group: 'dairy-eggs',
    icon: 'butter',
  },
  // SR24: Butter oil, anhydrous
  { id: 'ghee', name: 'Ghee (clarified butter)', usda: '01003', category: 'butter', group: 'dairy-eggs', icon: 'jar' },
  // SR24: Egg, whole, raw, fresh
  { id: 'egg', name: 'Egg, whole, raw', usda: '01123', category: 'egg', group: 'dairy-eggs', icon: 'egg' },
  // SR24: Egg, white, raw, fresh
  { id: 'egg-white', name: 'Egg white, raw', usda: '01124', category: 'egg', group: 'dairy-eggs', icon: 'egg' },
  // SR24: Egg, yolk, raw, fresh
  { id: 'egg-yolk', name: 'Egg yolk, raw', usda: '01125', category: 'egg', group: 'dairy-eggs', icon: 'egg' },
  // FoodData Central: SR Legacy "Yogurt, Greek, plain, nonfat" (added after SR24).
  {
    id: 'yogurt-greek-nonfat',
    name: 'Greek yogurt, plain, nonfat',
    published: {
      fdcId: '170894',
      per100g: { kcal: 59, protein: 10.19, carbs: 3.6, fat: 0.39, fiber: 0, sugar: 3.24, sodium: 36 },
      measures: [
        { name: 'tbsp', grams: 15 },
        { name: 'container (6 oz)', grams: 170 },
        { name: 'cup', grams: 245 },
      ],
    },
    category: 'dairy',
    group: 'dairy-eggs',
    icon: 'bowl-with-spoon',
  },
  // FoodData Central: SR Legacy "Yogurt, Greek, plain, whole milk" (added after SR24).
  {
    id: 'yogurt-greek-whole',
    name: 'Greek yogurt, plain, whole milk',
    published: {
      fdcId: '171304',
      per100g: { kcal: 97, protein: 9, carbs: 3.98, fat: 5, fiber: 0, sugar: 4, sodium: 35 },
      measures: [
        { name: 'tbsp', grams: 15 },
        { name: 'container (6 oz)', grams: 170 },
        { name: 'cup', grams: 245 },
      ],
    },
    category: 'dairy',
    group: 'dairy-eggs',
    icon: 'bowl-with-spoon',
  },
  // ---- Meat ----
  // SR24: Chicken, broilers or fryers, breast, meat only, raw
  {
    id: 'chicken-breast',
    name: 'Chicken breast, raw',
    usda: '05062',
    category: 'poultry',
    group: 'meat',
    icon: 'poultry-leg',
  },
  // SR24: Chicken, broilers or fryers, dark meat, thigh, meat only, raw
  {
    id: 'chicken-thigh',
    name: 'Chicken thigh, boneless, skinless, raw',
    usda: '05096',
    category: 'poultry',
    group: 'meat',
    icon: 'poultry-leg',
  },
  // SR24: Chicken, broilers or fryers, wing, meat only, raw
  {
    id: 'chicken-wings',
    name: 'Chicken wings, meat only, raw',
    usda: '05105',
    category: 'poultry',
    group: 'meat',
    icon: 'poultry-leg',
  },
  // SR24: Chicken, ground, raw
  {
    id: 'chicken-ground',
    name: 'Ground chicken, raw',
    usda: '05332',
    category: 'poultry',
    group: 'meat',
    icon: 'poultry-leg',
  },
  // SR24: Ground turkey, 93% lean, 7% fat, raw
  {
    id: 'turkey-ground',
    name: 'Ground turkey, 93% lean, raw',
    usda: '05665',
    category: 'poultry',
    group: 'meat',
    icon: 'poultry-leg',
  },
  // SR24: Turkey, fryer-roasters, breast, meat only, raw
  {
    id: 'turkey-breast',
    name: 'Turkey breast, skinless, raw',
    usda: '05219',
    category: 'poultry',
    group: 'meat',
    icon: 'poultry-leg',
  },
  // SR24: Duck, domesticated, meat only, raw
  {
    id: 'duck-breast',
    name: 'Duck, meat only, raw',
    usda: '05141',
    category: 'poultry',
    group: 'meat',
    icon: 'poultry-leg',
  },
  // SR24: Beef, top sirloin, steak, separable lean only, trimmed to 1/8" fat, all grades, raw
  {
    id: 'beef-sirloin',
    name: 'Beef top sirloin steak, lean, raw',
    usda: '23611',
    category: 'red-meat',
    group: 'meat',
    icon: 'cut-of-meat',
  },
  // SR24: Beef, flank, steak, separable lean and fat, trimmed to 0" fat, all grades, raw
  {
    id: 'beef-flank',
    name: 'Beef flank steak, raw',
    usda: '13970',
    category: 'red-meat',
    group: 'meat',
    icon: 'cut-of-meat',
  },
  // SR24: Beef, ground, 90% lean meat / 10% fat, raw
  {
    id: 'beef-ground-90',
    name: 'Ground beef, 90% lean, raw',
    usda: '23562',
    category: 'red-meat',
    group: 'meat',
    icon: 'cut-of-meat',
  },
  // SR24: Beef, ground, 80% lean meat / 20% fat, raw
  {
    id: 'beef-ground-80',
    name: 'Ground beef, 80% lean, raw',
    usda: '23572',
    category: 'red-meat',
    group: 'meat',
    icon: 'cut-of-meat',
  },
  // SR24: Beef, chuck, under blade pot roast or steak, boneless, separable lean only, trimmed to 0" fat, all grades,
  //   raw
  {
    id: 'beef-stew-meat',
    name: 'Beef stew meat (chuck), lean, raw',
    usda: '13293',
    category: 'red-meat',
    group: 'meat',
    icon: 'cut-of-meat',
  },
  // SR24: Lamb, domestic, leg, whole (shank and sirloin), separable lean only, trimmed to 1/4" fat, choice, raw
  {
    id: 'lamb-leg',
    name: 'Lamb leg, lean, raw',
    usda: '17013',
    category: 'red-meat',
    group: 'meat',
    icon: 'meat-on-bone',
  },
  // SR24: Lamb, ground, raw
  {
    id: 'lamb-ground',
    name: 'Ground lamb, raw',
    usda: '17224',
    category: 'red-meat',
    group: 'meat',
    icon: 'meat-on-bone',
  },
  // SR24: Pork, fresh, loin, tenderloin, separable lean only, raw
  {
    id: 'pork-tenderloin',
    name: 'Pork tenderloin, raw',
    usda: '10060',
    category: 'red-meat',
    group: 'meat',
    icon: 'cut-of-meat',
  },
  // SR24: Pork, fresh, loin, whole, separable lean only, raw
  {
    id: 'pork-loin',
    name: 'Pork loin, lean, raw',
    usda: '10024',
    category: 'red-meat',
    group: 'meat',
    icon: 'cut-of-meat',
  },
  // SR24: Pork, ground, 84% lean / 16% fat, raw
  {
    id: 'pork-ground',
    name: 'Ground pork, 84% lean, raw',
    usda: '10972',
    category: 'red-meat',
    group: 'meat',
    icon: 'cut-of-meat',
  },
  // SR24: Pork, cured, bacon, raw
  { id: 'bacon', name: 'Bacon, raw', usda: '10123', category: 'processed-meat', group: 'meat', icon: 'bacon' },
  // SR24: Pork, cured, ham, whole, separable lean only, unheated
  {
    id: 'ham',
    name: 'Ham, cured, lean',
    usda: '10152',
    category: 'processed-meat',
    group: 'meat',
    icon: 'cut-of-meat',
  },
  // SR24: Sausage, Italian, pork, raw
  {
    id: 'sausage-italian',
    name: 'Italian sausage, pork, raw',
    usda: '07036',
    category: 'processed-meat',
    group: 'meat',
    icon: 'hot-dog',
  },
  // SR24: Chorizo, pork and beef
  { id: 'chorizo', name: 'Chorizo', usda: '07019', category: 'processed-meat', group: 'meat', icon: 'hot-dog' },
  // SR24: Salami, dry or hard, pork
  { id: 'salami', name: 'Salami, dry', usda: '07071', category: 'processed-meat', group: 'meat', icon: 'cut-of-meat' },
  // ---- Fish & seafood ----
  // SR24: Fish, salmon, Atlantic, farmed, raw
  { id: 'salmon', name: 'Salmon, Atlantic, raw', usda: '15236', category: 'fish', group: 'fish-seafood', icon: 'fish' },
  // SR24: Fish, salmon, chinook, smoked
  { id: 'salmon-smoked', name: 'Smoked salmon', usda: '15077', category: 'fish', group: 'fish-seafood', icon: 'fish' },
  // SR24: Fish, cod, Atlantic, raw
  { id: 'cod', name: 'Cod, raw', usda: '15015', category: 'fish', group: 'fish-seafood', icon: 'fish' },
  // SR24: Fish, tuna, light, canned in water, drained solids
  {
    id: 'tuna-canned-water',
    name: 'Tuna, canned in water, drained',
    usda: '15121',
    category: 'fish',
    group: 'fish-seafood',
    icon: 'canned-food',
  },
  // SR24: Fish, tuna, fresh, yellowfin, raw
  {
    id: 'tuna-steak',
    name: 'Tuna steak (yellowfin), raw',
    usda: '15127',
    category: 'fish',
    group: 'fish-seafood',
    icon: 'fish',
  },
  // SR24: Fish, sardine, Atlantic, canned in oil, drained solids with bone
  {
    id: 'sardines-canned',
    name: 'Sardines, canned in oil, drained',
    usda: '15088',
    category: 'fish',
    group: 'fish-seafood',
    icon: 'canned-food',
  },
  // SR24: Fish, mackerel, Atlantic, raw
  {
    id: 'mackerel',
    name: 'Mackerel, Atlantic, raw',
    usda: '15046',
    category: 'fish',
    group: 'fish-seafood',
    icon: 'fish',
  },
  // SR24: Fish, trout, rainbow, farmed, raw
  { id: 'trout', name: 'Rainbow trout, raw', usda: '15240', category: 'fish', group: 'fish-seafood', icon: 'fish' },
  // SR24: Fish, sea bass, mixed species, raw
  {
    id: 'sea-bass',
    name: 'Sea bass, raw',
    usda: '15091',
    category: 'fish',
    group: 'fish-seafood',
    icon: 'tropical-fish',
  },
  // SR24: Fish, halibut, Atlantic and Pacific, raw
  { id: 'halibut', name: 'Halibut, raw', usda: '15036', category: 'fish', group: 'fish-seafood', icon: 'fish' },
  // SR24: Fish, tilapia, raw
  { id: 'tilapia', name: 'Tilapia, raw', usda: '15261', category: 'fish', group: 'fish-seafood', icon: 'fish' },
  // SR24: Fish, anchovy, european, canned in oil, drained solids
  {
    id: 'anchovies',
    name: 'Anchovies, canned in oil, drained',
    usda: '15002',
    category: 'fish',
    group: 'fish-seafood',
    icon: 'fish',
  },
  // SR24: Crustaceans, shrimp, mixed species, raw
  { id: 'shrimp', name: 'Shrimp, raw', usda: '15149', category: 'shellfish', group: 'fish-seafood', icon: 'shrimp' },
  // SR24: Mollusks, mussel, blue, raw
  { id: 'mussels', name: 'Mussels, raw', usda: '15164', category: 'shellfish', group: 'fish-seafood', icon: 'oyster' },
  // SR24: Mollusks, scallop, mixed species, raw
  {
    id: 'scallops',
    name: 'Scallops, raw',
    usda: '15172',
    category: 'shellfish',
    group: 'fish-seafood',
    icon: 'spiral-shell',
  },
  // SR24: Mollusks, squid, mixed species, raw
  {
    id: 'squid',
    name: 'Squid (calamari), raw',
    usda: '15175',
    category: 'shellfish',
    group: 'fish-seafood',
    icon: 'squid',
  },
  // SR24: Crustaceans, crab, blue, canned
  {
    id: 'crab-canned',
    name: 'Crab meat, canned',
    usda: '15141',
    category: 'shellfish',
    group: 'fish-seafood',
    icon: 'crab',
  },
  // ---- Oils & fats ----
  // SR24: Oil, olive, salad or cooking
  {
    id: 'olive-oil',
    name: 'Olive oil (extra-virgin)',
    usda: '04053',
    category: 'olive-oil',
    group: 'oils-fats',
    icon: 'olive',
  },
  // SR24: Oil, coconut
  {
    id: 'coconut-oil',
    name: 'Coconut oil',
    usda: '04047',
    category: 'other-plant-fat',
    group: 'oils-fats',
    icon: 'coconut',
  },
  // SR24: Oil, avocado
  {
    id: 'avocado-oil',
    name: 'Avocado oil',
    usda: '04581',
    category: 'other-plant-fat',
    group: 'oils-fats',
    icon: 'avocado',
  },
  // SR24: Oil, canola
  {
    id: 'canola-oil',
    name: 'Canola oil',
    usda: '04582',
    category: 'seed-oil',
    group: 'oils-fats',
    icon: 'pouring-liquid',
  },
  // SR24: Oil, sunflower, linoleic, (approx. 65%)
  {
    id: 'sunflower-oil',
    name: 'Sunflower oil',
    usda: '04506',
    category: 'seed-oil',
    group: 'oils-fats',
    icon: 'sunflower',
  },
  // SR24: Oil, soybean, salad or cooking
  {
    id: 'vegetable-oil',
    name: 'Vegetable oil (soybean)',
    usda: '04044',
    category: 'seed-oil',
    group: 'oils-fats',
    icon: 'pouring-liquid',
  },
  // SR24: Oil, corn, industrial and retail, all purpose salad or cooking
  { id: 'corn-oil', name: 'Corn oil', usda: '04518', category: 'seed-oil', group: 'oils-fats', icon: 'pouring-liquid' },
  // SR24: Oil, sesame, salad or cooking
  {
    id: 'sesame-oil',
    name: 'Sesame oil',
    usda: '04058',
    category: 'seed-oil',
    group: 'oils-fats',
    icon: 'pouring-liquid',
  },
  // SR24: Lard
  { id: 'lard', name: 'Lard', usda: '04002', category: 'animal-fat', group: 'oils-fats', icon: 'butter' },
  // ---- Plant milks ----
  // SR24: Nuts, coconut milk, canned (liquid expressed from grated meat and water)
  {
    id: 'coconut-milk-canned',
    name: 'Coconut milk, canned',
    usda: '12118',
    category: 'plant-milk',
    group: 'plant-milks',
    icon: 'canned-food',
  },
  // SR24: Rice drink, unsweetened, with added calcium, vitamins A and D
  {
    id: 'rice-milk',
    name: 'Rice milk, unsweetened',
    usda: '14639',
    category: 'whole-grain',
    group: 'plant-milks',
    icon: 'beverage-box',
  },
  // FoodData Central: Foundation "Oat milk, unsweetened, plain, refrigerated".
  {
    id: 'oat-milk',
    name: 'Oat milk, unsweetened',
    published: {
      fdcId: '2257046',
      per100g: { kcal: 48, protein: 0.8, carbs: 5.1, fat: 2.75, fiber: 0, sugar: 2.32, sodium: 42 },
      measures: [
        { name: 'tbsp', grams: 15 },
        { name: 'cup', grams: 240 },
      ],
    },
    category: 'whole-grain',
    group: 'plant-milks',
    icon: 'beverage-box',
  },
  // FoodData Central: SR Legacy "Beverages, almond milk, unsweetened, shelf stable" (added after SR24).
  {
    id: 'almond-milk',
    name: 'Almond milk, unsweetened',
    published: {
      fdcId: '174832',
      per100g: { kcal: 15, protein: 0.4, carbs: 1.31, fat: 0.96, fiber: 0.2, sugar: 0, sodium: 72 },
      measures: [
        { name: 'tbsp', grams: 15 },
        { name: 'cup', grams: 240 },
      ],
    },
    category: 'plant-milk',
    group: 'plant-milks',
    icon: 'beverage-box',
  },
  // ---- Condiments ----
  // SR24: Vinegar, balsamic
  {
    id: 'vinegar-balsamic',
    name: 'Balsamic vinegar',
    usda: '02069',
    category: 'condiment',
    group: 'condiments',
    icon: 'pouring-liquid',
  },
  // SR24: Vinegar, cider
  {
    id: 'vinegar-apple-cider',
    name: 'Apple cider vinegar',
    usda: '02048',
    category: 'condiment',
    group: 'condiments',
    icon: 'pouring-liquid',
  },
  // SR24: Vinegar, red wine
  {
    id: 'vinegar-red-wine',
    name: 'Red wine vinegar',
    usda: '02068',
    category: 'condiment',
    group: 'condiments',
    icon: 'pouring-liquid',
  },
  // SR24: Vinegar, distilled
  {
    id: 'vinegar-white',
    name: 'White vinegar (distilled)',
    usda: '02053',
    category: 'condiment',
    group: 'condiments',
    icon: 'pouring-liquid',
  },
  // SR24: Mustard, prepared, yellow
  {
    id: 'mustard',
    name: 'Mustard, prepared (yellow or Dijon)',
    usda: '02046',
    category: 'condiment',
    group: 'condiments',
    icon: 'jar',
  },
  // SR24: Tomato products, canned, paste, without salt added
  {
    id: 'tomato-paste',
    name: 'Tomato paste',
    usda: '11546',
    category: 'vegetable',
    group: 'condiments',
    icon: 'canned-food',
  },
  // SR24: Tomatoes, crushed, canned
  {
    id: 'tomatoes-crushed-canned',
    name: 'Crushed tomatoes, canned',
    usda: '11693',
    category: 'vegetable',
    group: 'condiments',
    icon: 'canned-food',
  },
  // SR24: Tomatoes, red, ripe, canned, packed in tomato juice
  {
    id: 'tomatoes-diced-canned',
    name: 'Diced tomatoes, canned',
    usda: '11531',
    category: 'vegetable',
    group: 'condiments',
    icon: 'canned-food',
  },
  // SR24: Tomato products, canned, sauce
  {
    id: 'tomato-sauce',
    name: 'Tomato sauce, canned',
    usda: '11549',
    category: 'vegetable',
    group: 'condiments',
    icon: 'canned-food',
  },
  // SR24: Sauce, pasta, spaghetti/marinara, ready-to-serve
  {
    id: 'marinara-sauce',
    name: 'Marinara sauce',
    usda: '06931',
    category: 'condiment',
    group: 'condiments',
    icon: 'jar',
  },
  // SR24: CAMPBELL Soup Company, SWANSON BROTH, Vegetable Broth
  {
    id: 'broth-vegetable',
    name: 'Vegetable broth',
    usda: '06615',
    category: 'condiment',
    group: 'condiments',
    icon: 'pot-of-food',
  },
  // SR24: Soup, Chicken Broth, canned, ready-to-serve
  {
    id: 'broth-chicken',
    name: 'Chicken broth',
    usda: '06194',
    category: 'animal-condiment',
    group: 'condiments',
    icon: 'pot-of-food',
  },
  // SR24: Capers, canned
  { id: 'capers', name: 'Capers', usda: '02054', category: 'condiment', group: 'condiments', icon: 'jar' },
  // SR24: Pickles, cucumber, dill or kosher dill
  {
    id: 'pickles-dill',
    name: 'Dill pickles',
    usda: '11937',
    category: 'vegetable',
    group: 'condiments',
    icon: 'cucumber',
  },
  // SR24: Sauce, salsa, ready-to-serve
  { id: 'salsa', name: 'Salsa', usda: '06164', category: 'condiment', group: 'condiments', icon: 'jar' },
  // SR24: Sauce, ready-to-serve, pepper or hot
  {
    id: 'hot-sauce',
    name: 'Hot sauce (chili sauce)',
    usda: '06168',
    category: 'condiment',
    group: 'condiments',
    icon: 'hot-pepper',
  },
  // SR24: Catsup
  { id: 'ketchup', name: 'Ketchup', usda: '11935', category: 'condiment', group: 'condiments', icon: 'tomato' },
  // SR24: Salad dressing, mayonnaise, soybean oil, with salt
  { id: 'mayonnaise', name: 'Mayonnaise', usda: '04025', category: 'egg', group: 'condiments', icon: 'jar' },
  // SR24: Sauce, fish, ready-to-serve
  {
    id: 'fish-sauce',
    name: 'Fish sauce',
    usda: '06179',
    category: 'animal-condiment',
    group: 'condiments',
    icon: 'pouring-liquid',
  },
  // SR24: Sauce, worcestershire
  {
    id: 'worcestershire',
    name: 'Worcestershire sauce',
    usda: '06971',
    category: 'animal-condiment',
    group: 'condiments',
    icon: 'pouring-liquid',
  },
  // SR24: Leavening agents, baking powder, double-acting, sodium aluminum sulfate
  { id: 'baking-powder', name: 'Baking powder', usda: '18369', category: 'condiment', group: 'condiments' },
  // SR24: Leavening agents, baking soda
  { id: 'baking-soda', name: 'Baking soda', usda: '18372', category: 'condiment', group: 'condiments' },
  // SR24: Leavening agents, yeast, baker's, active dry
  {
    id: 'yeast-active-dry',
    name: "Baker's yeast, active dry",
    usda: '18375',
    category: 'condiment',
    group: 'condiments',
  },
  // SR24: Cocoa, dry powder, unsweetened
  {
    id: 'cocoa-powder',
    name: 'Cocoa powder, unsweetened',
    usda: '19165',
    category: 'condiment',
    group: 'condiments',
    icon: 'chocolate-bar',
  },
  // ---- Sweeteners ----
  // SR24: Honey
  { id: 'honey', name: 'Honey', usda: '19296', category: 'honey', group: 'sweeteners', icon: 'honey-pot' },
  // SR24: Syrups, maple
  {
    id: 'maple-syrup',
    name: 'Maple syrup',
    usda: '19353',
    category: 'natural-sweetener',
    group: 'sweeteners',
    icon: 'maple-leaf',
  },
  // SR24: Molasses
  {
    id: 'molasses',
    name: 'Molasses',
    usda: '19304',
    category: 'natural-sweetener',
    group: 'sweeteners',
    icon: 'honey-pot',
  },
  // SR24: Sugars, granulated
  {
    id: 'sugar-white',
    name: 'Sugar, white (granulated)',
    usda: '19335',
    category: 'refined-sugar',
    group: 'sweeteners',
  },
  // SR24: Sugars, brown
  { id: 'sugar-brown', name: 'Sugar, brown', usda: '19334', category: 'refined-sugar', group: 'sweeteners' },
  // SR24: Sugars, powdered
  {
    id: 'sugar-powdered',
    name: 'Powdered (icing) sugar',
    usda: '19336',
    category: 'refined-sugar',
    group: 'sweeteners',
  },
  // SR24: Chocolate, dark, 70-85% cacao solids
  {
    id: 'chocolate-dark',
    name: 'Dark chocolate, 70–85% cacao',
    usda: '19904',
    category: 'refined-sugar',
    group: 'sweeteners',
    icon: 'chocolate-bar',
  },
  // SR24: Candies, semisweet chocolate
  {
    id: 'chocolate-chips-semisweet',
    name: 'Semisweet chocolate chips',
    usda: '19080',
    category: 'refined-sugar',
    group: 'sweeteners',
    icon: 'chocolate-bar',
  },
  // FoodData Central: Branded Foods "ERYTHRITOL NATURAL SWEETENER" (label values; the carbohydrate is the polyol
  //   itself).
  {
    id: 'erythritol',
    name: 'Erythritol',
    published: {
      fdcId: '2392047',
      per100g: { kcal: 0, protein: 0, carbs: 100, fat: 0, fiber: 0, sugar: 0, sodium: 0 },
      measures: [
        { name: 'tsp', grams: 4 },
        { name: 'tbsp', grams: 12 },
        { name: 'cup', grams: 190 },
      ],
    },
    category: 'non-nutritive-sweetener',
    group: 'sweeteners',
  },
  // ---- Beverages ----
  // SR24: Water, tap, drinking
  { id: 'water', name: 'Water, tap', usda: '14411', category: 'beverage', group: 'beverages', icon: 'droplet' },
  // SR24: Coffee, brewed from grounds, prepared with tap water
  {
    id: 'coffee',
    name: 'Coffee, brewed',
    usda: '14209',
    category: 'beverage',
    group: 'beverages',
    icon: 'hot-beverage',
  },
  // SR24: Tea, black, brewed, prepared with tap water
  {
    id: 'tea-black',
    name: 'Black tea, brewed',
    usda: '14355',
    category: 'beverage',
    group: 'beverages',
    icon: 'teacup-without-handle',
  },
  // SR24: Alcoholic beverage, wine, table, red
  { id: 'wine-red', name: 'Red wine', usda: '14096', category: 'beverage', group: 'beverages', icon: 'wine-glass' },
  // SR24: Alcoholic beverage, wine, table, white
  { id: 'wine-white', name: 'White wine', usda: '14106', category: 'beverage', group: 'beverages', icon: 'wine-glass' },
  // FoodData Central: SR Legacy "Beverages, tea, green, brewed, regular" (added after SR24).
  {
    id: 'green-tea',
    name: 'Green tea, brewed',
    published: {
      fdcId: '171917',
      per100g: { kcal: 1, protein: 0.22, carbs: 0, fat: 0, fiber: 0, sugar: 0, sodium: 1 },
      measures: [{ name: 'cup (8 fl oz)', grams: 245 }],
    },
    category: 'beverage',
    group: 'beverages',
    icon: 'teacup-without-handle',
  },
];
