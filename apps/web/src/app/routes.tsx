import { type RouteLayout, WEB_ROUTES, type WebRoute } from '@creative-ng/shared/web-routes';
import type { ComponentType } from 'react';
import { Outlet, type RouteObject, ScrollRestoration } from 'react-router';
import { Spinner } from '../components/ui';
import { useT } from '../lib/i18n';
import { RootErrorPage, RouteErrorPage } from './ErrorPage';
import AuthLayout from './layouts/AuthLayout';
import MainLayout from './layouts/MainLayout';
import StandaloneLayout from './layouts/StandaloneLayout';
import { RequireRole } from './RequireRole';
import { NOT_FOUND_PAGE, PAGE_MODULES, type PageLoader } from './route-modules';
import { NavigationProgress } from './shell/RouteChange';
import { SignInHost } from './shell/SignInHost';

const LAYOUTS: Record<RouteLayout, ComponentType> = {
  main: MainLayout,
  auth: AuthLayout,
  standalone: StandaloneLayout,
};

function Root() {
  return (
    <>
      <NavigationProgress />
      <ScrollRestoration />
      <Outlet />
      <SignInHost />
    </>
  );
}

/** Shown until the first page's code has arrived. */
function FirstLoad() {
  const t = useT();
  return (
    <div className="grid min-h-dvh place-items-center">
      <Spinner label={t('app.loadingPage')} />
    </div>
  );
}

function lazyPage(load: PageLoader): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

function pageRoute(route: WebRoute, index: number, all: readonly WebRoute[]): RouteObject {
  const load = PAGE_MODULES[route.path];
  if (!load) throw new Error(`No page module for route ${route.path}`);
  // Paths match whatever the case. Where two paths differ only by case (/trainingpage, /trainingPage),
  // the first matches its exact spelling and the last every other spelling.
  const caseSensitive = all.some((other, at) => at > index && other.path.toLowerCase() === route.path.toLowerCase());
  const page: RouteObject = {
    path: route.path,
    caseSensitive,
    lazy: lazyPage(load),
    errorElement: <RouteErrorPage />,
  };
  if (!route.roles) return page;
  // Guarded pages sit under a pathless RequireRole route.
  return { element: <RequireRole roles={route.roles} />, children: [page] };
}

/** The route tree, built from WEB_ROUTES: one layout route per layout, one lazy page per path, and `*`. */
export function buildRoutes(routes: readonly WebRoute[] = WEB_ROUTES): RouteObject[] {
  const children = (Object.keys(LAYOUTS) as RouteLayout[]).map((layout): RouteObject => {
    const pages = routes.filter((route) => route.layout === layout).map(pageRoute);
    if (layout === 'main') {
      pages.push({ path: '*', lazy: lazyPage(NOT_FOUND_PAGE), errorElement: <RouteErrorPage /> });
    }
    const Layout = LAYOUTS[layout];
    return { id: `layout-${layout}`, element: <Layout />, children: pages };
  });
  return [
    {
      id: 'root',
      element: <Root />,
      errorElement: <RootErrorPage />,
      HydrateFallback: FirstLoad,
      children,
    },
  ];
}
