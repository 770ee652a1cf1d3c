import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { createUser } from '../../src/accounts/manage-users.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { pngBytes } from '../helpers/images.js';

const PASSWORD = 'a long enough password';
const MAX_BYTES = 4096;

describe('media uploads', () => {
  let t: TestApp;
  let base: string;
  let token: string;
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'media-'));
  before(async () => {
    t = await startTestApp({ ACCESS_MODE: 'protected', ADMIN_API_KEY: 'media-test-admin-key', MEDIA_DIR: mediaDir, MEDIA_MAX_BYTES: String(MAX_BYTES) });
    await createUser(t.context, { kind: 'cli', role: 'admin' }, { email: 'ed@shop.example', role: 'editor', password: PASSWORD });
    token = (await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'ed@shop.example', password: PASSWORD } })).json().token;
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(async () => t.close());

  const storedFiles = () => readdirSync(mediaDir).filter((name) => name !== '.incoming');
  const incomingFiles = () => { try { return readdirSync(path.join(mediaDir, '.incoming')); } catch { return []; } };
  const mediaCount = async () => Number(((await t.database.db.execute(sql`select count(*)::int as n from documents where collection = 'media'`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);

  async function upload(parts: [string, Blob | string, string?][], headers: Record<string, string> = { authorization: `Bearer ${token}` }) {
    const form = new FormData();
    for (const [name, value, filename] of parts) {
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, value, filename);
    }
    const response = await fetch(`${base}/api/media`, { method: 'POST', body: form, headers });
    return { status: response.status, body: await response.json() };
  }

  it('stores an image, reading type and size from its bytes (not the name or type sent), and serves it cacheably', async () => {
    const bytes = pngBytes(40, 30);
    const { status, body } = await upload([['alt', 'A meeple'], ['file', new Blob([new Uint8Array(bytes)], { type: 'text/html' }), 'C:\\fakepath\\evil.html']]);
    assert.equal(status, 201, JSON.stringify(body));
    const { doc } = body;
    assert.equal(doc.mimeType, 'image/png');
    assert.deepEqual([doc.width, doc.height, doc.filesize, doc.alt, doc.filename], [40, 30, bytes.length, 'A meeple', 'evil.html']);
    assert.match(doc.url, new RegExp(`^${base}/media/[0-9a-f]{64}-[0-9a-f]{16}\\.png$`), 'absolute, on the address it was sent to');
    const file = await fetch(new URL(doc.url, base));
    assert.equal(file.status, 200);
    assert.equal(file.headers.get('content-type'), 'image/png');
    assert.equal(file.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(file.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.deepEqual(Buffer.from(await file.arrayBuffer()), bytes);
    const etag = file.headers.get('etag')!;
    assert.match(etag, /^"[0-9a-f]{64}"$/);
    const again = await fetch(new URL(doc.url, base), { headers: { 'if-none-match': etag } });
    assert.equal(again.status, 304);
    // Through the content API like any record, with its audit entry.
    const read = await t.app.inject({ url: `/api/media/${doc.id}` });
    assert.equal(read.json().url, doc.url.replace(base, 'http://localhost:80'), 'on the address of the read');
    const audit = (await t.database.db.execute(sql`select count(*)::int as n from audit_log where collection = 'media' and document_id = ${doc.id} and operation = 'create'`)) as unknown as { rows: { n: number }[] };
    assert.equal(audit.rows[0]!.n, 1);
  });

  it('refuses a file that is no accepted image with 415, keeping nothing', async () => {
    const before = { records: await mediaCount(), files: storedFiles().length };
    const { status, body } = await upload([['file', new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: 'image/png' }), 'logo.png']]);
    assert.equal(status, 415);
    assert.match(body.errors[0].message, /PNG, JPEG, GIF, WebP and AVIF/);
    assert.deepEqual({ records: await mediaCount(), files: storedFiles().length }, before);
    assert.deepEqual(incomingFiles(), []);
  });

  it('refuses a file over MEDIA_MAX_BYTES with 413, keeping nothing', async () => {
    const before = { records: await mediaCount(), files: storedFiles().length };
    const big = Buffer.concat([pngBytes(200, 200), randomBytes(2 * MAX_BYTES)]);
    assert.ok(big.length > MAX_BYTES, `${big.length} bytes`);
    const { status, body } = await upload([['file', new Blob([new Uint8Array(big)]), 'big.png']]);
    assert.equal(status, 413);
    assert.ok(body.errors[0].message);
    assert.deepEqual({ records: await mediaCount(), files: storedFiles().length }, before);
    assert.deepEqual(incomingFiles(), []);
  });

  it('refuses unexpected form fields and a missing file with 400, keeping nothing', async () => {
    const before = { records: await mediaCount(), files: storedFiles().length };
    assert.equal((await upload([['file', new Blob([new Uint8Array(pngBytes(2, 2))]), 'a.png'], ['caption', 'x']])).status, 400);
    assert.equal((await upload([['alt', 'no file']])).status, 400);
    assert.deepEqual({ records: await mediaCount(), files: storedFiles().length }, before);
    assert.deepEqual(incomingFiles(), []);
  });

  it('refuses an anonymous upload with 401, keeping nothing', async () => {
    const before = { records: await mediaCount(), files: storedFiles().length };
    const { status } = await upload([['file', new Blob([new Uint8Array(pngBytes(2, 2))]), 'a.png']], {});
    assert.equal(status, 401);
    assert.deepEqual({ records: await mediaCount(), files: storedFiles().length }, before);
  });

  it('still creates URL-only media from JSON', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/media', headers: { authorization: `Bearer ${token}` }, payload: { url: 'https://cdn.example/a.jpg', alt: 'hosted' } });
    assert.equal(response.statusCode, 201, response.body);
    assert.equal(response.json().doc.url, 'https://cdn.example/a.jpg');
    const invalid = await t.app.inject({ method: 'POST', url: '/api/media', headers: { authorization: `Bearer ${token}` }, payload: { alt: 'no url' } });
    assert.equal(invalid.statusCode, 400);
    assert.equal(invalid.json().errors[0].field, 'url');
  });

  it('deletes an uploaded file with the last record that shows it', async () => {
    const { body } = await upload([['file', new Blob([new Uint8Array(pngBytes(5, 5))]), 'shared.png']]);
    const { url, id } = body.doc;
    const copy = await t.app.inject({ method: 'POST', url: '/api/media', headers: { authorization: `Bearer ${token}` }, payload: { url, alt: 'same file' } });
    const auth = { authorization: `Bearer ${token}` };
    assert.equal((await t.app.inject({ method: 'DELETE', url: `/api/media/${id}`, headers: auth })).statusCode, 200);
    assert.equal((await fetch(new URL(url, base))).status, 200, 'another record still shows it');
    assert.equal((await t.app.inject({ method: 'DELETE', url: `/api/media/${copy.json().doc.id}`, headers: auth })).statusCode, 200);
    assert.equal((await fetch(new URL(url, base))).status, 404);
    assert.ok(!storedFiles().includes(url.split('/').pop()));
  });

  it('answers 404 to keys that name no stored file, traversal included', async () => {
    for (const key of ['nope.png', '..%2F..%2Fetc%2Fpasswd', `${'a'.repeat(64)}-${'b'.repeat(16)}.png`, `${'a'.repeat(64)}-${'b'.repeat(16)}.svg`]) {
      assert.equal((await fetch(`${base}/media/${key}`)).status, 404, key);
    }
  });
});
