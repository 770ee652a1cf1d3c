#!/usr/bin/env node
// The `storefront` command: the TypeScript source through tsx in a checkout with its development
// dependencies (no build step), else the compiled dist/ (the container image, production installs).
import { existsSync } from 'node:fs';

const source = new URL('../src/cli/run.ts', import.meta.url);
const compiled = new URL('../dist/cli.js', import.meta.url);

async function loadTsx() {
  try {
    return await import('tsx/esm/api');
  } catch {
    return undefined;
  }
}

const tsx = existsSync(source) ? await loadTsx() : undefined;
if (tsx) {
  tsx.register();
  await import(source.href);
} else if (existsSync(compiled)) {
  await import(compiled.href);
} else {
  console.error('storefront: neither tsx (a development dependency: npm ci) nor a build (npm run build) is present.');
  process.exit(1);
}
