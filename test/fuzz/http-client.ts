import http from 'node:http';
import type { FuzzRequest } from './generate-request.js';

/** An answer as the fuzz test reads it: status, whole body, and the time from sending to its end. */
export interface Answer {
  status: number;
  contentType: string;
  body: Buffer;
  ms: number;
}

/** Sends a request as generated (raw target, headers, body) on a new connection. */
export function send(base: string, request: FuzzRequest): Promise<Answer> {
  const { hostname, port } = new URL(base);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...request.headers };
    if (request.body) headers['content-length'] = request.body.length;
    // A connection per request: a server that closes after refusing one (400 from the parser, 413) cannot race the next.
    const outgoing = http.request({ host: hostname, port, method: request.method, path: request.url, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      const contentType = response.headers['content-type'] ?? '';
      if (contentType.startsWith('text/event-stream')) {
        // A live stream never ends: its answer is what came until its first event (or half a second).
        const finish = () => {
          clearTimeout(timer);
          resolve({ status: response.statusCode ?? 0, contentType, body: Buffer.concat(chunks), ms: performance.now() - started });
          outgoing.destroy();
        };
        const timer = setTimeout(finish, 500);
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          if (/(^|\n)event: [^\n]*\ndata: [^\n]*\n\n/.test(Buffer.concat(chunks).toString('utf8'))) finish();
        });
        response.on('error', () => {});
        return;
      }
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, contentType: response.headers['content-type'] ?? '', body: Buffer.concat(chunks), ms: performance.now() - started }));
      response.on('error', reject);
    });
    outgoing.setTimeout(10_000, () => outgoing.destroy(new Error('no answer within 10 s')));
    // The server may answer (413, 415) and close before the whole body is written: the answer counts.
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/** A seeding request: its JSON answer, or an error past 2xx. */
export async function api(base: string, method: string, url: string, body: unknown, headers: Record<string, string>): Promise<Record<string, unknown>> {
  const answer = await send(base, {
    method, url, unparsableBody: false,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : Buffer.from(JSON.stringify(body)),
  });
  if (answer.status >= 300) throw new Error(`seeding: ${method} ${url} answered ${answer.status} ${preview(answer.body)}`);
  return JSON.parse(answer.body.toString('utf8')) as Record<string, unknown>;
}

export function preview(body: Buffer): string {
  const text = body.toString('utf8');
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}
