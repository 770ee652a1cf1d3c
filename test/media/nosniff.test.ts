import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createDoc, startTestApp, type TestApp } from '../helpers/app.js';
import { openEventStream } from '../helpers/event-stream.js';
import { pngBytes } from '../helpers/images.js';

describe('X-Content-Type-Options: nosniff', () => {
  let t: TestApp;
  let base: string;
  let productId: string;
  const ADMIN = { authorization: 'Bearer nosniff-admin-key' };
  before(async () => {
    t = await startTestApp({ ADMIN_API_KEY: 'nosniff-admin-key', MEDIA_DIR: mkdtempSync(path.join(tmpdir(), 'media-')) });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    productId = (await createDoc(t.app, 'preorder-products', { title: 'Sniffed', fundingGoal: '100', orderCount: 1 }, ADMIN)).id;
  });
  after(() => t.close());

  it('is on every answer: JSON, errors, 404s, kept answers from the fast lane, 304s, media files, live streams', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pngBytes(3, 3))]), 'a.png');
    const uploaded = await fetch(`${base}/api/media`, { method: 'POST', body: form, headers: ADMIN });
    const { doc } = await uploaded.json() as { doc: { url: string } };
    const detail = `${base}/api/preorders/${productId}`;
    await fetch(detail); // the second read is the fast lane's kept answer
    const kept = await fetch(detail);
    const answers: [string, Response][] = [
      ['upload', uploaded],
      ['healthz', await fetch(`${base}/healthz`)],
      ['detail, computed then kept', kept],
      ['detail 304', await fetch(detail, { headers: { 'if-none-match': kept.headers.get('etag')! } })],
      ['unknown route 404', await fetch(`${base}/no/such/route`)],
      ['bad JSON 400', await fetch(`${base}/api/announcements`, { method: 'POST', headers: { ...ADMIN, 'content-type': 'application/json' }, body: '{' })],
      ['401', await fetch(`${base}/api/webhooks`)],
      ['media file', await fetch(new URL(doc.url, base))],
      ['media 404', await fetch(`${base}/media/nope.png`)],
      ['HEAD live', await fetch(`${detail}/live`, { method: 'HEAD' })],
    ];
    for (const [what, response] of answers) {
      await response.arrayBuffer().catch(() => undefined);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', `${what} (${response.status})`);
    }
    assert.equal(answers[2]![1].status, 200);
    assert.equal(answers[3]![1].status, 304);
    const stream = await openEventStream(`${detail}/live`);
    try {
      assert.equal(stream.response.status, 200);
      assert.equal(stream.response.headers.get('x-content-type-options'), 'nosniff', 'live stream');
    } finally {
      stream.close();
    }
  });
});
