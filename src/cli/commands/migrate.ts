import { type Command, EXIT, out } from '../command.js';
import { withDatabase } from '../open-service.js';

export const migrate: Command = {
  name: 'migrate',
  summary: 'apply the database migrations that have not run yet',
  help: `Usage: storefront migrate

Applies the SQL migrations in drizzle/ to the configured database (DATABASE_URL, or the
embedded database under DATA_DIR). The server does the same at start-up; every other command
that opens the database does too.`,
  options: {},
  async run() {
    await withDatabase(async (database) => out(`Migrations applied (${database.kind}).`));
    return EXIT.ok;
  },
};
