// npm ci (prepare) runs this, and npm start through scripts/fresh-build.mjs: builds dist/ (scripts/build.mjs,
// esbuild) only when a source is newer than the last build (or there is none), so a start on an unchanged
// checkout does not build.
import { existsSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Written after a successful build; its time is the build's. */
export const STAMP = path.join('dist', '.build-stamp');
/**
 * Besides src/, what changes the output: the build and its settings, and the installed packages, which
 * the build bundles (npm rewrites node_modules/.package-lock.json at every install).
 */
const INPUTS = ['tsconfig.json', 'package.json', 'scripts/build.mjs', 'package-lock.json', 'node_modules/.package-lock.json'];

/** The newest modification time (ms) of `files` and of every file under `folders`. */
export function newestInput(folders, files) {
  let newest = 0;
  const visit = (entry) => {
    const stats = statSync(entry, { throwIfNoEntry: false });
    if (!stats) return;
    if (stats.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
    else newest = Math.max(newest, stats.mtimeMs);
  };
  for (const entry of [...folders, ...files]) visit(entry);
  return newest;
}

/** A build is needed without one, or when an input changed after it. */
export function needsBuild(builtAtMs, newestInputMs) {
  return builtAtMs === undefined || newestInputMs > builtAtMs;
}

/** Whether dist/ of the checkout at `root` was built from its current sources (a few milliseconds of stat calls). */
export function buildIsCurrent(root = '.') {
  const builtAt = statSync(path.join(root, STAMP), { throwIfNoEntry: false })?.mtimeMs;
  return !needsBuild(builtAt, newestInput([path.join(root, 'src')], INPUTS.map((file) => path.join(root, file))));
}

/** Builds when needed; the exit status (0: built or nothing to build). */
export async function buildIfStale() {
  if (!existsSync('src')) return 0; // an image or package with dist/ only
  if (buildIsCurrent()) return 0;
  const started = Date.now();
  // Loaded only now: a start with nothing to build reads nothing more.
  const { build } = await import('./build.mjs');
  try {
    await build();
  } catch (error) {
    const missing = error?.code === 'ERR_MODULE_NOT_FOUND' && /'esbuild'/.test(error.message);
    console.error(missing ? 'build: src/ changed since dist/ was built, and esbuild is not installed (npm ci installs it)' : error instanceof Error ? error.message : error);
    return 1;
  }
  // The stamp carries the build's start: a source saved while the build ran is newer, so the next start builds again.
  writeFileSync(STAMP, `${new Date(started).toISOString()}\n`);
  utimesSync(STAMP, started / 1000, started / 1000);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = await buildIfStale();
