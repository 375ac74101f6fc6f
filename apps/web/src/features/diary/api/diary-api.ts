import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addDiaryEntryRoute,
  copyDiaryDayRoute,
  deleteDiaryEntryRoute,
  foodSourcesRoute,
  getFoodRoute,
  getDiaryDayRoute,
  logPlanRoute,
  recentFoodsRoute,
  searchFoodsRoute,
  updateDiaryEntryRoute,
  type DiaryDay,
  type DiaryEntry,
  type DiaryMeal,
  type MealPlanType,
  type NewDiaryEntry,
} from '@thrive/contract';
import { callApi } from '../../../lib/api-client';
import { diaryKeys } from '../../../lib/diary/diary-range';

const foodSearchKey = (query: string) => ['foods', 'search', query] as const;

export function diaryDayQueryOptions(date: string) {
  return queryOptions({
    queryKey: diaryKeys.day(date),
    queryFn: ({ signal }) => callApi(getDiaryDayRoute, { params: { date } }, { signal }),
  });
}

export function useDiaryDay(date: string) {
  return useQuery(diaryDayQueryOptions(date));
}

export function useRecentFoods() {
  return useQuery({
    queryKey: diaryKeys.recentFoods,
    queryFn: ({ signal }) => callApi(recentFoodsRoute, {}, { signal }).then((response) => response.foods),
  });
}

/** Foods for what is typed; the last results stay while the next ones load, so the list does not flicker. */
export function useFoodSearch(query: string) {
  return useQuery({
    queryKey: foodSearchKey(query),
    queryFn: ({ signal }) => callApi(searchFoodsRoute, { query: { q: query, limit: 20 } }, { signal }),
    enabled: query.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60 * 1000,
  });
}

/** Whether this server looks products up by barcode: the add box offers its barcode tab only then. */
export function useFoodSources() {
  return useQuery({
    queryKey: ['foods', 'sources'],
    queryFn: ({ signal }) => callApi(foodSourcesRoute, {}, { signal }),
    staleTime: Infinity,
  });
}

/** A food by its USDA number, or a product by its barcode. */
export function useFoodLookup() {
  return useMutation({ mutationFn: (id: string) => callApi(getFoodRoute, { params: { id } }) });
}

/** After any change to a day, its entries, totals and the recent foods are read again. */
function useRefreshDay(date: string) {
  const client = useQueryClient();
  return async (day?: DiaryDay) => {
    if (day) client.setQueryData(diaryKeys.day(date), day);
    await Promise.all([
      day ? undefined : client.invalidateQueries({ queryKey: diaryKeys.day(date) }),
      client.invalidateQueries({ queryKey: diaryKeys.recentFoods }),
      client.invalidateQueries({ queryKey: diaryKeys.ranges }),
    ]);
  };
}

export function useAddEntry(date: string) {
  const refresh = useRefreshDay(date);
  return useMutation({
    mutationFn: (entry: NewDiaryEntry) => callApi(addDiaryEntryRoute, { params: { date }, body: entry }),
    onSuccess: () => refresh(),
  });
}

export function useUpdateEntry(date: string) {
  const refresh = useRefreshDay(date);
  return useMutation({
    mutationFn: ({ id, entry }: { id: string; entry: NewDiaryEntry }) =>
      callApi(updateDiaryEntryRoute, { params: { date, entryId: id }, body: entry }),
    onSuccess: () => refresh(),
  });
}

export function useDeleteEntry(date: string) {
  const refresh = useRefreshDay(date);
  return useMutation({
    mutationFn: (id: string) => callApi(deleteDiaryEntryRoute, { params: { date, entryId: id } }),
    onSuccess: () => refresh(),
  });
}

export function useLogPlan(date: string) {
  const refresh = useRefreshDay(date);
  return useMutation({
    mutationFn: (body: { type: MealPlanType; meal?: DiaryMeal }) => callApi(logPlanRoute, { params: { date }, body }),
    onSuccess: (day) => refresh(day),
  });
}

export function useCopyDay(date: string) {
  const refresh = useRefreshDay(date);
  return useMutation({
    mutationFn: (from: string) => callApi(copyDiaryDayRoute, { params: { date }, body: { from } }),
    onSuccess: (day) => refresh(day),
  });
}

/** An entry as the body that logs it again: what undoing a delete sends. */
export function entryAsNew(entry: DiaryEntry): NewDiaryEntry {
  if (entry.food) {
    const { id, grams, portion, quantity } = entry.food;
    return { meal: entry.meal, food: portion && quantity ? { id, portion, quantity } : { id, grams } };
  }
  if (entry.recipe) return { meal: entry.meal, recipe: entry.recipe };
  const { calories, protein, carbs, fat } = entry.nutrients;
  return { meal: entry.meal, quick: { name: entry.name, calories, protein, carbs, fat } };
}
