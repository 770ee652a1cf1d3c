import { type Database, type PgliteClient, pgliteDatabase, startPgliteThread } from '../../src/db/client.js';
import type { PgliteThread } from '../../src/db/pglite-thread.js';

/**
 * In-memory test databases, lent and taken back within a test process. Opening one from the migrated
 * snapshot costs about a second of CPU (a thread, PGlite's WebAssembly, a 40 MB archive unpacked); taking
 * one back empties it in a few milliseconds: session state discarded, every table of `public` truncated
 * (sequences restarted) and the rows the migrations wrote put back. A database whose schema, migrations
 * or roles a test changed, or that cannot be emptied, is closed instead of kept, so a borrower always gets
 * what a fresh one would be. A closed database's handle refuses every call, so late work of a closed app
 * fails as on a closed database instead of writing into the next borrower's.
 */

/** Idle databases kept per snapshot at most (a test file rarely holds more at once). */
const KEPT = 3;

interface Fresh {
  /** Every table of `public`, quoted, for one TRUNCATE. */
  tables: string;
  /** Statements that put back the rows the migrations wrote. */
  seeds: string;
  /** The catalog's digest (schema, migrations, roles): a database that no longer has it is not lent again. */
  catalog: string;
}

const idle = new Map<string, PgliteThread[]>();
const freshStates = new Map<string, Promise<Fresh>>();

/** A migrated in-memory database from `snapshot`: an idle one emptied, or a new one. */
export async function borrowDatabase(snapshot: string, onQuery?: (query: string) => void): Promise<Database> {
  const kept = idle.get(snapshot)?.pop();
  kept?.holdProcess(true);
  const thread = kept ?? (await startPgliteThread({ kind: 'memory', snapshot })).client;
  const { database } = await pgliteDatabase(lend(thread, () => giveBack(snapshot, thread)), { onQuery });
  // Nothing left to apply when the snapshot is current; were it not, the missing migrations would run here.
  if (!kept) await database.migrate();
  // Read from the first database of a snapshot, before any test wrote to it.
  if (!freshStates.has(snapshot)) freshStates.set(snapshot, readFresh(thread));
  await freshStates.get(snapshot);
  return database;
}

/** Closes the idle databases of `snapshot` (a pool a test made for itself), so they stop holding memory. */
export async function closeIdleDatabases(snapshot: string): Promise<void> {
  const kept = idle.get(snapshot) ?? [];
  idle.delete(snapshot);
  freshStates.delete(snapshot);
  await Promise.all(kept.map((thread) => {
    thread.holdProcess(true);
    return thread.close();
  }));
}

/** The thread's surface for one borrower, refusing every call once that borrower closed it. */
function lend(thread: PgliteThread, takeBack: () => Promise<void>): PgliteClient {
  let lent = true;
  const open = () => {
    if (!lent) throw new Error('This test database is closed (its thread was taken back).');
  };
  return {
    query: (...args) => (open(), thread.query(...args)),
    exec: (sql) => (open(), thread.exec(sql)),
    transaction: (work) => (open(), thread.transaction(work)),
    withoutLimit: (work) => (open(), thread.withoutLimit(work)),
    close: async () => {
      if (!lent) return;
      lent = false;
      await takeBack();
    },
  };
}

async function giveBack(snapshot: string, thread: PgliteThread): Promise<void> {
  try {
    const fresh = await freshStates.get(snapshot)!;
    // Outside any transaction (DISCARD ALL refuses to run in one): one left open fails here, and the thread is closed.
    await thread.exec('DISCARD ALL');
    if ((await catalogDigest(thread)) !== fresh.catalog) throw new Error('the schema changed');
    await thread.exec(`TRUNCATE ${fresh.tables} RESTART IDENTITY CASCADE;\n${fresh.seeds}`);
  } catch {
    await thread.close();
    return;
  }
  // Read after the awaits: databases closed together each find the list as the others left it.
  const kept = idle.get(snapshot) ?? [];
  if (kept.length >= KEPT) {
    await thread.close();
    return;
  }
  thread.holdProcess(false);
  kept.push(thread);
  idle.set(snapshot, kept);
}

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

async function readFresh(thread: PgliteThread): Promise<Fresh> {
  const tables = rowsOf<{ name: string }>(await thread.query(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public' order by 1`,
  )).map(({ name }) => name);
  const seeds: string[] = [];
  for (const table of tables) {
    const rows = rowsOf<{ rows: string | null }>(await thread.query(`select json_agg(t)::text as rows from ${table} t`))[0]?.rows;
    if (rows) seeds.push(`INSERT INTO ${table} SELECT * FROM json_populate_recordset(null::${table}, ${literal(rows)});`);
  }
  return { tables: tables.join(', '), seeds: seeds.join('\n'), catalog: await catalogDigest(thread) };
}

/** What a test could change beside rows: relations, columns, constraints, indexes, triggers, functions, types, roles, migrations. */
function catalogDigest(thread: PgliteThread): Promise<string> {
  const user = `(select oid from pg_namespace where nspname not in ('pg_catalog', 'information_schema') and nspname not like 'pg\\_toast%' and nspname not like 'pg\\_temp%')`;
  return thread.query(`select md5(string_agg(line, E'\\n' order by line)) as digest from (
    select format('namespace %s', nspname) as line from pg_namespace where oid in ${user}
    union all select format('relation %s %s', c.oid::regclass, c.relkind) from pg_class c where c.relnamespace in ${user}
    union all select format('column %s %s %s %s %s', a.attrelid::regclass, a.attname, a.atttypid::regtype, a.attnotnull, pg_get_expr(d.adbin, d.adrelid))
      from pg_attribute a join pg_class c on c.oid = a.attrelid left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where c.relnamespace in ${user} and a.attnum > 0 and not a.attisdropped
    union all select format('constraint %s %s %s', conrelid::regclass, conname, pg_get_constraintdef(oid)) from pg_constraint where connamespace in ${user}
    union all select format('index %s', pg_get_indexdef(indexrelid)) from pg_index i join pg_class c on c.oid = i.indrelid where c.relnamespace in ${user}
    union all select format('trigger %s %s', tgrelid::regclass, tgname) from pg_trigger where not tgisinternal
    union all select format('function %s %s', p.oid::regprocedure, md5(p.prosrc)) from pg_proc p where p.pronamespace in ${user}
    union all select format('type %s %s', t.oid::regtype, t.typtype) from pg_type t where t.typnamespace in ${user}
    union all select format('enum %s %s', enumtypid::regtype, enumlabel) from pg_enum
    union all select format('extension %s %s', extname, extversion) from pg_extension
    union all select format('role %s', rolname) from pg_roles
    union all select format('setting %s', setconfig) from pg_db_role_setting
    union all select format('migration %s %s', hash, created_at) from drizzle.__drizzle_migrations
  ) lines`).then((result) => rowsOf<{ digest: string }>(result)[0]!.digest);
}
