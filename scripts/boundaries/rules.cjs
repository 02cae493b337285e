// Import boundaries, checked by dependency-cruiser in `npm run lint` (docs/boundaries.md, decisions 0109, 0113).
// Every rule is an 'error': a new crossing or cycle fails the lint (and npm test, and CI). The web features' rule was
// a warning while the web still had crossings; the last were moved out, so it fails like the others.
const WEB_FEATURES = 'error';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'web-feature-to-other-feature',
      comment:
        'A web feature (apps/web/src/features/X) uses no file of another feature: what several features use ' +
        'lives in components/ or lib/, and pages reach each other through routes.',
      severity: WEB_FEATURES,
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'api-module-to-other-module-internals',
      comment:
        'An API module (apps/api/src/modules/X) uses another module only through its service.ts or index.ts, ' +
        'never its routes, repository or helpers; what several modules share lives in http/, db/ or adapters/.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: {
        path: '^apps/api/src/modules/',
        pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/(service|index)\\.ts$'],
      },
    },
    {
      name: 'no-import-cycle',
      comment: 'No file imports itself through others: a cycle makes load order matter and blurs every boundary.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // What builds and browser runs write (a run writing e2e/test-results while the check reads it failed it).
    exclude: { path: '(^|/)(node_modules|dist|dist-ssr|test-results|artifacts)/' },
    // Type-only imports count: a feature that needs another's types depends on it too.
    tsPreCompilationDeps: true,
    parser: 'tsc',
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
