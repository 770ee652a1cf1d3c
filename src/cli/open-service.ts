import { createAppContext } from '../app-context.js';
import { type Config, loadConfig } from '../config.js';
import type { AppContext } from '../app-context.js';
import { type Database, databaseTarget, openDatabase } from '../db/client.js';

/** Opens the configured database as the server does at start-up (migrations applied), for one command. */
export async function withDatabase<T>(work: (database: Database, config: Config) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const database = await openDatabase(databaseTarget(config));
  try {
    await database.migrate();
    return await work(database, config);
  } finally {
    await database.close();
  }
}

/** The same context the HTTP routes are given, around the configured database. */
export async function withContext<T>(work: (context: AppContext) => Promise<T>): Promise<T> {
  return withDatabase(async (database, config) => {
    const { context, close } = createAppContext({ config, database });
    try {
      return await work(context);
    } finally {
      await close();
    }
  });
}
