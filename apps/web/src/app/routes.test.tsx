import { routeExample, WEB_ROUTES } from '@creative-ng/shared/web-routes';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RequireRole } from './RequireRole';
import { PAGE_MODULES } from './route-modules';
import { buildRoutes } from './routes';

const routes = buildRoutes();

function leaf(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  return { matches, last: matches[matches.length - 1]?.route };
}

describe('the router', () => {
  it('has a page module for every WEB_ROUTES path, and none extra', () => {
    const paths = WEB_ROUTES.map((route) => route.path).sort();
    expect(Object.keys(PAGE_MODULES).sort()).toEqual(paths);
  });

  it.each(WEB_ROUTES.map((route) => [route.path, route] as const))('routes %s to its own lazy page', (_, route) => {
    const { matches, last } = leaf(routeExample(route).split('?')[0] ?? '/');
    expect(last?.path).toBe(route.path);
    expect(typeof last?.lazy).toBe('function');
    // Its layout is the one WEB_ROUTES names.
    expect(matches.some((match) => match.route.id === `layout-${route.layout}`)).toBe(true);
    // Guarded routes sit under RequireRole with exactly the listed roles; open routes do not.
    const guard = matches.find(
      (match) => (match.route.element as { type?: unknown } | undefined)?.type === RequireRole,
    );
    if (route.roles) {
      const element = guard?.route.element as { props: { roles: unknown } } | undefined;
      expect(element?.props.roles).toEqual(route.roles);
    } else {
      expect(guard).toBeUndefined();
    }
  });

  it('matches /t&c written plainly and percent-encoded', () => {
    expect(leaf('/t&c').last?.path).toBe('/t&c');
    expect(leaf('/t%26c').last?.path).toBe('/t&c');
  });

  it('sends unknown paths to the not-found page inside the main layout', () => {
    const { matches, last } = leaf('/no-such-page');
    expect(last?.path).toBe('*');
    expect(matches.some((match) => match.route.id === 'layout-main')).toBe(true);
  });

  it('has an error screen on the root and on every page', () => {
    expect(routes[0]?.errorElement).toBeTruthy();
    for (const route of WEB_ROUTES)
      expect(leaf(routeExample(route).split('?')[0] ?? '/').last?.errorElement).toBeTruthy();
  });

  it('loads every page module to a component', async () => {
    for (const [path, load] of Object.entries(PAGE_MODULES)) {
      const module = await load();
      expect(typeof module.default, path).toBe('function');
    }
    // Every page module of the app is transformed here: on a busy machine that takes a while.
  }, 60_000);
});

describe('paths that differ only by case', () => {
  it('match their own route, and other spellings still find the page', () => {
    expect(leaf('/trainingpage').last?.path).toBe('/trainingpage');
    expect(leaf('/trainingPage').last?.path).toBe('/trainingPage');
    expect(leaf('/TRAININGPAGE').last?.path).toBe('/trainingPage');
    expect(leaf('/DirectoryPage').last?.path).toBe('/directorypage');
  });
});
