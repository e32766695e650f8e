// Import-graph rules for the whole repository (`npm run cycles`, part of `npm run check`).
// Workspace packages (@inkpot/*) resolve through their symlinks to the files they point at, so a
// cycle that crosses packages is found like one inside a package.
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A module must not reach itself through its imports: a cycle makes the load order decide which ' +
        'binding is still undefined, and ties the modules on it into one unit. Move what both sides need ' +
        'into a module of its own that imports neither.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'host-composition-root',
      severity: 'error',
      comment:
        "shell-host/src/app/ is the browser's composition root: it wires the page together and nothing " +
        'depends on it but the entry points and the server render of the same tree. What other ' +
        'folders need lives in shell-host/src/lib/.',
      from: {
        path: '^shell-host/',
        pathNot: [
          '^shell-host/src/app/',
          '^shell-host/src/(index[.]ts|bootstrap[.]tsx)$',
          '^shell-host/src/server-render/',
        ],
      },
      to: { path: '^shell-host/src/app/' },
    },
    {
      name: 'host-lib-folder-cycle',
      severity: 'error',
      scope: 'folder',
      comment:
        "shell-host/src/lib/ is what the host's folders share: it may use them, but one that uses it " +
        'must not be used by it, or the two folders are one.',
      from: { path: '^shell-host/src/lib' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    exclude: {
      path: [
        'node_modules',
        '__generated__',
        '(^|/)dist(-server)?(-monolith)?/',
        '(^|/)test-results[^/]*/',
        '(^|/)playwright-report[^/]*/',
        '(^|/)\\.data/',
        '(^|/)\\.cache/',
        '(^|/)coverage/',
      ],
    },
    // Type-only imports vanish at run time but still tie the modules together.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    combinedDependencies: false,
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs', '.d.ts', '.d.mts', '.json'],
    },
    moduleSystems: ['es6', 'cjs'],
  },
};
