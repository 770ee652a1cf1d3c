// npm ci runs this: compiles the service (src/ → dist/, so npm start does not) and builds the admin app
// (admin/ → admin/dist) when their build tools are installed.
// A production install (npm ci --omit=dev) has no Vite: the container builds the app in its build stage.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let vite;
try {
  vite = require.resolve('vite/package.json');
} catch {
  vite = undefined;
}
if (!existsSync('admin/vite.config.ts') || !vite) {
  console.log('prepare: Vite is not installed (production install): the admin app is not built here.');
  process.exit(0);
}
const service = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { stdio: 'inherit' });
if (service.status !== 0) process.exit(service.status ?? 1);
const build = spawnSync('npm', ['run', '--silent', 'build:admin'], { stdio: 'inherit' });
process.exit(build.status ?? 1);
