import type { FastifyInstance } from 'fastify';
import { anyUserExists } from '../accounts/users.js';
import { adminAppBuilt } from '../admin-app/static-routes.js';
import { checkCommerceAccess } from '../commerce/check-commerce-access.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { startNotes } from './notes.js';

/**
 * What the start log says once the service listens: its address and notes (admin app, open mode, first
 * admin), a missing V8 flag, and whether the commerce backend accepts the service's credential. Loaded
 * after the database thread has started (server.ts): its modules are the app's, not the thread's path.
 */
export async function announceStart(app: FastifyInstance, config: Config, database: Database): Promise<void> {
  const notes = startNotes(config, {
    address: app.server.address(),
    adminAppBuilt: adminAppBuilt(),
    // A database gone this very moment costs the note, not the running service.
    usersExist: await anyUserExists(database.db).catch(() => true),
    databaseKind: database.kind,
  });
  for (const note of notes) app.log[note.level](note.message);
  if (database.kind === 'pglite' && Number(process.versions.node.split('.')[0]) >= 22 && !process.execArgv.includes('--liftoff-only')) {
    app.log.warn('node was started without --liftoff-only (npm start and the container pass it): the embedded database compiles its WebAssembly twice, about 500 MB more memory at start-up');
  }
  void checkCommerceAccess(config, app.log);
}
