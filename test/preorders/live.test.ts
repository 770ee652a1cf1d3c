import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { createDoc, startTestApp, type TestApp } from '../helpers/app.js';
import { openEventStream } from '../helpers/event-stream.js';

describe('GET /api/preorders/{id}/live', () => {
  let t: TestApp;
  let base: string;
  let productId: string;
  before(async () => {
    t = await startTestApp({ LIVE_STREAMS_PER_ADDRESS: '3', LIVE_HEARTBEAT_MS: '300' });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    productId = (await createDoc(t.app, 'preorder-products', {
      title: 'Live kit', fundingGoal: '100', orderCount: 10, variants: [{ id: 'v-live', title: 'Kit', currentOrders: 1, maxOrders: 10 }],
    })).id;
  });
  after(() => t.close());

  const detail = async () => {
    const response = await fetch(`${base}/api/preorders/${productId}`);
    return { etag: response.headers.get('etag')!.replaceAll('"', ''), body: await response.text() };
  };

  it('sends the detail at once, then again after each change of its figures, and nothing for other writes', async () => {
    const stream = await openEventStream(`${base}/api/preorders/${productId}/live`);
    try {
      assert.equal(stream.response.status, 200);
      assert.match(stream.response.headers.get('content-type') ?? '', /^text\/event-stream/);
      await stream.waitFor(() => stream.named().length === 1, 'the first event');
      const now = await detail();
      assert.deepEqual(stream.named()[0], { id: now.etag, event: 'preorder', data: now.body });

      const patched = await t.app.inject({ method: 'PATCH', url: `/api/preorders/${productId}`, payload: { funding_goal: 50 } });
      assert.equal(patched.statusCode, 200);
      await stream.waitFor(() => stream.named().length === 2, 'the event of the change');
      assert.equal(JSON.parse(stream.named()[1]!.data!).preorder.funding_goal, 50);
      assert.equal(stream.named()[1]!.id, (await detail()).etag);

      await createDoc(t.app, 'announcements', { title: 'Unrelated' });
      await sleep(400);
      assert.equal(stream.named().length, 2, 'no event for a write the detail does not show');
      assert.ok(stream.events.some((event) => event.comment === 'heartbeat'), 'a heartbeat comment');
    } finally {
      stream.close();
    }
  });

  it('resumes from Last-Event-ID: an unchanged detail is not sent again', async () => {
    const { etag } = await detail();
    const stream = await openEventStream(`${base}/api/preorders/${productId}/live`, { 'last-event-id': etag });
    try {
      await sleep(300);
      assert.equal(stream.named().length, 0);
      await t.app.inject({ method: 'PATCH', url: `/api/preorders/${productId}`, payload: { fake_order_count: 7 } });
      await stream.waitFor(() => stream.named().length === 1, 'the change');
      assert.equal(JSON.parse(stream.named()[0]!.data!).preorder.fake_order_count, 7);
    } finally {
      stream.close();
    }
    const stale = await openEventStream(`${base}/api/preorders/${productId}/live`, { 'last-event-id': etag });
    try {
      await stale.waitFor(() => stale.named().length === 1, 'the current detail for an old id');
    } finally {
      stale.close();
    }
  });

  it('answers HEAD with the stream\'s headers and no stream', async () => {
    const head = await fetch(`${base}/api/preorders/${productId}/live`, { method: 'HEAD', signal: AbortSignal.timeout(2000) });
    assert.equal(head.status, 200);
    assert.match(head.headers.get('content-type') ?? '', /^text\/event-stream/);
    assert.equal((await fetch(`${base}/api/preorders/no-such-product/live`, { method: 'HEAD' })).status, 404);
  });

  it('caps open streams per client address (429), and frees a place when one closes', async () => {
    const open = await Promise.all([1, 2, 3].map(() => openEventStream(`${base}/api/preorders/${productId}/live`)));
    try {
      const refused = await fetch(`${base}/api/preorders/${productId}/live`);
      assert.equal(refused.status, 429);
      assert.match((await refused.json()).error, /LIVE_STREAMS_PER_ADDRESS/);
      open[0]!.close();
      await sleep(200);
      const again = await openEventStream(`${base}/api/preorders/${productId}/live`);
      assert.equal(again.response.status, 200);
      again.close();
    } finally {
      for (const stream of open) stream.close();
      await sleep(300); // the server sees the connections close
    }
  });

  it('answers 404 for an unknown product, and ends the stream with event gone when the product is deleted', async () => {
    const missing = await fetch(`${base}/api/preorders/no-such-product/live`);
    assert.equal(missing.status, 404);
    assert.match((await missing.json()).error, /not found/);
    const doomed = (await createDoc(t.app, 'preorder-products', { title: 'Short-lived' })).id;
    const stream = await openEventStream(`${base}/api/preorders/${doomed}/live`);
    await stream.waitFor(() => stream.named().length === 1, 'the first event');
    await t.app.inject({ method: 'DELETE', url: `/api/preorder-products/${doomed}` });
    await stream.waitFor(() => stream.ended, 'the end of the stream');
    assert.equal(stream.named().at(-1)!.event, 'gone');
  });
});
