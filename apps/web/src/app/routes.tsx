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
 * A page's data module, `<page>-data.ts` beside it: starts the requests the page's first screen needs and
 * resolves when they are in. What it resolves to is the route's loader data.
 */
export interface PageDataModule {
  loadPageData: (client: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>;
}

const PAGE_MODULES = import.meta.glob<PageModule>(['../features/*/*-page.tsx', './not-found-page.tsx']);
const PAGE_DATA_MODULES = import.meta.glob<PageDataModule>('../features/*/*-page-data.ts');

/** How long a page waits for its data before it shows with its own loading state. */
export const PAGE_DATA_WAIT_MS = 1000;

// The query cache loads with the pages that use it, not with the first load (decision 0024).
const loadQueryClient = () => import('../lib/query-client');

const delay = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));

/** What a route tells the build about itself: the source files of its page, whose chunks it preloads. */
export interface PageHandle {
  modules: string[];
}

/** The source path as the build manifest names it, from a path relative to this folder. */
const sourcePath = (file: string) => new URL(file, 'file:///src/app/').pathname.slice(1);

interface RouteOptions {
  /**
   * Whether routes fetch their data. Off where pages are prerendered at build time, with no server to request
   * from: they show their first, data-less state.
   */
  data: boolean;
}

/**
 * Every route of docs/product.md, "Routes". Matching ignores letter case, so the capitalised forms that links use
 * (/AIMeal, /Gym, /Yoga, /YogaExercise, /ExerciseList, /OurStory) resolve too.
 *
 * A page is loaded only when its route is visited. A page with a data module gets a loader beside it:
 * React Router runs the two together, so the data requests start while the page's code downloads.
 */
export function createRoutes({ data }: RouteOptions = { data: true }): RouteObject[] {
  function page(file: string): Pick<RouteObject, 'lazy' | 'loader' | 'handle'> {
    const load = PAGE_MODULES[file];
    if (!load) throw new Error(`No page module at ${file}`);
    const dataFile = file.replace(/\.tsx$/, '-data.ts');
    const loadData = PAGE_DATA_MODULES[dataFile];
    const handle: PageHandle = { modules: [file, ...(loadData ? [dataFile] : [])].map(sourcePath) };
    if (!loadData || !data) return { lazy: load, handle };
    return {
      lazy: load,
      handle,
      loader: async (args) => {
        const [{ loadPageData }, { queryClient: client }] = await Promise.all([loadData(), loadQueryClient()]);
        // A failed request is the page's to show, with its own words and Retry; the route goes on. A slow
        // one is too: past a moment the page shows its loading state rather than hold the visitor back.
        const loaded = await Promise.race([loadPageData(client, args).catch(() => null), delay(PAGE_DATA_WAIT_MS)]);
        return loaded ?? null;
      },
    };
  }

  const mealPlanner = page('../features/meal-planner/meal-planner-page.tsx');
  return [
    {
      path: '/',
      Component: RootLayout,
      handle: { modules: ['src/app/layout/footer.tsx'] } satisfies PageHandle,
      HydrateFallback: () => null,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            {
              // Pages that read or send data, under the query cache they share.
              lazy: () => import('./data-layout'),
              handle: { modules: ['src/app/data-layout.tsx'] } satisfies PageHandle,
              children: [
                { index: true, ...page('../features/home/home-page.tsx') },
                { path: 'blog', ...page('../features/blog/blog-page.tsx') },
                { path: 'blog/:id', ...page('../features/blog/blog-article-page.tsx') },
                { path: 'mealplanner', ...mealPlanner },
                { path: 'meal-planner', ...mealPlanner },
                { path: 'aimeal', ...page('../features/ai-meal-plan/ai-meal-plan-page.tsx') },
                { path: 'yoga', ...page('../features/yoga/yoga-page.tsx') },
                { path: 'yogaexercise', ...page('../features/yoga/pose-grid-page.tsx') },
                { path: 'pose/:id', ...page('../features/yoga/pose-page.tsx') },
                { path: 'yoga/session/:id', ...page('../features/yoga/session-player-page.tsx') },
                { path: 'exerciselist', ...page('../features/gym/exercise-list-page.tsx') },
                { path: 'workouts', ...page('../features/workouts/workouts-page.tsx') },
                { path: 'workouts/:id/follow', ...page('../features/workouts/follow-workout-page.tsx') },
                {
                  path: 'training/exercises/:exerciseId',
                  ...page('../features/training/exercise-history-page.tsx'),
                },
                { path: 'contact', ...page('../features/contact/contact-page.tsx') },
                { path: 'dashboard', ...page('../features/dashboard/dashboard-page.tsx') },
                { path: 'diary', ...page('../features/diary/diary-page.tsx') },
                { path: 'progress', ...page('../features/progress/progress-page.tsx') },
                { path: 'profile', ...page('../features/profile/profile-page.tsx') },
                { path: 'profile/targets', ...page('../features/profile/targets-page.tsx') },
                {
                  path: 'calorie-calculator',
                  ...page('../features/calorie-calculator/calorie-calculator-page.tsx'),
                },
                { path: 'recipe/:id', ...page('../features/recipes/recipe-page.tsx') },
              ],
            },
            { path: 'gym', ...page('../features/gym/gym-page.tsx') },
            { path: 'ourstory', ...page('../features/story/our-story-page.tsx') },
            { path: 'team', ...page('../features/story/team-page.tsx') },
            { path: 'reset-password', ...page('../features/auth/reset-password-page.tsx') },
            { path: '*', ...page('./not-found-page.tsx') },
          ],
        },
      ],
    },
  ];
}
