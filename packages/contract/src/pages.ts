/**
 * Every page of the app (spec §2), as the web router declares them: `:name` stands for one path segment,
 * and letter case does not matter (links use /AIMeal, /YogaExercise, …). The server answers any other
 * path with the app shell and status 404, and a test keeps this list and the router in step.
 */
export const PAGE_PATHS = [
  '/',
  '/blog',
  '/blog/:id',
  '/mealplanner',
  '/meal-planner',
  '/aimeal',
  '/yoga',
  '/yogaexercise',
  '/pose/:id',
  '/yoga/session/:id',
  '/gym',
  '/exerciselist',
  '/workouts',
  '/workouts/:id/follow',
  '/ourstory',
  '/team',
  '/contact',
  '/dashboard',
  '/profile',
  '/calorie-calculator',
  '/recipe/:id',
  '/reset-password',
] as const;

export type PagePath = (typeof PAGE_PATHS)[number];

const segments = (path: string) => path.toLowerCase().split('/').filter(Boolean);
const PATTERNS = PAGE_PATHS.map(segments);

/**
 * The route path of the page at this path, or null when the router has none (a trailing slash is allowed, as
 * the router allows it).
 */
export function matchPagePath(pathname: string): PagePath | null {
  const parts = segments(pathname);
  const index = PATTERNS.findIndex(
    (pattern) =>
      pattern.length === parts.length && pattern.every((part, at) => part.startsWith(':') || part === parts[at]),
  );
  return PAGE_PATHS[index] ?? null;
}
