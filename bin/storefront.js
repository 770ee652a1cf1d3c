#!/usr/bin/env node
// The `storefront` command. In a checkout: the bundle dist/cli.js when it was built from the current
// sources (npm ci and npm start build it), which starts in half the time; else the TypeScript source
// through tsx (its development dependency), so an edited source runs at once without a build. Where src/
// is absent (the container image, production installs): dist/cli.js. The demo lives outside src/ and
// runs from the sources only.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = new URL('..', import.meta.url);
const source = new URL('src/cli/run.ts', root);
const compiled = new URL('dist/cli.js', root);

async function loadTsx() {
  try {
    return await import('tsx/esm/api');
  } catch {
    return undefined;
  }
}

async function buildIsCurrent() {
  if (!existsSync(compiled)) return false;
  const { buildIsCurrent: current } = await import(new URL('scripts/build-if-stale.mjs', root).href);
  return current(fileURLToPath(root));
}

const fromSource = existsSync(source) && (process.argv[2] === 'demo' || !(await buildIsCurrent()));
const tsx = fromSource ? await loadTsx() : undefined;
if (tsx) {
  tsx.register();
  await import(source.href);
} else if (existsSync(compiled)) {
  await import(compiled.href);
} else {
  console.error('storefront: neither tsx (a development dependency: npm ci) nor a build (npm run build) is present.');
  process.exit(1);
}
