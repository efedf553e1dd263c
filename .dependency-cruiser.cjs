// The import rules of the repository, checked by `npm run lint:deps` (part of `npm run lint`).
// Why each rule exists and how the storefront is laid out: docs/architecture.md and
// docs/adr/0018-storefront-feature-layout.md.

const APP = '^apps/storefront/app/';
const FEATURES = `${APP}features/`;
// A feature's public face: `index.ts` for what runs anywhere, `index.server.ts` for what must stay on the server.
const FACE = '/index(\\.server)?\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'No import circle anywhere, type-only imports included: a circle of types is a circle of meaning, and the ' +
        'first step to one at run time (see options.tsPreCompilationDeps). Move what both sides need one level down.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'feature-through-its-face',
      comment:
        "A feature imports another feature only through that feature's index.ts or index.server.ts. Dynamic " +
        "imports (code-splitting points, `import('./View')`) may name a module: a face would pull the whole feature " +
        "into the chunk. Stylesheets are not code and may be named too. A test may borrow another feature's test " +
        'fixtures (`test-fixtures.ts`), which no face exports.',
      severity: 'error',
      from: { path: `${FEATURES}([^/]+)/`, pathNot: '\\.test\\.tsx?$' },
      to: {
        path: FEATURES,
        pathNot: [`${FEATURES}$1/`, FACE, '\\.css$'],
        dependencyTypesNot: ['dynamic-import'],
      },
    },
    {
      name: 'outside-through-the-face',
      comment:
        'Routes, layouts, the root, the server and tests outside a feature reach it only through its face (as ' +
        'feature-through-its-face).',
      severity: 'error',
      from: { path: '^apps/storefront/', pathNot: FEATURES },
      to: {
        path: FEATURES,
        pathNot: [FACE, '\\.css$'],
        dependencyTypesNot: ['dynamic-import'],
      },
    },
    {
      name: 'lib-and-ui-know-no-feature',
      comment:
        'lib/ (i18n, formatting, settings, endpoints, storage) and ui/ (the UI kit) are used by features and ' +
        'know none of them, nor the routes and layouts above them.',
      severity: 'error',
      from: { path: `${APP}(lib|ui)/` },
      to: { path: `${APP}(features|routes|layouts)/|${APP}(root|entry\\.[a-z]+)\\.tsx?$` },
    },
    {
      name: 'ui-stands-alone',
      comment:
        'ui/ imports nothing of the app outside ui/ (not even lib/): a component takes words and formatted values ' +
        'as props, so the kit renders in a test without the shop around it. npm packages and core are fine.',
      severity: 'error',
      from: { path: `${APP}ui/` },
      to: { path: '^apps/', pathNot: `${APP}ui/` },
    },
    {
      name: 'features-not-up',
      comment: 'Features are used by routes and layouts, never the reverse.',
      severity: 'error',
      from: { path: FEATURES },
      to: { path: `${APP}(routes|layouts)/|${APP}(root|entry\\.[a-z]+)\\.tsx?$` },
    },
    {
      name: 'app-and-server-apart',
      comment:
        'The Express server may use app/lib (request context, API fetch, cache tags) but no feature; the app ' +
        'never imports the server.',
      severity: 'error',
      from: { path: '^apps/storefront/server/' },
      to: { path: `${APP}(features|routes|layouts)/` },
    },
    {
      name: 'app-knows-no-server',
      comment: 'A test may start the server around the app; the shipped code does not.',
      severity: 'error',
      from: { path: APP, pathNot: '\\.test\\.tsx?$' },
      to: { path: '^apps/storefront/server/' },
    },
    {
      name: 'core-is-the-bottom',
      comment: 'packages/core holds the rules and knows no app, no API and no demo data.',
      severity: 'error',
      from: { path: '^packages/core/' },
      to: { path: '^(apps|bench|scripts)/|^packages/(api|demo-data)/' },
    },
    {
      name: 'api-knows-no-app',
      comment: 'packages/api serves any storefront; it imports core and demo-data, never an app.',
      severity: 'error',
      from: { path: '^packages/api/' },
      to: { path: '^(apps|bench)/' },
    },
    {
      name: 'demo-data-knows-only-core',
      severity: 'error',
      from: { path: '^packages/demo-data/' },
      to: { path: '^(apps|bench)/|^packages/api/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Build output (the service worker's kept previous assets included) is not source.
    exclude: { path: '(^|/)(dist|build|coverage|node_modules|previous-assets|\\.react-router)/' },
    // Type-only imports count: the rules are about what a module knows, and a type is knowledge. It costs little
    // (a shared type moves one level down) and keeps a type circle from becoming a run-time one later.
    tsPreCompilationDeps: true,
    // The workspaces' package.json point the `source` condition at their TypeScript: follow it into src/.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    },
  },
};
