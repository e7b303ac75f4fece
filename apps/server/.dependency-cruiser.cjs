/**
 * The server's layers, each importing only those below it (docs/decisions/0071-server-layers.md):
 *   lib/ ← config.ts ← db/ ← context.ts ← modules/ ← plugins/ ← app.ts, server.ts, cli.ts, runtime.ts, seed.ts,
 *   catalogues.ts (the top composes the features: the catalogue list, the seeds, the routes).
 * `npm run lint` runs this with `depcruise --validate`; any rule broken fails it.
 */
const TOP = '^src/[^/]+[.]ts$';
const BELOW_MODULES = '^src/(lib/|db/|config[.]ts$|context[.]ts$)';
const RARE_PACKAGES = 'node_modules/(pdf-lib|@pdf-lib/fontkit|qrcode|exceljs|sharp|@aws-sdk/client-s3|ioredis)/';
const LOADED_ON_USE =
  '^src/modules/(applications/document-content|exams/permit-pdf|review/review[.]export|audit-admin/audit[.]export)[.]ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'lib-imports-no-app-code',
      comment: 'lib/ is the bottom layer: it knows nothing of the configuration, the database or the features.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: '^src/', pathNot: '^src/lib/' },
    },
    {
      name: 'config-reads-only-lib',
      severity: 'error',
      from: { path: '^src/config[.]ts$' },
      to: { path: '^src/', pathNot: '^src/(lib/|config[.]ts$)' },
    },
    {
      name: 'db-imports-no-feature',
      comment: 'The database layer serves every feature; the tables it migrates are listed for drizzle-kit only.',
      severity: 'error',
      from: { path: '^src/db/' },
      to: { path: '^src/', pathNot: '^src/(lib/|db/|config[.]ts$)' },
    },
    {
      name: 'context-imports-no-feature',
      severity: 'error',
      from: { path: '^src/context[.]ts$' },
      to: { path: '^src/', pathNot: BELOW_MODULES },
    },
    {
      name: 'modules-import-no-plugin-or-top',
      comment: 'Features get what they need from lib/, db/ and context.ts; the plugins and the top build on them.',
      severity: 'error',
      from: { path: '^src/modules/' },
      to: { path: `^src/plugins/|${TOP}`, pathNot: BELOW_MODULES },
    },
    {
      name: 'plugins-import-no-top',
      severity: 'error',
      from: { path: '^src/plugins/' },
      to: { path: TOP, pathNot: BELOW_MODULES },
    },
    {
      name: 'external-plugins-know-no-feature',
      comment: 'The wrapped third-party plugins know nothing of the features nor of the app plugins.',
      severity: 'error',
      from: { path: '^src/plugins/external/' },
      to: { path: '^src/(modules|plugins/app)/' },
    },
    {
      name: 'routes-touch-no-table',
      comment: 'Routes stay thin: they build no SQL and touch no table; data access lives in queries and services.',
      severity: 'error',
      from: { path: '[.]routes[.]ts$' },
      to: { path: '([.]tables?[.]ts$)|(node_modules/drizzle-orm/)' },
    },
    {
      name: 'rare-packages-only-where-loaded-on-use',
      comment:
        'Packages of rare work (PDF, spreadsheets, images, S3, Redis) take memory once loaded: a process loads them ' +
        'when first needed, so only the modules that are themselves imported with import() import them statically.',
      severity: 'error',
      from: { path: '^src/', pathNot: LOADED_ON_USE },
      to: { path: RARE_PACKAGES, dependencyTypesNot: ['dynamic-import', 'type-only'] },
    },
    {
      name: 'loaded-on-use-modules-only-through-import',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: LOADED_ON_USE, dependencyTypesNot: ['dynamic-import', 'type-only'] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-module-cycles',
      comment: 'Feature modules depend on each other one way (e.g. members → auth → admission-sessions).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/modules/[^/]+$' },
      to: { circular: true },
    },
    {
      name: 'no-orphans',
      comment: 'A file nothing imports is dead, or an entry point named here.',
      severity: 'error',
      from: {
        orphan: true,
        pathNot: ['^src/(server|cli)[.]ts$', '^src/db/pglite-(worker|initdb)[.]ts$', '[.]d[.]ts$'],
      },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
