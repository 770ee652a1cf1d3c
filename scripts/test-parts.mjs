// Which test files a run of scripts/run-tests.mjs takes in. `npm test` runs the everyday files; the admin
// app's browser tests (Chromium driving the built app: `npm run test:browser`) and the reliability drills
// (service processes killed, many instances, thousands of products: `npm run drills`) are parts of their
// own, as they take longer than the rest together; `--all` runs every part (`npm run test:all`, CI). Files
// named on the command line run whatever their part.

import path from 'node:path';

export const PARTS = ['browser', 'drills'];
/** The command that runs each part on its own. */
export const PART_COMMANDS = { browser: 'npm run test:browser', drills: 'npm run drills' };

/** Whether `file` (absolute, or relative to the project's folder) is a reliability drill. */
export const isDrill = (file) => path.relative(process.cwd(), path.resolve(file)).split(path.sep).join('/').startsWith('test/drills/');
export const USAGE = 'run-tests.mjs [--all | --browser | --drills] [test files…]';

/** The runner's arguments: the parts asked for and the files named. Throws on an option it does not know. */
export function parseRunArguments(args) {
  const options = args.filter((argument) => argument.startsWith('--'));
  const unknown = options.filter((option) => !['--all', ...PARTS.map((part) => `--${part}`)].includes(option));
  if (unknown.length > 0) throw new Error(`unknown option ${unknown.join(' ')}: ${USAGE}`);
  const parts = options.includes('--all') ? ['everyday', ...PARTS] : options.length > 0 ? options.map((option) => option.slice(2)) : ['everyday'];
  return { parts, requested: args.filter((argument) => !argument.startsWith('--')) };
}

/**
 * The files of `all` (every test file) in the asked `parts`, by `partOf(file)` ('browser', 'drills' or
 * 'everyday'), and the parts left out with their files, for the closing summary.
 */
export function selectParts(all, parts, partOf) {
  return {
    files: all.filter((file) => parts.includes(partOf(file))),
    leftOut: PARTS.filter((part) => !parts.includes(part)).map((part) => ({ part, files: all.filter((file) => partOf(file) === part) })),
  };
}
