import { existsSync } from 'node:fs';
import { type Command, EXIT, err, KEEP_RUNNING } from '../command.js';

/**
 * The demo (demo/ at the project's root) is not part of the service: the build compiles src/ only, so
 * the image and production installs carry none of it. In a development checkout, where the command runs
 * from the TypeScript sources through tsx, it is loaded from there; anywhere else the command says so.
 */
const DEMO_ENTRY = new URL('../../../demo/run-demo.ts', import.meta.url);

/** The demo command, loading the demo from `entry` (tests point it elsewhere). */
export function demoCommand(entry: URL = DEMO_ENTRY): Command {
  return {
    name: 'demo',
    summary: 'run the service with a built-in demo commerce backend (as npm run demo; development checkouts only)',
    help: `Usage: storefront demo

Starts the service on a throwaway embedded database together with a demo commerce backend on
loopback (DEMO_PRODUCTS products, default 60), syncs everything, loads editorial content and
prints URLs to try. PORT and HOST apply. Ctrl-C stops it and removes the database.

The demo lives in demo/ of a development checkout (npm ci there); the container image and
production builds do not carry it.`,
    options: {},
    async run() {
      // Only the TypeScript sources (run through tsx) can load it: a build has no compiled demo.
      if (!import.meta.url.endsWith('.ts') || !existsSync(entry)) {
        err('storefront demo: the demo is not part of this installation (builds and the container image leave it out); '
          + 'it runs from a development checkout of the project: npm ci && npm run demo');
        return EXIT.failure;
      }
      // A computed specifier: the build (scripts/build.mjs, from src/ only) must not follow it into demo/.
      const specifier: string = entry.href;
      await import(specifier);
      return KEEP_RUNNING;
    },
  };
}

export const demo: Command = demoCommand();
