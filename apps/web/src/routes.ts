import { index, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * Every route of docs/product.md, "Routes", each a page module under src/features. Matching ignores letter case, so
 * the capitalised forms that links use (/AIMeal, /Gym, /Yoga, /YogaExercise, /ExerciseList, /OurStory) resolve too.
 * React Router loads a page's code when its route is visited.
 */
export default [
  index('features/home/home-page.tsx'),
  route('blog', 'features/blog/blog-page.tsx'),
  route('blog/:id', 'features/blog/blog-article-page.tsx'),
  route('mealplanner', 'features/meal-planner/meal-planner-page.tsx'),
  route('meal-planner', 'features/meal-planner/meal-planner-page.tsx', { id: 'meal-planner-hyphenated' }),
  route('aimeal', 'features/ai-meal-plan/ai-meal-plan-page.tsx'),
  route('yoga', 'features/yoga/yoga-page.tsx'),
  route('yogaexercise', 'features/yoga/pose-grid-page.tsx'),
  route('pose/:id', 'features/yoga/pose-page.tsx'),
  route('yoga/session/:id', 'features/yoga/session-player-page.tsx'),
  route('gym', 'features/gym/gym-page.tsx'),
  route('exerciselist', 'features/gym/exercise-list-page.tsx'),
  route('workouts', 'features/workouts/workouts-page.tsx'),
  route('workouts/:id/follow', 'features/workouts/follow-workout-page.tsx'),
  route('contact', 'features/contact/contact-page.tsx'),
  route('dashboard', 'features/dashboard/dashboard-page.tsx'),
  route('diary', 'features/diary/diary-page.tsx'),
  route('profile', 'features/profile/profile-page.tsx'),
  route('profile/targets', 'features/profile/targets-page.tsx'),
  route('calorie-calculator', 'features/calorie-calculator/calorie-calculator-page.tsx'),
  route('recipe/:id', 'features/recipes/recipe-page.tsx'),
  route('ourstory', 'features/story/our-story-page.tsx'),
  route('team', 'features/story/team-page.tsx'),
  route('reset-password', 'features/auth/reset-password-page.tsx'),
  route('*', 'app/not-found-page.tsx'),
] satisfies RouteConfig;
