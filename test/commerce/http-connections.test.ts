import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { callBackend } from '../../src/commerce/http.js';

/**
 * A backend that closes a kept-alive connection as the next request arrives on it, the way one closing
 * idle connections races a client that picked one: the request is dropped unread and unanswered.
 */
function closingBackend(options: { dropOnFirstRequest?: boolean } = {}) {
  const requestsOnSocket = new WeakMap<object, number>();
  const arrived: string[] = [];
  const served: string[] = [];
  const server = http.createServer((request, response) => {
    const count = (requestsOnSocket.get(request.socket) ?? 0) + 1;
    requestsOnSocket.set(request.socket, count);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      arrived.push(`${request.method} ${request.url} ${body}`);
      if (count > 1 || options.dropOnFirstRequest) {
        request.socket.destroy();
        return;
      }
      served.push(`${request.method} ${request.url} ${body}`);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ variant: { id: 'var_1', metadata: body ? JSON.parse(body).metadata : {} } }));
    });
  });
  return { server, arrived, served };
}

describe('commerce calls on kept-alive connections', () => {
  const backend = closingBackend();
  const dropping = closingBackend({ dropOnFirstRequest: true });
  let baseUrl: string;
  let droppingUrl: string;
  const listen = async (server: http.Server) => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  before(async () => {
    baseUrl = await listen(backend.server);
    droppingUrl = await listen(dropping.server);
  });
  after(() => {
    backend.server.close();
    dropping.server.close();
    backend.server.closeAllConnections();
    dropping.server.closeAllConnections();
  });

  it('sends a write again on a new connection when the kept-alive one was closed before any answer', async () => {
    const settings = { baseUrl, timeoutMs: 5_000 };
    const first = await callBackend(settings, 'POST', '/admin/product-variants/var_1', { body: { metadata: { current_orders: '1' } } });
    assert.equal(first.status, 200);
    // The next call picks the kept-alive connection, which the backend closes unread.
    const second = await callBackend(settings, 'POST', '/admin/product-variants/var_1', { body: { metadata: { current_orders: '2' } } });
    assert.equal(second.status, 200);
    assert.deepEqual((second.body as { variant: { metadata: unknown } }).variant.metadata, { current_orders: '2' });
    const write2 = 'POST /admin/product-variants/var_1 {"metadata":{"current_orders":"2"}}';
    assert.deepEqual(backend.arrived.filter((line) => line === write2).length, 2, 'dropped once, then sent again');
    assert.deepEqual(backend.served.filter((line) => line === write2).length, 1, 'written once');
  });

  it('never sends a write again when a new connection is closed before any answer', async () => {
    await assert.rejects(
      callBackend({ baseUrl: droppingUrl, timeoutMs: 5_000 }, 'POST', '/admin/product-variants/var_1', { body: { metadata: { current_orders: '3' } } }),
      /Commerce backend unreachable/,
    );
    assert.equal(dropping.arrived.length, 1, 'the write reached the backend once and was not repeated');
  });
});
