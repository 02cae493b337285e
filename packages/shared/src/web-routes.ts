import type { Role } from './reference/options';

/**
 * Every route of both spec route tables, with its layout and who may open it.
 * The web router is built from this list and the browser tests walk it, so a route
 * cannot be added to one and forgotten in the other.
 */
export type RouteLayout = 'main' | 'auth' | 'standalone';

export interface WebRoute {
  /** React Router path pattern. */
  readonly path: string;
  readonly layout: RouteLayout;
  /** Roles allowed; omitted means anyone, signed in or not. */
  readonly roles?: readonly Role[];
  /** A real example of the path, for routes with parameters (used by tests and the sitemap). */
  readonly example?: string;
}

const MEMBERS: readonly Role[] = ['user', 'business', 'partner'];
const SIGNED_IN: readonly Role[] = ['user', 'business', 'partner', 'admin'];
const ADMIN: readonly Role[] = ['admin'];
const SAMPLE_ID = '00000000-0000-4000-8000-000000000001';

export const WEB_ROUTES: readonly WebRoute[] = [
  // Standalone pages: their own header, no sidebar.
  { path: '/', layout: 'standalone' },
  { path: '/login', layout: 'standalone' },
  { path: '/admin-login', layout: 'standalone' },
  { path: '/creative', layout: 'standalone' },
  { path: '/partner', layout: 'standalone' },
  { path: '/business', layout: 'standalone' },
  { path: '/terms-of-use', layout: 'standalone' },

  // Auth layout: sign-up steps and password flows.
  { path: '/signup', layout: 'auth' },
  { path: '/welcome', layout: 'auth' },
  { path: '/otp', layout: 'auth' },
  { path: '/bpassword', layout: 'auth' },
  { path: '/cpassword', layout: 'auth' },
  { path: '/password', layout: 'auth' },
  { path: '/partpassword', layout: 'auth' },
  { path: '/partnersetpassword', layout: 'auth' },
  { path: '/setpartnerpassword', layout: 'auth' },
  { path: '/partnerwelcome', layout: 'auth' },
  { path: '/forgot-password', layout: 'auth', example: '/forgot-password?loginType=user' },
  { path: '/resetPassword', layout: 'auth' },

  // Main layout: top bar, sidebar, footer, floating buttons.
  { path: '/homepage', layout: 'main', roles: MEMBERS },
  { path: '/profilepage', layout: 'main', roles: MEMBERS },
  { path: '/businessProfile', layout: 'main', roles: MEMBERS },
  { path: '/bussinesspage', layout: 'main', roles: MEMBERS },
  { path: '/addbusiness', layout: 'main', roles: MEMBERS },
  { path: '/settings', layout: 'main', roles: SIGNED_IN },
  { path: '/profile/:id', layout: 'main', example: `/profile/${SAMPLE_ID}` },
  { path: '/publicProfile/:refId', layout: 'main', example: `/publicProfile/${SAMPLE_ID}` },
  { path: '/post/:id', layout: 'main', example: `/post/${SAMPLE_ID}` },
  { path: '/adminprofile/:refId', layout: 'main', roles: ADMIN, example: `/adminprofile/${SAMPLE_ID}` },
  { path: '/admin-dashboard', layout: 'main', roles: ADMIN },
  { path: '/admin-reports', layout: 'main', roles: ADMIN },
  { path: '/admin-analytics', layout: 'main', roles: ADMIN },
  { path: '/admin-audit', layout: 'main', roles: ADMIN },
  { path: '/faq', layout: 'main' },
  { path: '/aboutus', layout: 'main' },
  { path: '/vision-mission', layout: 'main' },
  { path: '/8-point-plan', layout: 'main' },
  { path: '/privacy', layout: 'main' },
  { path: '/t&c', layout: 'main' },
  { path: '/accessibility', layout: 'main' },
  { path: '/licensepage', layout: 'main' },
  { path: '/fundingpage', layout: 'main' },
  { path: '/funding', layout: 'main', roles: SIGNED_IN },
  { path: '/newform', layout: 'main' },
  { path: '/toolspage', layout: 'main' },
  { path: '/tooldetailsPage/:id', layout: 'main', example: `/tooldetailsPage/${SAMPLE_ID}` },
  { path: '/opportunitypage', layout: 'main' },
  { path: '/opportunitydetails/:id', layout: 'main', example: `/opportunitydetails/${SAMPLE_ID}` },
  { path: '/opportunity/:id', layout: 'main', example: `/opportunity/${SAMPLE_ID}` },
  { path: '/proposalpage', layout: 'main', roles: SIGNED_IN },
  { path: '/proposaldetailsPage/:id', layout: 'main', roles: SIGNED_IN, example: `/proposaldetailsPage/${SAMPLE_ID}` },
  { path: '/marketpage', layout: 'main' },
  { path: '/marketdetailsPage/:id', layout: 'main', example: `/marketdetailsPage/${SAMPLE_ID}` },
  { path: '/user-products/:username', layout: 'main', example: '/user-products/adaeze-crafts' },
  { path: '/cart', layout: 'main', roles: MEMBERS },
  { path: '/orders', layout: 'main', roles: MEMBERS },
  { path: '/messages', layout: 'main', roles: MEMBERS },
  { path: '/messages/:id', layout: 'main', roles: MEMBERS, example: `/messages/${SAMPLE_ID}` },
  { path: '/directorypage', layout: 'main' },
  { path: '/trainingpage', layout: 'main' },
  { path: '/trainingPage', layout: 'main' },
  { path: '/training/:id', layout: 'main', example: `/training/${SAMPLE_ID}` },
  { path: '/trainingform', layout: 'main', roles: ['partner'] },
  { path: '/saved', layout: 'main', roles: ['user', 'business'] },
];

/** The path a test or link should open for a route (its example, or the path itself). */
export function routeExample(route: WebRoute): string {
  return route.example ?? route.path;
}
