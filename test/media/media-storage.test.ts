import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { pngBytes } from '../helpers/images.js';
import { implausibleDimensions, imageInfo } from '../../src/content/uploads/image-info.js';

const ADMIN = { authorization: 'Bearer media-storage-admin-key' };
const QUOTA = 40_000;

/** A PNG header claiming any size, no image data: signature, IHDR, IEND (45 bytes). */
function claimedPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IEND', Buffer.alloc(0))]);
}

/** A real 2×2 PNG made `size` bytes long with random bytes after its end: unique content of a chosen size. */
const pngOfSize = (size: number) => {
  const image = pngBytes(2, 2);
  return Buffer.concat([image, randomBytes(size - image.length)]);
};

describe('stored media files', () => {
  let t: TestApp;
  let base: string;
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'media-'));
  before(async () => {
    t = await startTestApp({ ADMIN_API_KEY: 'media-storage-admin-key', MEDIA_DIR: mediaDir, MEDIA_QUOTA_BYTES: String(QUOTA) });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(() => t.close());

  const storedFiles = () => readdirSync(mediaDir).filter((name) => name !== '.incoming');
  const storedBytes = () => storedFiles().reduce((total, name) => total + statSync(path.join(mediaDir, name)).size, 0);
  const mediaCount = async () => Number(((await t.database.db.execute(sql`select count(*)::int as n from documents where collection = 'media'`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);

  async function upload(bytes: Buffer, alt = '') {
    const form = new FormData();
    form.append('alt', alt);
    form.append('file', new Blob([new Uint8Array(bytes)]), 'image.png');
    const response = await fetch(`${base}/api/media`, { method: 'POST', body: form, headers: ADMIN });
    return { status: response.status, body: await response.json() as { doc: { id: string; url: string; alt: string }; message: string; errors?: { message: string; field?: string }[] } };
  }

  it('keeps 30 identical uploads as one file and one record: the first answers 201, the others 200 with it', async () => {
    const before = { records: await mediaCount(), files: storedFiles().length };
    const bytes = pngOfSize(300);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, index) => upload(bytes, `copy ${index}`)));
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [...Array<number>(29).fill(200), 201]);
    assert.equal(new Set(answers.map((answer) => answer.body.doc.id)).size, 1, 'one record for all');
    assert.deepEqual({ records: await mediaCount(), files: storedFiles().length }, { records: before.records + 1, files: before.files + 1 });
    const reused = answers.find((answer) => answer.status === 200)!.body;
    assert.match(reused.message, /identical file is already stored/);
    const first = answers.find((answer) => answer.status === 201)!.body.doc;
    assert.equal(reused.doc.alt, first.alt, 'the existing record, unchanged');
    assert.equal((await fetch(new URL(first.url, base))).status, 200);
  });

  it('removes the file of a record updated to show another one, and answers 404 at its old URL', async () => {
    const first = (await upload(pngOfSize(200))).body.doc;
    const second = (await upload(pngOfSize(210))).body.doc;
    const external = (await upload(pngOfSize(220))).body.doc;
    const patch = (id: string, url: string) => t.app.inject({ method: 'PATCH', url: `/api/media/${id}`, headers: ADMIN, payload: { url } });
    assert.equal((await patch(first.id, second.url)).statusCode, 200);
    assert.equal((await fetch(new URL(first.url, base))).status, 404);
    assert.ok(!storedFiles().includes(first.url.split('/').pop()!));
    assert.equal((await fetch(new URL(second.url, base))).status, 200, 'the file it now shows stays');
    // Two records show the second file: one moving away leaves it in place.
    assert.equal((await patch(second.id, 'https://cdn.example/elsewhere.png')).statusCode, 200);
    assert.equal((await fetch(new URL(second.url, base))).status, 200);
    assert.equal((await patch(external.id, 'https://cdn.example/other.png')).statusCode, 200);
    assert.equal((await fetch(new URL(external.url, base))).status, 404);
    // An update that keeps the url keeps the file.
    assert.equal((await t.app.inject({ method: 'PATCH', url: `/api/media/${first.id}`, headers: ADMIN, payload: { alt: 'renamed' } })).statusCode, 200);
    assert.equal((await fetch(new URL(second.url, base))).status, 200);
  });

  it('refuses a new file past MEDIA_QUOTA_BYTES with 507, keeping nothing; identical content and freed room still fit', async () => {
    const fillerBytes = pngOfSize(QUOTA - storedBytes() - 100);
    const filler = await upload(fillerBytes);
    assert.equal(filler.status, 201, JSON.stringify(filler.body));
    const before = { records: await mediaCount(), files: storedFiles().length };
    const extra = pngOfSize(500);
    const refused = await upload(extra);
    assert.equal(refused.status, 507);
    assert.match(refused.body.errors![0]!.message, /Media storage is full: \d+ of 40000 bytes are used \(MEDIA_QUOTA_BYTES\) and this file needs 500/);
    assert.equal(refused.body.errors![0]!.field, 'file');
    assert.deepEqual({ records: await mediaCount(), files: storedFiles().length }, before);
    assert.deepEqual(readdirSync(path.join(mediaDir, '.incoming')), []);
    assert.ok(storedBytes() <= QUOTA);
    // Identical content takes no more room: its record answers, even with the quota reached.
    const again = await upload(fillerBytes);
    assert.deepEqual([again.status, again.body.doc.id], [200, filler.body.doc.id]);
    assert.equal((await t.app.inject({ method: 'DELETE', url: `/api/media/${filler.body.doc.id}`, headers: ADMIN })).statusCode, 200);
    assert.equal((await upload(extra)).status, 201, 'room again once the filler is deleted');
  });

  it('refuses an image whose dimensions its bytes cannot hold with 400, keeping nothing', async () => {
    const before = { records: await mediaCount(), files: storedFiles().length };
    const huge = claimedPng(4294967295, 4294967295);
    assert.equal(huge.length, 45);
    for (const bytes of [huge, claimedPng(65536, 1), claimedPng(0, 10), claimedPng(1000, 1000)]) {
      const { status, body } = await upload(bytes);
      assert.equal(status, 400, JSON.stringify(body));
      assert.equal(body.errors![0]!.field, 'file');
      assert.match(body.errors![0]!.message, /each side must be 1 to 65535|more than a PNG of 45 bytes can hold/);
    }
    assert.deepEqual({ records: await mediaCount(), files: storedFiles().length }, before);
  });
});

describe('implausibleDimensions', () => {
  it('accepts sides of 1 to 65535 and PNGs whose bytes can hold their pixels; refuses the rest', () => {
    const png = (width: number, height: number) => imageInfo(claimedPng(width, height))!;
    const table: [ReturnType<typeof imageInfo>, number, boolean][] = [
      [png(1, 1), 45, true],
      [png(600, 600), 45, true], // 360,000 pixels ≤ 45 × 8256
      [png(1000, 1000), 45, false],
      [png(65535, 65535), 600_000, true],
      [png(65536, 1), 1_000_000, false],
      [png(4294967295, 4294967295), 45, false],
      [png(0, 1), 45, false],
      [{ mimeType: 'image/jpeg', extension: 'jpg', width: undefined, height: undefined }, 10, true],
      [{ mimeType: 'image/avif', extension: 'avif', width: 70_000, height: 10 }, 1_000_000, false],
      [{ mimeType: 'image/gif', extension: 'gif', width: 65535, height: 65535 }, 16, true], // only PNG has a byte bound
    ];
    for (const [info, size, plausible] of table) {
      assert.equal(implausibleDimensions(info!, size) === undefined, plausible, `${info!.extension} ${info!.width}×${info!.height} in ${size} bytes`);
    }
  });
});
