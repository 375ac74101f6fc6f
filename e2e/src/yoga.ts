import type { Page } from '@playwright/test';
import type { Pose } from '@thrive/contract';

/** What the yoga journeys find on their pages. */
export const search = (page: Page) => page.getByRole('combobox', { name: 'Search yoga poses' });
export const poseDialog = (page: Page, name: string) => page.getByRole('dialog', { name });
export const timerClock = (page: Page) => page.getByRole('timer');
export const timerButton = (page: Page, name: 'Start' | 'Pause' | 'Reset') =>
  page.getByRole('region', { name: 'Practice Timer' }).getByRole('button', { name });
export const card = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
export const poseCards = (page: Page) => page.locator('.pose-card');

/** The favourite poses this device stores (docs/product.md, "Favourites"). */
export const storedFavourites = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('favoriteYogaPoses') ?? '[]') as Pose[]);
