// npm start and npm ci (prepare) run this: compiles src/ into dist/ with tsc only when a source is newer
// than the last build (or there is none), so a start on an unchanged checkout does not compile.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Written after a successful build; its time is the build's. */
export const STAMP = path.join('dist', '.build-stamp');
/** Besides src/, what changes the output. */
const INPUTS = ['tsconfig.json', 'tsconfig.build.json', 'package.json'];

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

function main() {
  if (!existsSync('src')) return 0; // an image or package with dist/ only
  const builtAt = statSync(STAMP, { throwIfNoEntry: false })?.mtimeMs;
  if (!needsBuild(builtAt, newestInput(['src'], INPUTS))) return 0;
  let tsc;
  try {
    tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  } catch {
    console.error('build: src/ changed since dist/ was built, and TypeScript is not installed (npm ci installs it)');
    return 1;
  }
  const started = Date.now();
  const build = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
  if (build.status !== 0) return build.status ?? 1;
  // The stamp carries the build's start: a source saved while tsc ran is newer, so the next start builds again.
  writeFileSync(STAMP, `${new Date(started).toISOString()}\n`);
  utimesSync(STAMP, started / 1000, started / 1000);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exit(main());
