/**
 * The embedded database's own thread: PGlite runs each statement synchronously in WebAssembly, so on
 * the main thread one long statement would stop every request, /healthz included. Here it stops only
 * this thread, and the main thread can end it (src/db/pglite-thread.ts). Messages are answered one at
 * a time, in order.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { serialize } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { JSON_TYPES, type WorkerReply, type WorkerRequest, type WorkerSettings } from './pglite-thread.js';

const settings = workerData as WorkerSettings;
const port = parentPort!;

/** Drizzle asks for some types as their text (dates, intervals, numeric arrays); its parsers return the text. */
const keepText = (text: string) => text;

/** The database error's own fields (code, constraint, detail…), without the query or its parameters. */
function describeError(error: unknown): WorkerReply & { ok: false } {
  const fields: Record<string, string | number | boolean> = {};
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (key === 'query' || key === 'params') continue;
      if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value as string | number | boolean;
    }
  }
  const message = error instanceof Error ? error.message : String(error);
  return { id: 0, ok: false, error: { ...fields, name: error instanceof Error ? error.name : 'Error', message } };
}

async function answer(db: PGlite, request: WorkerRequest): Promise<unknown> {
  if ((request.op === 'query' || request.op === 'exec') && request.begin) await db.exec('BEGIN');
  switch (request.op) {
    case 'query':
      return db.query(request.sql, request.params, {
        rowMode: request.rowMode,
        // json and jsonb cross to the main thread as their text, parsed there (see JSON_TYPES in pglite-thread.ts).
        parsers: Object.fromEntries([...request.textTypes, ...JSON_TYPES].map((type) => [type, keepText])),
      });
    case 'exec':
      return db.exec(request.sql);
    case 'close':
      return db.close();
    case 'dump': {
      // Without the write-ahead log to replay, a database started from the archive is ready sooner.
      await db.exec('checkpoint');
      const archive = await db.dumpDataDir('none');
      await writeFile(request.file, new Uint8Array(await archive.arrayBuffer()));
      return undefined;
    }
    case 'resend-as-json':
      return undefined;
  }
}

/**
 * The last answer, until the next request: the main thread's smaller stack may fail to read a deeply
 * nested one (a stored document written before the nesting limit), and then asks for it as JSON text.
 */
let lastResult: unknown;

function reply(request: WorkerRequest, result: unknown): WorkerReply {
  if (request.op === 'resend-as-json') return { id: request.id, ok: true, json: JSON.stringify(lastResult) };
  lastResult = result;
  return { id: request.id, ok: true, data: serialize(result) };
}

try {
  // One options object: given a dataDir argument of undefined (in memory), PGlite ignores its second argument.
  const db = new PGlite({
    dataDir: settings.folder,
    startParams: [...PGlite.defaultStartParams, ...settings.startParams],
    ...(settings.snapshot ? { loadDataDir: new Blob([await readFile(settings.snapshot)]) } : {}),
  });
  await db.waitReady;
  // The first statement of a new instance loads the catalog: not on a caller's time limit.
  await db.query('select count(*) from documents').catch(() => {});
  let line = Promise.resolve();
  port.on('message', (request: WorkerRequest) => {
    line = line.then(async () => {
      let message: WorkerReply;
      try {
        message = reply(request, await answer(db, request));
      } catch (error) {
        message = { ...describeError(error), id: request.id };
      }
      port.postMessage(message, 'data' in message ? [message.data.buffer as ArrayBuffer] : []);
    });
  });
  port.postMessage({ id: 0, ok: true, json: '"ready"' } satisfies WorkerReply);
} catch (error) {
  port.postMessage(describeError(error));
}
