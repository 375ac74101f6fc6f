import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { PAGE_PATHS } from '@thrive/contract/pages';
import { createRoutes } from './routes';

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
