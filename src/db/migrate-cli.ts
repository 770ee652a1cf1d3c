import { ConfigError, loadConfig, loadDotEnv } from '../config.js';
import { databaseTarget, openDatabase } from './client.js';
import { DataDirLockedError } from './data-dir-lock.js';

try {
  loadDotEnv();
  const config = loadConfig();
  const database = await openDatabase(databaseTarget(config));
  try {
    await database.migrate();
    console.log(`Migrations applied (${database.kind}).`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
}
