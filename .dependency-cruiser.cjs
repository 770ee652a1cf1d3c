/**
 * The layers of src/ (npm run lint, in CI; docs/design.md lists them from the bottom):
 * - no runtime import cycle, and no circle of folders (type-only imports included);
 * - src/lib is the bottom: it imports nothing else of src/;
 * - src/domain holds the pure computations (the preorder figures): lib only, no I/O;
 * - the storefront features stay apart: each uses content, commerce, domain, db and lib, not another feature;
 * - nothing imports the command line (src/cli) but the command line itself;
 * - nothing of src/ imports the demo (demo/, outside the build): the command line's demo command loads it
 *   by a computed path, in a development checkout only.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-runtime-cycle',
      severity: 'error',
      comment: 'A runtime import cycle: modules that load each other (type-only imports do not count).',
      from: { path: '^src/' },
      to: { circular: true, dependencyTypesNot: ['type-only'], viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-folder-cycle',
      severity: 'error',
      scope: 'folder',
      comment: 'Folders of src/ import each other in one direction: a circle of folders is no layering.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'lib-is-the-bottom',
      severity: 'error',
      comment: 'src/lib holds small shared pieces; it depends on nothing of the domain.',
      from: { path: '^src/lib/' },
      to: { path: '^src/', pathNot: '^src/lib/' },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'src/domain computes figures from records: it reads nothing and imports only src/lib.',
      from: { path: '^src/domain/' },
      to: { path: '^src/', pathNot: ['^src/domain/', '^src/lib/'] },
    },
    {
      name: 'features-apart',
      severity: 'error',
      from: { path: '^src/(home|preorders|recommendations|sync|maintenance|backup|media)/' },
      to: { path: '^src/(home|preorders|recommendations|sync|maintenance|backup|media)/', pathNot: '^src/$1/' },
    },
    {
      name: 'nothing-imports-the-cli',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/cli/' },
      to: { path: '^src/cli/' },
    },
    {
      name: 'nothing-imports-the-demo',
      severity: 'error',
      comment: 'The demo (demo/) is for npm run demo and tests, never for the service: the build and the image leave it out.',
      from: { path: '^src/' },
      to: { path: '^demo/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
