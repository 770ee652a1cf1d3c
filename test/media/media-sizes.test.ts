import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { createUser } from '../../src/accounts/manage-users.js';
import { collections } from '../../src/content/collections.js';
import type { Field } from '../../src/content/fields.js';
import { IMAGE_SIZES } from '../../src/content/uploads/image-sizes.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { pngBytes } from '../helpers/images.js';

// Sizes made at upload (Payload's imageSizes): real files beside the original, read back here with sharp.

const PASSWORD = 'a long enough password';
const QUOTA = 300_000;

interface Size { url: string; width: number; height: number; mimeType: string; filesize: number; filename: string }
interface MediaDoc { id: string; url: string; alt: string; filename: string; width: number; height: number; sizes: Record<string, Size> }

/** A PNG cut inside its image data: its header reads (type and size), its pixels do not. */
const truncatedPng = (width: number, height: number) => pngBytes(width, height).subarray(0, 8 + 25 + 12 + 60);

/** A media folder and an app on it, with helpers that look at what the folder holds. */
function mediaApp(env: Record<string, string>) {
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'media-sizes-'));
  const state = { t: undefined as unknown as TestApp, base: '' };
  before(async () => {
    state.t = await startTestApp({ MEDIA_DIR: mediaDir, ...env });
    state.base = await state.t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(() => state.t.close());
  const storedFiles = () => readdirSync(mediaDir).filter((name) => name !== '.incoming').sort();
  const incomingFiles = () => { try { return readdirSync(path.join(mediaDir, '.incoming')); } catch { return []; } };
  const mediaCount = async () => Number(((await state.t.database.db.execute(sql`select count(*)::int as n from documents where collection = 'media'`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
  const snapshot = async () => ({ records: await mediaCount(), files: storedFiles(), incoming: incomingFiles() });
  async function upload(bytes: Buffer, filename: string, headers: Record<string, string> = {}, alt = '') {
    const form = new FormData();
    form.append('alt', alt);
    form.append('file', new Blob([new Uint8Array(bytes)]), filename);
    const response = await fetch(`${state.base}/api/media`, { method: 'POST', body: form, headers });
    return { status: response.status, body: await response.json() as { doc: MediaDoc; errors?: { message: string }[] } };
  }
  return { state, mediaDir, storedFiles, snapshot, upload };
}

/** Checks every size against the file served at its url and the file stored on disk, with sharp. */
async function assertServedSizes(doc: MediaDoc, mediaDir: string, expected: Record<string, { width: number; height: number; format: string; mimeType: string }>) {
  assert.deepEqual(Object.keys(doc.sizes).sort(), Object.keys(expected).sort());
  const originalKey = new URL(doc.url).pathname.split('/').pop()!;
  for (const [name, size] of Object.entries(doc.sizes)) {
    const want = expected[name]!;
    const key = new URL(size.url).pathname.split('/').pop()!;
    assert.equal(key, `${originalKey.replace(/\.[a-z]+$/, '')}-${name}.${key.split('.').pop()}`, 'kept beside the original, named after it');
    const response = await fetch(size.url);
    assert.equal(response.status, 200, size.url);
    assert.equal(response.headers.get('content-type'), want.mimeType);
    assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(response.headers.get('etag'), `"${originalKey.slice(0, 64)}-${name}"`);
    const served = Buffer.from(await response.arrayBuffer());
    assert.deepEqual(served, readFileSync(path.join(mediaDir, key)), 'the stored file, as it is');
    const read = await sharp(served).metadata();
    assert.deepEqual(
      { width: read.width, height: read.height, format: read.format, filesize: served.length },
      { width: want.width, height: want.height, format: want.format, filesize: size.filesize },
      name,
    );
    assert.deepEqual([size.width, size.height, size.mimeType], [want.width, want.height, want.mimeType]);
    assert.equal(size.filename, `${doc.filename.replace(/\.[^.]*$/, '')}-${want.width}x${want.height}.${key.split('.').pop()}`);
  }
}

it('defines a field of the media collection for each size made', () => {
  const sizes = collections.media!.fields.sizes as Extract<Field, { type: 'object' }>;
  assert.deepEqual(Object.keys(sizes.fields).sort(), IMAGE_SIZES.map((size) => size.name).sort());
});

describe('media sizes, open mode (no credential needed to upload)', () => {
  const { state, mediaDir, storedFiles, snapshot, upload } = mediaApp({});

  it('makes a 300 px thumbnail and a 768 px card of a wide PNG, served like the original', async () => {
    const { status, body } = await upload(pngBytes(1000, 600), 'poster.png', {}, 'A poster');
    assert.equal(status, 201, JSON.stringify(body));
    const { doc } = body;
    assert.deepEqual([doc.width, doc.height], [1000, 600]);
    await assertServedSizes(doc, mediaDir, {
      thumbnail: { width: 300, height: 180, format: 'png', mimeType: 'image/png' },
      card: { width: 768, height: 461, format: 'png', mimeType: 'image/png' },
    });
    // The record as read anonymously (the fast lane in open mode) names the same files, on the reader's address.
    const read = await (await fetch(`${state.base}/api/media/${doc.id}`)).json() as MediaDoc;
    assert.deepEqual(read.sizes, doc.sizes);
    const etag = `"${new URL(doc.url).pathname.split('/').pop()!.slice(0, 64)}-thumbnail"`;
    assert.equal((await fetch(doc.sizes.thumbnail!.url, { headers: { 'if-none-match': etag } })).status, 304);
  });

  it('never enlarges: an image 300 px wide or less gets no sizes, one 500 px wide only the thumbnail', async () => {
    const small = (await upload(pngBytes(300, 200), 'small.png')).body.doc;
    assert.deepEqual(small.sizes, {});
    const medium = (await upload(pngBytes(500, 100), 'medium.png')).body.doc;
    await assertServedSizes(medium, mediaDir, { thumbnail: { width: 300, height: 60, format: 'png', mimeType: 'image/png' } });
  });

  it('keeps the format of a JPEG, turns an EXIF-rotated photo upright, and sizes an AVIF as WebP', async () => {
    // Stored 800×400 with orientation 6 (a quarter turn clockwise): shown 400×800.
    const photo = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#336699' } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const jpeg = (await upload(photo, 'photo.jpg')).body.doc;
    await assertServedSizes(jpeg, mediaDir, { thumbnail: { width: 300, height: 600, format: 'jpeg', mimeType: 'image/jpeg' } });
    const avifBytes = await sharp({ create: { width: 640, height: 320, channels: 3, background: '#996633' } }).avif({ effort: 0 }).toBuffer();
    const avif = (await upload(avifBytes, 'banner.avif')).body.doc;
    await assertServedSizes(avif, mediaDir, { thumbnail: { width: 300, height: 150, format: 'webp', mimeType: 'image/webp' } });
  });

  it('keeps an image sharp cannot read (cut in its pixel data) without sizes, and leaves no size file behind', async () => {
    const before = await snapshot();
    const { status, body } = await upload(truncatedPng(1000, 600), 'cut.png');
    assert.equal(status, 201, JSON.stringify(body));
    assert.deepEqual(body.doc.sizes, {});
    const key = new URL(body.doc.url).pathname.split('/').pop()!;
    assert.deepEqual(await snapshot(), { records: before.records + 1, files: [...before.files, key].sort(), incoming: [] }, 'the original alone');
  });

  it('deletes the sizes with the record: 404 at their urls and gone from the folder', async () => {
    const { doc } = (await upload(pngBytes(900, 300), 'gone.png')).body;
    const keys = [doc.url, ...Object.values(doc.sizes).map((size) => size.url)].map((url) => new URL(url).pathname.split('/').pop()!);
    assert.equal(keys.length, 3);
    assert.ok(keys.every((key) => storedFiles().includes(key)));
    assert.equal((await state.t.app.inject({ method: 'DELETE', url: `/api/media/${doc.id}` })).statusCode, 200);
    for (const url of [doc.url, doc.sizes.thumbnail!.url, doc.sizes.card!.url]) assert.equal((await fetch(url)).status, 404, url);
    assert.ok(keys.every((key) => !storedFiles().includes(key)), storedFiles().join());
  });

  it('gives a record the sizes of the file it shows, whatever the body says of them', async () => {
    const { doc } = (await upload(pngBytes(700, 700), 'square.png')).body;
    const forged = { thumbnail: { url: 'https://evil.example/x.png', width: 1, height: 1 } };
    // A second record showing the same file (by the absolute url it was read with) gets its sizes.
    const copy = await state.t.app.inject({ method: 'POST', url: '/api/media', payload: { url: doc.url, alt: 'same file', sizes: forged } });
    assert.equal(copy.statusCode, 201, copy.body);
    const copied = copy.json().doc as MediaDoc;
    assert.deepEqual(Object.keys(copied.sizes), ['thumbnail']);
    assert.equal(new URL(copied.sizes.thumbnail!.url).pathname, new URL(doc.sizes.thumbnail!.url).pathname);
    // Sizes written alone are ignored; the admin app sends back what it read.
    const patched = await state.t.app.inject({ method: 'PATCH', url: `/api/media/${doc.id}`, payload: { alt: 'renamed', sizes: forged } });
    assert.equal(patched.statusCode, 200, patched.body);
    assert.equal(new URL(patched.json().doc.sizes.thumbnail.url).pathname, new URL(doc.sizes.thumbnail!.url).pathname);
    // Shown elsewhere, a record has no sizes; the file and its sizes stay while the copy shows them.
    const moved = await state.t.app.inject({ method: 'PATCH', url: `/api/media/${doc.id}`, payload: { url: 'https://cdn.example/elsewhere.png' } });
    assert.deepEqual(moved.json().doc.sizes, {});
    assert.equal((await fetch(doc.sizes.thumbnail!.url)).status, 200, 'the copy still shows the file');
    assert.equal((await state.t.app.inject({ method: 'DELETE', url: `/api/media/${copied.id}` })).statusCode, 200);
    assert.equal((await fetch(doc.sizes.thumbnail!.url)).status, 404);
  });

  it('answers an identical upload with the first record and its sizes, storing nothing more', async () => {
    const bytes = pngBytes(640, 480);
    const first = (await upload(bytes, 'same.png')).body.doc;
    const before = await snapshot();
    const again = await upload(bytes, 'same-again.png');
    assert.equal(again.status, 200);
    assert.deepEqual(again.body.doc.sizes, first.sizes);
    assert.deepEqual(await snapshot(), before);
  });
});

describe('media sizes, protected mode', () => {
  const ADMIN = { authorization: 'Bearer media-sizes-admin-key' };
  const { state, mediaDir, snapshot, upload } = mediaApp({ ADMIN_API_KEY: 'media-sizes-admin-key', MEDIA_QUOTA_BYTES: String(QUOTA), PUBLIC_URL: 'https://shop.example' });
  let editorKey: string;
  let viewerKey: string;
  before(async () => {
    await createUser(state.t.context, { kind: 'cli', role: 'admin' }, { email: 'ed@shop.example', role: 'editor', password: PASSWORD });
    const token = (await state.t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'ed@shop.example', password: PASSWORD } })).json().token;
    const makeKey = async (role: string) => (await state.t.app.inject({ method: 'POST', url: '/api/api-keys', headers: { authorization: `Bearer ${token}` }, payload: { name: role, role } })).json().key as string;
    editorKey = await makeKey('editor');
    viewerKey = await makeKey('viewer');
  });

  it('makes sizes for an editor\'s key, with absolute urls on PUBLIC_URL, served', async () => {
    const { status, body } = await upload(pngBytes(800, 400), 'wide.png', { authorization: `Bearer ${editorKey}` });
    assert.equal(status, 201, JSON.stringify(body));
    for (const size of Object.values(body.doc.sizes)) assert.match(size.url, /^https:\/\/shop\.example\/media\/[0-9a-f]{64}-[0-9a-f]{16}-(thumbnail|card)\.png$/);
    const local = (url: string) => `${state.base}${new URL(url).pathname}`;
    const doc = { ...body.doc, url: local(body.doc.url), sizes: Object.fromEntries(Object.entries(body.doc.sizes).map(([name, size]) => [name, { ...size, url: local(size.url) }])) };
    await assertServedSizes(doc, mediaDir, {
      thumbnail: { width: 300, height: 150, format: 'png', mimeType: 'image/png' },
      card: { width: 768, height: 384, format: 'png', mimeType: 'image/png' },
    });
    const read = await state.t.app.inject({ url: `/api/media/${body.doc.id}`, headers: { authorization: `Bearer ${viewerKey}` } });
    assert.deepEqual(read.json().sizes, body.doc.sizes, 'a viewer reads them, on PUBLIC_URL');
  });

  it('keeps an editor\'s image that sharp cannot read without sizes, and nothing else', async () => {
    const before = await snapshot();
    const { status, body } = await upload(truncatedPng(900, 700), 'cut.png', { authorization: `Bearer ${editorKey}` });
    assert.equal(status, 201, JSON.stringify(body));
    assert.deepEqual(body.doc.sizes, {});
    const key = new URL(body.doc.url).pathname.split('/').pop()!;
    assert.deepEqual(await snapshot(), { records: before.records + 1, files: [...before.files, key].sort(), incoming: [] });
  });

  it('refuses a viewer\'s upload (403) and an anonymous one (401), keeping nothing', async () => {
    const before = await snapshot();
    assert.equal((await upload(pngBytes(900, 900), 'no.png', { authorization: `Bearer ${viewerKey}` })).status, 403);
    assert.equal((await upload(pngBytes(900, 901), 'no.png')).status, 401);
    assert.deepEqual(await snapshot(), before);
  });

  it('refuses with 507 an image whose sizes do not fit in MEDIA_QUOTA_BYTES, though the original would: nothing kept', async () => {
    // Noise compresses badly: about 235 KB, and its thumbnail about 125 KB.
    const noise = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer();
    const before = await snapshot();
    const used = before.files.reduce((total, name) => total + readFileSync(path.join(mediaDir, name)).length, 0);
    assert.ok(used + noise.length < QUOTA, `the original alone fits: ${used} + ${noise.length}`);
    const { status, body } = await upload(noise, 'noise.png', ADMIN);
    assert.equal(status, 507, JSON.stringify(body));
    assert.match(body.errors![0]!.message, /with its sizes/);
    assert.deepEqual(await snapshot(), before);
  });
});
