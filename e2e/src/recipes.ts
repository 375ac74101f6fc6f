import { expect, type Locator, type Page } from '@playwright/test';

/** The recipe ids that links to recipe pages (`/recipe/{id}`) point at. */
export async function recipeIds(links: Locator): Promise<number[]> {
  const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href') ?? ''));
  return hrefs.map((href) => Number(/^\/recipe\/(\d+)$/.exec(href)?.[1]));
}

export interface RecipeFacts {
  diets: string[];
  ingredients: { name: string }[];
}

/** A recipe as the API describes it: its diet labels and ingredients, the truth a page's picks are checked against. */
export async function recipeFacts(page: Page, id: number): Promise<RecipeFacts> {
  const response = await page.request.get(`/api/recipes/${id}`);
  expect(response.ok(), `recipe ${id}`).toBe(true);
  return (await response.json()) as RecipeFacts;
}
