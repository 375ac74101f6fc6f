import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './route-error';

/** Loads a screen's module only when its route is visited. */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

const mealPlanner = screen(
  () => import('../features/meal-planner/meal-planner-page'),
  (m) => m.MealPlannerPage,
);

/**
 * Every route of spec §2. Matching ignores letter case, so the capitalised forms that
 * links use (/AIMeal, /Gym, /Yoga, /YogaExercise, /ExerciseList, /OurStory) resolve too.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: () => <div className="app-loading">Loading…</div>,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            lazy: screen(
              () => import('../features/home/home-page'),
              (m) => m.HomePage,
            ),
          },
          {
            path: 'blog',
            lazy: screen(
              () => import('../features/blog/blog-page'),
              (m) => m.BlogPage,
            ),
          },
          {
            path: 'blog/:id',
            lazy: screen(
              () => import('../features/blog/blog-topic-page'),
              (m) => m.BlogTopicPage,
            ),
          },
          { path: 'mealplanner', lazy: mealPlanner },
          { path: 'meal-planner', lazy: mealPlanner },
          {
            path: 'aimeal',
            lazy: screen(
              () => import('../features/ai-meal-plan/ai-meal-plan-page'),
              (m) => m.AiMealPlanPage,
            ),
          },
          {
            path: 'yoga',
            lazy: screen(
              () => import('../features/yoga/yoga-page'),
              (m) => m.YogaPage,
            ),
          },
          {
            path: 'yogaexercise',
            lazy: screen(
              () => import('../features/yoga/pose-grid-page'),
              (m) => m.PoseGridPage,
            ),
          },
          {
            path: 'pose/:id',
            lazy: screen(
              () => import('../features/yoga/pose-page'),
              (m) => m.PosePage,
            ),
          },
          {
            path: 'yoga/session/:id',
            lazy: screen(
              () => import('../features/yoga/session-player-page'),
              (m) => m.SessionPlayerPage,
            ),
          },
          {
            path: 'gym',
            lazy: screen(
              () => import('../features/gym/gym-page'),
              (m) => m.GymPage,
            ),
          },
          {
            path: 'exerciselist',
            lazy: screen(
              () => import('../features/gym/exercise-list-page'),
              (m) => m.ExerciseListPage,
            ),
          },
          {
            path: 'ourstory',
            lazy: screen(
              () => import('../features/story/our-story-page'),
              (m) => m.OurStoryPage,
            ),
          },
          {
            path: 'team',
            lazy: screen(
              () => import('../features/story/team-page'),
              (m) => m.TeamPage,
            ),
          },
          {
            path: 'contact',
            lazy: screen(
              () => import('../features/contact/contact-page'),
              (m) => m.ContactPage,
            ),
          },
          {
            path: 'dashboard',
            lazy: screen(
              () => import('../features/dashboard/dashboard-page'),
              (m) => m.DashboardPage,
            ),
          },
          {
            path: 'profile',
            lazy: screen(
              () => import('../features/profile/profile-page'),
              (m) => m.ProfilePage,
            ),
          },
          {
            path: 'calorie-calculator',
            lazy: screen(
              () => import('../features/calorie-calculator/calorie-calculator-page'),
              (m) => m.CalorieCalculatorPage,
            ),
          },
          {
            path: 'recipe/:id',
            lazy: screen(
              () => import('../features/recipes/recipe-page'),
              (m) => m.RecipePage,
            ),
          },
          {
            path: '*',
            lazy: screen(
              () => import('./not-found-page'),
              (m) => m.NotFoundPage,
            ),
          },
        ],
      },
    ],
  },
];
