import module from 'node:module';
import { type Config, loadConfig, loadDotEnv } from './config.js';
import { databaseTarget, openDatabase } from './db/client.js';
import { optimizeNextTick } from './lib/optimize-next-tick.js';
import { startFailureLine, startStep, StartStepError } from './start-up/failures.js';

/**
 * Connections the kernel may hold before the service accepts them (capped by net.core.somaxconn). Node's
 * 511 overflowed when a thousand clients connected at once (a campaign's opening): the dropped ones were
 * answered a second later, after the client's retransmission.
 */
const LISTEN_BACKLOG = 4096;

/** Read first thing; a failure's line names its settings. */
let loadedConfig: Config | undefined;

async function main(): Promise<void> {
  // Node 22.1 and later keep the modules' compiled code on disk between starts (os.tmpdir()); Node 20 has no such cache.
  (module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
  await optimizeNextTick();
  loadDotEnv();
  const config = loadConfig();
  loadedConfig = config;
  let app: Awaited<ReturnType<typeof import('./app.js')['buildApp']>> | undefined;
  // The embedded database starts on its own thread while this one loads the app's modules and builds the app.
  const opening = startStep('database', openDatabase({
    ...databaseTarget(config),
    openBeforeReady: true,
    onRestart: (reason) => app?.log.warn({ reason }, 'the embedded database was restarted; the transaction open at that moment was rolled back'),
  }));
  opening.catch(() => {}); // awaited below; this only keeps a failure from being reported before then
  const { buildApp } = await import('./app.js');
  const database = await opening;
  // No statement runs while the app is built: the migrations, waiting for the thread, are the first.
  app = await buildApp({ config, database, workers: true });
  await startStep('database', database.migrate());
  app.addHook('onClose', async () => database.close());

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down: draining requests, then closing the database');
    // Requests still open after the grace period (a stuck or slow client) are cut, so shutdown always ends.
    setTimeout(() => {
      app.log.warn('shutdown grace period over: closing the connections still open');
      app.server.closeAllConnections();
    }, config.shutdownGraceMs).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  await startStep('listen', app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG }));
  const { announceStart } = await import('./start-up/announce.js');
  await announceStart(app, config, database);
}

// A failure a setting explains is one line naming it; anything else (a bug) keeps its stack.
main().catch((error: unknown) => {
  const line = startFailureLine(error, loadedConfig);
  if (line) console.error(line);
  else console.error('Start-up failed:', error instanceof StartStepError ? error.error : error);
  process.exit(1);
});
