import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { PAGE_PATHS } from '@thrive/contract/pages';
import { createRoutes, type PageHandle } from './routes';

/** Every path the router declares, joined with its parents', except the catch-all. */
function declaredPaths(children: readonly RouteObject[], parent = ''): string[] {
  return children.flatMap((route) => {
    const path = route.index
      ? parent || '/'
      : route.path
        ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`
        : parent;
    const own = route.index || (route.path && route.path !== '*' && route.path !== '/') ? [path] : [];
    return [...own, ...declaredPaths(route.children ?? [], path)];
  });
}

describe('the route table', () => {
  it('is the one the server knows: a path outside it gets a 404', () => {
    expect([...new Set(declaredPaths(createRoutes()))].sort()).toEqual([...PAGE_PATHS].sort());
  });
});

/** How links elsewhere spell some of the routes (docs/product.md, "Routes"). */
const OTHER_SPELLINGS = [
  ['/meal-planner', '/mealplanner'],
  ['/AIMeal', '/aimeal'],
  ['/Yoga', '/yoga'],
  ['/YogaExercise', '/yogaexercise'],
  ['/Gym', '/gym'],
  ['/ExerciseList', '/exerciselist'],
  ['/OurStory', '/ourstory'],
  ['/Recipe/12/', '/recipe/12'],
] as const;

/** The source files of the page a path renders. */
const routes = createRoutes();
const renderedPage = (path: string) => (matchRoutes(routes, path)?.at(-1)?.route.handle as PageHandle).modules;

describe('a route spelt another way', () => {
  it.each(OTHER_SPELLINGS)('%s renders the same page as %s', (spelling, path) => {
    expect(renderedPage(path)).not.toContain('src/app/not-found-page.tsx');
    expect(renderedPage(spelling)).toEqual(renderedPage(path));
  });
});
