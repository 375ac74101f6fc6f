import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import routes from './routes';

/** The route table as React Router matches it: each route's path and the page module it renders. */
const table: RouteObject[] = routes.map((route) => ({
  id: route.file,
  ...(route.index ? { index: true } : { path: route.path ?? '' }),
}));

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

/** The page module a path renders. */
const renderedPage = (path: string) => matchRoutes(table, path)?.at(-1)?.route.id;

describe('a route spelt another way', () => {
  it.each(OTHER_SPELLINGS)('%s renders the same page as %s', (spelling, path) => {
    expect(renderedPage(path)).not.toBe('app/not-found-page.tsx');
    expect(renderedPage(spelling)).toBe(renderedPage(path));
  });

  it('a path with no page renders the not-found page', () => {
    expect(renderedPage('/recipe/12/extra')).toBe('app/not-found-page.tsx');
  });
});
