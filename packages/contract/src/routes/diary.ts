import {
  CopyDayRequestSchema,
  DiaryDateParamsSchema,
  DiaryDaySchema,
  DiaryEntryParamsSchema,
  DiaryEntrySchema,
  DiaryRangeQuerySchema,
  DiaryRangeSchema,
  FromPlanRequestSchema,
  NewDiaryEntrySchema,
  RecentFoodsSchema,
  UpdateDiaryEntrySchema,
} from '../diary';
import {
  FoodIdParamsSchema,
  FoodSchema,
  FoodSearchQuerySchema,
  FoodSearchResponseSchema,
  FoodSourcesSchema,
} from '../foods';
import { defineRoute } from './define-route';

const foods = { tag: 'foods', access: 'public' } as const;

export const searchFoodsRoute = /*#__PURE__*/ defineRoute({
  ...foods,
  method: 'GET',
  path: '/api/foods/search',
  summary: 'USDA foods by name, typos allowed, common foods first, leaving out what the person leaves out',
  query: FoodSearchQuerySchema,
  responses: { 200: FoodSearchResponseSchema },
});

export const getFoodRoute = /*#__PURE__*/ defineRoute({
  ...foods,
  method: 'GET',
  path: '/api/foods/:id',
  summary: 'One food by its USDA number, or a product by its barcode: portions, nutrients per 100 g and allergens',
  params: FoodIdParamsSchema,
  responses: { 200: FoodSchema },
  errors: [404, 503],
});

export const foodSourcesRoute = /*#__PURE__*/ defineRoute({
  ...foods,
  method: 'GET',
  path: '/api/foods/sources',
  summary: 'Whether products can be looked up by barcode here',
  responses: { 200: FoodSourcesSchema },
});

const diary = { tag: 'diary', access: 'signed-in' } as const;

export const getDiaryDayRoute = /*#__PURE__*/ defineRoute({
  ...diary,
  method: 'GET',
  path: '/api/diary/:date',
  summary: "A day's entries, its totals and the person's targets",
  params: DiaryDateParamsSchema,
  responses: { 200: DiaryDaySchema },
});

export const addDiaryEntryRoute = /*#__PURE__*/ defineRoute({
  ...diary,
  method: 'POST',
  path: '/api/diary/:date/entries',
  summary: 'Log a food by grams or portion, a recipe by servings, or a quick entry',
  params: DiaryDateParamsSchema,
  body: NewDiaryEntrySchema,
  responses: { 201: DiaryEntrySchema },
  errors: [404, 409, 503],
});

export const updateDiaryEntryRoute = /*#__PURE__*/ defineRoute({
  ...diary,
  method: 'PUT',
  path: '/api/diary/:date/entries/:entryId',
  summary: "Change an entry's meal or amount",
  params: DiaryEntryParamsSchema,
  body: UpdateDiaryEntrySchema,
  responses: { 200: DiaryEntrySchema },
  errors: [404, 503],
});

export const deleteDiaryEntryRoute = /*#__PURE__*/ defineRoute({
  ...diary,
  method: 'DELETE',
  path: '/api/diary/:date/entries/:entryId',
  summary: 'Remove an entry; the response is the entry, so that it can be logged again (undo)',
  params: DiaryEntryParamsSchema,
  responses: { 200: DiaryEntrySchema },
  errors: [404],
});

export const logPlanRoute = /*#__PURE__*/ defineRoute({
  ...diary,
  method: 'POST',
  path: '/api/diary/:date/from-plan',
  summary: '"Ate as planned": the day, or one meal, of the plan saved for the date',
  params: DiaryDateParamsSchema,
  body: FromPlanRequestSchema,
  responses: { 200: DiaryDaySchema },
  errors: [404, 409],
});

export const copyDiaryDayRoute = /*#__PURE__*/ defineRoute({
  ...diary,
  method: 'POST',
  path: '/api/diary/:date/copy',
  summary: "Copy another day's entries into this day",
  params: DiaryDateParamsSchema,
  body: CopyDayRequestSchema,
  responses: { 200: DiaryDaySchema },
  errors: [409],
});

export const diaryRangeRoute = /*#__PURE__*/ defineRoute({
  ...diary,
  method: 'GET',
  path: '/api/diary',
  summary: 'Daily totals for the logged days of a range',
  query: DiaryRangeQuerySchema,
  responses: { 200: DiaryRangeSchema },
});

export const recentFoodsRoute = /*#__PURE__*/ defineRoute({
  ...diary,
  method: 'GET',
  path: '/api/diary/recent-foods',
  summary: 'The foods logged most often of late, each with the amount logged last',
  responses: { 200: RecentFoodsSchema },
});
