/**
 * The web app's imports flow one way, shared → features → app (bulletproof-react's `import/no-restricted-paths`):
 * a feature never imports another feature (the app composes them in src/app/routes) nor the app; the shared folders
 * (components, lib, config, locales) import neither. `npm run lint` runs this with `depcruise --validate`.
 */
const SHARED = '^src/(components|lib|config|locales)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'features-import-no-other-feature',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'features-import-no-app',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: '^src/(app/|main[.]tsx$|boot[.]ts$)' },
    },
    {
      name: 'shared-imports-no-feature-or-app',
      severity: 'error',
      from: { path: SHARED },
      to: { path: '^src/(features/|app/|main[.]tsx$|boot[.]ts$)' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-orphans',
      comment: 'A file nothing imports is dead, or an entry point named here (index.html loads main.tsx).',
      severity: 'error',
      from: {
        orphan: true,
        pathNot: ['^src/(main[.]tsx|boot[.]ts)$', '[.]worker[.]ts$', '[.]d[.]ts$', '[.]test[.]tsx?$'],
      },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '[.]test[.]tsx?$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
