import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './route-error';

/** A page module names its screen `Component`, as React Router's lazy routes expect. */
interface PageModule {
  Component: ComponentType;
}

/**
 * A page's data module: starts the requests its first screen needs and resolves when they are in. What it
 * resolves to is the route's loader data.
 */
export interface PageDataModule {
  loadPageData: (client: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>;
}

const PAGE_MODULES = import.meta.glob<PageModule>(['../features/*/*-page.tsx', './not-found-page.tsx']);

/** How long a page waits for its data before it shows with its own loading state. */
const PAGE_DATA_WAIT_MS = 1000;

const delay = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));

/** What a route tells the build about itself: the source file of its page, whose chunks it preloads. */
export interface PageHandle {
  module: string;
}

/** Loads a page's module only when its route is visited; its handle names the module's source file. */
function page(file: string): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = PAGE_MODULES[file];
  if (!load) throw new Error(`No page module at ${file}`);
  const handle: PageHandle = { module: new URL(file, 'file:///src/app/').pathname.slice(1) };
  return { lazy: load, handle };
}

interface RouteOptions {
  /**
   * Whether routes fetch their data. Off where pages are drawn ahead of time, with nobody to ask: they show
   * their first, data-less state.
   */
  data: boolean;
}

/**
 * Every route of spec §2. Matching ignores letter case, so the capitalised forms that links use (/AIMeal,
 * /Gym, /Yoga, /YogaExercise, /ExerciseList, /OurStory) resolve too.
 *
 * A route with data has a loader beside its lazy page: React Router runs the two together, so the data
 * requests start while the page's code downloads (the loader's own code is a small chunk of its own).
 */
export function createRoutes(client: QueryClient, { data }: RouteOptions = { data: true }): RouteObject[] {
  const loader = (load: () => Promise<PageDataModule>) =>
    data
      ? async (args: LoaderFunctionArgs) => {
          const { loadPageData } = await load();
          // A failed request is the page's to show, with its own words and Retry; the route goes on. A slow
          // one is too: past a moment the page shows its loading state rather than hold the visitor back.
          const loaded = await Promise.race([loadPageData(client, args).catch(() => null), delay(PAGE_DATA_WAIT_MS)]);
          return loaded ?? null;
        }
      : undefined;

  const mealPlanner = page('../features/meal-planner/meal-planner-page.tsx');
  return [
    {
      path: '/',
      Component: RootLayout,
      HydrateFallback: () => null,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            {
              index: true,
              ...page('../features/home/home-page.tsx'),
              loader: loader(() => import('../features/home/home-page-data')),
            },
            {
              path: 'blog',
              ...page('../features/blog/blog-page.tsx'),
              loader: loader(() => import('../features/blog/blog-page-data')),
            },
            {
              path: 'blog/:id',
              ...page('../features/blog/blog-topic-page.tsx'),
              loader: loader(() => import('../features/blog/blog-topic-page-data')),
            },
            { path: 'mealplanner', ...mealPlanner },
            { path: 'meal-planner', ...mealPlanner },
            {
              path: 'aimeal',
              ...page('../features/ai-meal-plan/ai-meal-plan-page.tsx'),
              loader: loader(() => import('../features/ai-meal-plan/ai-meal-plan-page-data')),
            },
            {
              path: 'yoga',
              ...page('../features/yoga/yoga-page.tsx'),
              loader: loader(() => import('../features/yoga/yoga-page-data')),
            },
            {
              path: 'yogaexercise',
              ...page('../features/yoga/pose-grid-page.tsx'),
              loader: loader(() => import('../features/yoga/pose-grid-page-data')),
            },
            {
              path: 'pose/:id',
              ...page('../features/yoga/pose-page.tsx'),
              loader: loader(() => import('../features/yoga/pose-page-data')),
            },
            {
              path: 'yoga/session/:id',
              ...page('../features/yoga/session-player-page.tsx'),
              loader: loader(() => import('../features/yoga/session-player-page-data')),
            },
            { path: 'gym', ...page('../features/gym/gym-page.tsx') },
            {
              path: 'exerciselist',
              ...page('../features/gym/exercise-list-page.tsx'),
              loader: loader(() => import('../features/gym/exercise-list-page-data')),
            },
            { path: 'ourstory', ...page('../features/story/our-story-page.tsx') },
            { path: 'team', ...page('../features/story/team-page.tsx') },
            { path: 'contact', ...page('../features/contact/contact-page.tsx') },
            {
              path: 'dashboard',
              ...page('../features/dashboard/dashboard-page.tsx'),
              loader: loader(() => import('../features/dashboard/dashboard-page-data')),
            },
            {
              path: 'profile',
              ...page('../features/profile/profile-page.tsx'),
              loader: loader(() => import('../features/profile/profile-page-data')),
            },
            { path: 'calorie-calculator', ...page('../features/calorie-calculator/calorie-calculator-page.tsx') },
            {
              path: 'recipe/:id',
              ...page('../features/recipes/recipe-page.tsx'),
              loader: loader(() => import('../features/recipes/recipe-page-data')),
            },
            { path: '*', ...page('./not-found-page.tsx') },
          ],
        },
      ],
    },
  ];
}
