/**
 * The routes rendered on the server as complete HTML for a signed-out visitor (decision 0089): public pages whose
 * content is the same for every visitor. Paths exactly as in WEB_ROUTES. Every other route is served as the shell
 * and rendered in the browser, as before.
 */
export const SERVER_RENDERED: ReadonlySet<string> = new Set([
  '/',
  '/post/:id',
  '/directorypage',
  '/marketpage',
  '/marketdetailsPage/:id',
  '/user-products/:username',
  '/toolspage',
  '/training/:id',
  '/profile/:id',
  '/publicProfile/:refId',
  '/tooldetailsPage/:id',
  '/opportunitypage',
  '/opportunitydetails/:id',
  '/opportunity/:id',
  '/trainingpage',
  '/trainingPage',
  // The static pages (Markdown rendered at build time, decision 0033).
  '/faq',
  '/aboutus',
  '/vision-mission',
  '/8-point-plan',
  '/privacy',
  '/t&c',
  '/accessibility',
  '/terms-of-use',
  '/licensepage',
  '/fundingpage',
  '/newform',
]);
