import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The status this request was answered with. */
  answered: number;
}

/**
 * A webhook receiver on loopback: records every request, answers each with the next status of `plan`
 * (then 200), and can check a request's Standard Webhooks signature.
 */
export async function startReceiver(plan: number[] = []) {
  const received: Received[] = [];
  const waiters: (() => void)[] = [];
  const statuses = [...plan];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answered = statuses.shift() ?? 200;
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), answered });
      response.writeHead(answered, { 'content-type': 'text/plain' }).end(answered < 300 ? 'ok' : `failing on purpose (${answered})`);
      for (const wake of waiters.splice(0)) wake();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** Later answers: each request takes the next status. */
    answerNext: (...next: number[]) => statuses.push(...next),
    /** Resolves once `count` requests arrived (fails after `timeoutMs`, generous for a busy machine: it ends at the count). */
    async waitFor(count: number, timeoutMs = 15_000): Promise<Received[]> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} webhook requests, got ${received.length}`);
        await Promise.race([new Promise<void>((resolve) => waiters.push(resolve)), new Promise((resolve) => setTimeout(resolve, 50))]);
      }
      return received;
    },
    /** The verified body of a request (throws when the signature or timestamp is wrong). */
    verify(request: Received, secret: string): { type: string; timestamp: string; data: Record<string, unknown> } {
      return new Webhook(secret).verify(request.body, {
        'webhook-id': String(request.headers['webhook-id']),
        'webhook-timestamp': String(request.headers['webhook-timestamp']),
        'webhook-signature': String(request.headers['webhook-signature']),
      }) as never;
    },
    /** The signature matches body, id and the timestamp header, whatever that timestamp (tests move clocks). */
    signedWith(request: Received, secret: string): boolean {
      const at = new Date(Number(request.headers['webhook-timestamp']) * 1000);
      const expected = new Webhook(secret).sign(String(request.headers['webhook-id']), at, request.body);
      return String(request.headers['webhook-signature']).split(' ').includes(expected);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
