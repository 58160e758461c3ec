/**
 * The shape of the code, checked by `npm run lint` (dependency-cruiser): no import cycles anywhere, server modules
 * reach each other only through their public door (index.ts), the platform never imports a module, shared code
 * never imports an app.
 */
const MODULES = '^apps/server/src/modules/';
const TESTS = '\\.test\\.tsx?$|/test/|\\.testkit\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: the files import each other, directly or through others. Move the shared part down a layer.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'module-through-its-door',
      severity: 'error',
      comment: "A module reaches another module only through that module's index.ts (its public door).",
      from: { path: `${MODULES}([^/]+)/`, pathNot: TESTS },
      to: { path: MODULES, pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/index\\.ts$`] },
    },
    {
      name: 'tests-through-doors',
      severity: 'error',
      comment: "A module's tests reach another module through its index.ts or its testkit.",
      from: { path: `${MODULES}([^/]+)/[^/]*\\.(test|testkit)\\.ts$` },
      to: { path: MODULES, pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/index\\.ts$`, `${MODULES}[^/]+/[^/]+\\.testkit\\.ts$`] },
    },
    {
      name: 'platform-below-modules',
      severity: 'error',
      comment: 'The platform serves every module and knows none (modules add their tables, errors and topics by declaration merging).',
      from: { path: '^apps/server/src/platform/', pathNot: TESTS },
      to: { path: [MODULES, '^apps/server/src/(app|main|migrations)\\.ts$'] },
    },
    {
      name: 'shared-below-apps',
      severity: 'error',
      comment: 'packages/* are used by the apps and depend on none of them.',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|artifacts)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
