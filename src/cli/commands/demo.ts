import { type Command, KEEP_RUNNING } from '../command.js';

export const demo: Command = {
  name: 'demo',
  summary: 'run the service with a built-in demo commerce backend (as npm run demo)',
  help: `Usage: storefront demo

Starts the service on a throwaway embedded database together with a demo commerce backend on
loopback (DEMO_PRODUCTS products, default 60), syncs everything, loads editorial content and
prints URLs to try. PORT and HOST apply. Ctrl-C stops it and removes the database.`,
  options: {},
  async run() {
    await import('../../demo/run-demo.js');
    return KEEP_RUNNING;
  },
};
