// Import boundaries (ADR 008), checked by `npm run lint:imports` (and so by `npm test`):
// tests/tooling/import-boundaries.test.ts proves each rule fires on a violating sample.
/** Unit tests and the recommender's test fixture live beside the code but are not server runtime. */
const TEST_CODE = '(\\.test\\.ts|/test-catalogue\\.ts)$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycles make start-up order and test isolation fragile.',
      from: { path: '^(server|web|db|seed)/' },
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'web-imports-server-shared-only',
      severity: 'error',
      comment:
        'The web bundle may use server code only through *.shared.ts modules (zod schemas, shared constants), the catalogue search (server/features/catalogue/search/, which the web runs offline: docs/decisions/017-offline-data.md), the rack tools (server/features/training/rack/) and types.',
      from: { path: '^web/', pathNot: TEST_CODE },
      to: {
        path: '^(server|db|seed)/',
        pathNot: ['\\.shared\\.ts$', '^server/features/catalogue/search/', '^server/features/training/rack/'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'training-rack-runs-in-a-browser',
      severity: 'error',
      comment:
        'The rack tools (server/features/training/rack/: plates, warm-ups, superset order) also run in the web client with no signal (docs/decisions/020-gym-floor-tools.md): they import nothing outside their folder but types.',
      from: { path: '^server/features/training/rack/', pathNot: TEST_CODE },
      to: { pathNot: '^server/features/training/rack/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'catalogue-search-runs-in-a-browser',
      severity: 'error',
      comment:
        'The catalogue search (server/features/catalogue/search/) also runs in the web client offline (docs/decisions/017-offline-data.md): it imports nothing outside its folder (no node builtins, no packages, no db, no other server code) but types.',
      from: { path: '^server/features/catalogue/search/', pathNot: TEST_CODE },
      to: { pathNot: '^server/features/catalogue/search/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'transports-do-not-touch-the-database',
      severity: 'error',
      comment: 'tRPC routers and REST shims are thin adapters: the store is reached through a service.',
      from: { path: '(^server/(trpc|rest)/|\\.(router|rest)\\.ts$)', pathNot: TEST_CODE },
      to: { path: '^db/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-runtime-does-not-load-seed-data',
      severity: 'error',
      comment:
        'The catalogue data (seed/) is loaded by the catalogue sync (server/features/catalogue/sync/) at start-up only, and read by the pictures drawn from it (server/features/catalogue/pictures/); the rest of the server reads the catalogue from the database.',
      from: { path: '^server/', pathNot: [TEST_CODE, '^server/features/catalogue/(sync|pictures)/'] },
      to: { path: '^seed/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'seed-is-data',
      severity: 'error',
      comment: 'seed/ holds the catalogue data and its checks; code that runs lives in server/ (the data may use its types and pose builders).',
      from: { path: '^seed/', pathNot: TEST_CODE },
      to: { path: '^(server|db|web)/', pathNot: '^server/features/catalogue/(catalogue-data|movements/model)\\.ts$' },
    },
    {
      name: 'features-meet-through-services-and-shared-modules',
      severity: 'error',
      comment:
        'A feature uses another feature only through its service or its shared module (or the pure rack tools of training, which the web uses as well), never its store, router, shim or internals.',
      from: { path: '^server/features/([^/]+)/', pathNot: TEST_CODE },
      to: {
        path: '^server/features/',
        pathNot: ['^server/features/$1/', '\\.(service|shared)\\.ts$', '^server/features/training/rack/'],
        dependencyTypesNot: ['type-only'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.prerender-[^/]*)/|routeTree\\.gen\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
