/**
 * The layers of src/ (npm run lint, in CI):
 * - no runtime import cycle;
 * - src/lib is the bottom: it imports nothing else of src/;
 * - the storefront features stay apart: each uses content, commerce, db and lib, not another feature
 *   (but the preorder figures, the pure computations home and sync show too);
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
      name: 'lib-is-the-bottom',
      severity: 'error',
      comment: 'src/lib holds small shared pieces; it depends on nothing of the domain.',
      from: { path: '^src/lib/' },
      to: { path: '^src/', pathNot: '^src/lib/' },
    },
    {
      name: 'features-apart',
      severity: 'error',
      from: { path: '^src/(home|preorders|recommendations|sync|maintenance|backup|media)/' },
      to: { path: '^src/(home|preorders|recommendations|sync|maintenance|backup|media)/', pathNot: ['^src/$1/', '^src/preorders/figures[.]ts$'] },
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
