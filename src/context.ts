import type { Config } from './config.js';
import type { ContentChanges } from './content/changes.js';
import type { Database, Db } from './db/client.js';
import type { Cache } from './lib/cache.js';

/** What route groups and operations are given: the app's dependencies, built once in app.ts. */
export interface AppContext {
  readonly config: Config;
  readonly database: Database;
  readonly db: Db;
  readonly cache: Cache;
  readonly changes: ContentChanges;
  /** The clock; tests pin it. */
  readonly now: () => Date;
}
