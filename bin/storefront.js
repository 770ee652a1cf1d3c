#!/usr/bin/env node
// The `storefront` command: the TypeScript source through tsx in a checkout (no build step),
// the compiled dist/ where the source is absent (the container image).
import { existsSync } from 'node:fs';

const source = new URL('../src/cli/run.ts', import.meta.url);
if (existsSync(source)) {
  const { register } = await import('tsx/esm/api');
  register();
  await import(source.href);
} else {
  await import(new URL('../dist/cli/run.js', import.meta.url).href);
}
