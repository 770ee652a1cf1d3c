import { createUser, resetPassword } from '../../accounts/manage-users.js';
import { PasswordHasher } from '../../identity/passwords.js';
import { isRole, ROLES } from '../../identity/roles.js';
import { ValidationFailed } from '../../lib/errors.js';
import { type Command, EXIT, err, out, UsageError } from '../command.js';
import { withDatabase } from '../open-service.js';
import { readSecret } from '../read-secret.js';

const CLI_ACTOR = { kind: 'cli', role: 'admin' } as const;

export const users: Command = {
  name: 'users',
  summary: 'create a user (the first administrator) or reset a password',
  help: `Usage: storefront users create --email EMAIL --role ROLE [--name NAME]
       storefront users reset-password --email EMAIL

The password is read from the terminal (typed twice, not shown) or, without a terminal, from the first
line of standard input; never from the command line. Roles: ${ROLES.join(', ')}.
reset-password ends every session of the user.

Examples:
  storefront users create --email admin@shop.example --role admin
  printf '%s\\n' "$PASSWORD" | storefront users create --email ed@shop.example --role editor --name Ed`,
  options: {
    email: { type: 'string' },
    role: { type: 'string' },
    name: { type: 'string' },
  },
  async run(values) {
    throw new UsageError(`a subcommand is required: create or reset-password (got ${JSON.stringify(values)})`);
  },
};

/** `users` takes a subcommand, so it parses its own arguments (see main.ts). */
export async function runUsers(action: string | undefined, values: Record<string, string | boolean | undefined>): Promise<number> {
  const email = typeof values.email === 'string' ? values.email : undefined;
  if (!email) throw new UsageError('--email is required');
  try {
    if (action === 'create') {
      const role = values.role;
      if (!isRole(role)) throw new UsageError(`--role must be one of ${ROLES.join(', ')}`);
      const password = await readSecret('Password');
      const user = await withDatabase((database) =>
        createUser({ db: database.db, passwords: new PasswordHasher() }, CLI_ACTOR, { email, role, password, name: typeof values.name === 'string' ? values.name : undefined }));
      out(`Created ${role} ${String(user.email)} (id ${user.id}).`);
      return EXIT.ok;
    }
    if (action === 'reset-password') {
      const password = await readSecret('New password');
      const user = await withDatabase((database) => resetPassword({ db: database.db, passwords: new PasswordHasher() }, CLI_ACTOR, email, password));
      if (!user) {
        err(`No user with email ${email}.`);
        return EXIT.failure;
      }
      out(`Password of ${String(user.email)} reset; every session of that user has ended.`);
      return EXIT.ok;
    }
  } catch (error) {
    if (error instanceof ValidationFailed) {
      err(error.message);
      return EXIT.failure;
    }
    throw error;
  }
  throw new UsageError(`unknown users subcommand "${action ?? ''}" (create, reset-password)`);
}
