/**
 * Every page of the app (docs/product.md, "Routes"), as the web router declares them: `:name` stands for one path
 * segment, and letter case does not matter (links use /AIMeal, /YogaExercise, …). The server responds to any other
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
  '/training/exercises/:exerciseId',
  '/ourstory',
  '/team',
  '/contact',
  '/dashboard',
  '/diary',
  '/progress',
  '/profile',
  '/profile/targets',
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

/**
 * Pages whose largest element is public data (a recipe, the blog's articles): the server renders them on request
 * with that data, so it shows before any script runs (decision 0023). Every other page is prerendered at build time.
 */
export const PAGES_PRERENDERED_WITH_DATA: readonly PagePath[] = ['/recipe/:id', '/blog', '/blog/:id'];

/** Where a prerendered page's markup starts and ends inside its container, for the server to render it again. */
export const PRERENDERED_MARKUP = { start: '<!--prerendered-->', end: '<!--/prerendered-->' } as const;

/** The id of the script element holding the responses a page was rendered with, for the app to start from. */
export const DEHYDRATED_STATE_ID = 'dehydrated-state';
