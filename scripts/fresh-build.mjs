// npm start preloads this (node --import ./scripts/fresh-build.mjs dist/server.js): dist/ is built first
// when a source changed since the last build (build-if-stale.mjs), in the server's own process. A
// separate `node scripts/build-if-stale.mjs &&` before it cost a second Node start on every npm start.
import { isMainThread } from 'node:worker_threads';
import { buildIfStale } from './build-if-stale.mjs';
import { nodeCanRunService, SUPPORTED_NODE } from './node-version.mjs';

// Said at once rather than as ERR_REQUIRE_ESM from a dependency later.
if (!nodeCanRunService(process.versions.node)) {
  console.error(`Node.js ${process.versions.node} cannot run this service: it needs Node.js ${SUPPORTED_NODE}.`);
  process.exit(1);
}

// Worker threads may inherit --import (the embedded database's thread): only the process builds.
if (isMainThread) {
  const status = await buildIfStale();
  if (status !== 0) process.exit(status);
}
