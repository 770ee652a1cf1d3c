import module from 'node:module';
import { checkCommerceAccess } from './commerce/check-commerce-access.js';
import { ConfigError, loadConfig, loadDotEnv } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { databaseTarget, openDatabase } from './db/client.js';
import { optimizeNextTick } from './lib/optimize-next-tick.js';
import { openModeWarning } from './access/open-mode-warning.js';

/**
 * Connections the kernel may hold before the service accepts them (capped by net.core.somaxconn). Node's
 * 511 overflowed when a thousand clients connected at once (a campaign's opening): the dropped ones were
 * answered a second later, after the client's retransmission.
 */
const LISTEN_BACKLOG = 4096;

async function main(): Promise<void> {
  // Node 22.1 and later keep the modules' compiled code on disk between starts (os.tmpdir()); Node 20 has no such cache.
  (module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
  await optimizeNextTick();
  loadDotEnv();
  const config = loadConfig();
  let app: Awaited<ReturnType<typeof import('./app.js')['buildApp']>> | undefined;
  // The embedded database starts on its own thread while this one loads the app's modules and builds the app.
  const opening = openDatabase({
    ...databaseTarget(config),
    openBeforeReady: true,
    onRestart: (reason) => app?.log.warn({ reason }, 'the embedded database was restarted; the transaction open at that moment was rolled back'),
  });
  opening.catch(() => {}); // awaited below; this only keeps a failure from being reported before then
  const { buildApp } = await import('./app.js');
  const database = await opening;
  // No statement runs while the app is built: the migrations, waiting for the thread, are the first.
  app = await buildApp({ config, database });
  await database.migrate();
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

  await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  const warning = openModeWarning(config);
  if (warning) app.log.warn(warning);
  if (database.kind === 'pglite' && Number(process.versions.node.split('.')[0]) >= 22 && !process.execArgv.includes('--liftoff-only')) {
    app.log.warn('node was started without --liftoff-only (npm start and the container pass it): the embedded database compiles its WebAssembly twice, about 500 MB more memory at start-up');
  }
  void checkCommerceAccess(config, app.log);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Start-up failed:', error);
  }
  process.exit(1);
});
