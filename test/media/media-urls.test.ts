import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { IncomingMessage } from 'node:http';
import { ASK_FASTIFY, rawMediaBase, uploadPathOf } from '../../src/http/media-urls.js';
import { absoluteMediaJson } from '../../src/content-cache/sent-forms.js';
import { STORED_FILE_KEY } from '../../src/content/uploads/media-files.js';
import { createDoc, setGlobal, startTestApp, type TestApp } from '../helpers/app.js';
import { pngBytes } from '../helpers/images.js';

const KEY = `${'a'.repeat(64)}-${'0123456789abcdef'}.png`;
const PATH = `/media/${KEY}`;

describe('absoluteMediaJson', () => {
  it('makes absolute exactly the JSON string values that are an uploaded file\'s path', () => {
    const json = JSON.stringify({
      url: PATH, list: [PATH, 'x'], nested: { image: { relationTo: 'media', value: { url: PATH, alt: 'A' } } },
      quoted: `"${PATH}"`, prose: `see ${PATH}`, [PATH]: 'a key stays', other: '/media/not-a-key.png', elsewhere: `https://cdn.example${PATH}`,
    });
    const out = JSON.parse(absoluteMediaJson(json, 'https://cms.example/base'));
    const absolute = `https://cms.example/base${PATH}`;
    assert.deepEqual(out, {
      url: absolute, list: [absolute, 'x'], nested: { image: { relationTo: 'media', value: { url: absolute, alt: 'A' } } },
      quoted: `"${PATH}"`, prose: `see ${PATH}`, [PATH]: 'a key stays', other: '/media/not-a-key.png', elsewhere: `https://cdn.example${PATH}`,
    });
  });

  it('changes what the look-behind pattern it replaced changed, in any arrangement of the cases', () => {
    const sized = `${'b'.repeat(64)}-${'0123456789abcdef'}-thumbnail.webp`;
    const pattern = new RegExp(`(?<=[\\[,:])"/media/(${STORED_FILE_KEY.source.slice(1, -1)})"(?!:)`, 'g');
    const byPattern = (json: string, base: string) => json.replace(pattern, (_match, key: string) => `${JSON.stringify(`${base}/media/`).slice(0, -1)}${key}"`);
    const pieces = [`"${PATH}"`, `"/media/${sized}"`, `"${PATH}":`, '"/media/nope.png"', `"/media/${KEY}x"`, `\\"${PATH}\\"`, '[', ',', ':', ' ', '{', '}', ']', '"x"', `"${PATH}`, '"'];
    let seed = 7;
    // The high bits of a linear congruential generator: its low bits repeat every few steps.
    const next = () => Math.floor((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 16) % pieces.length;
    for (let round = 0; round < 2000; round += 1) {
      const json = Array.from({ length: 1 + (round % 12) }, () => pieces[next()]).join('');
      for (const base of ['http://localhost:3000', 'https://cms.example/a"b']) assert.equal(absoluteMediaJson(json, base), byPattern(json, base), json);
    }
  });

  it('finds the stored path in an absolute URL of an upload, on any address', () => {
    for (const base of ['http://localhost:3000', 'https://cms.example/base', 'http://127.0.0.1:8080']) assert.equal(uploadPathOf(`${base}${PATH}`), PATH, base);
    for (const url of [PATH, 'https://cdn.example/a.jpg', 'http://localhost:3000/media/other.png', `http://localhost${PATH}?v=2`, `ftp://localhost${PATH}`]) {
      assert.equal(uploadPathOf(url), undefined, url);
    }
  });
});

describe('the media base the fast lane puts in front of paths', () => {
  const request = (headers: Record<string, string>, encrypted = false) => ({ headers, socket: { encrypted } }) as unknown as IncomingMessage;

  it('is each request\'s own origin, remembered per Host and scheme, and as right past the remembered ones', () => {
    const baseOf = rawMediaBase({ publicUrl: undefined, allowedHosts: ['*'], trustProxy: false });
    // 300 names, more than are remembered, each asked three times, over http and https.
    for (let round = 0; round < 3; round += 1) {
      for (let index = 0; index < 300; index += 1) {
        assert.equal(baseOf(request({ host: `Shop-${index}.example:3000` })), `http://shop-${index}.example:3000`);
        assert.equal(baseOf(request({ host: `shop-${index}.example:3000` }, true)), `https://shop-${index}.example:3000`);
      }
    }
    assert.equal(baseOf(request({ host: 'bad host' })), undefined, 'not put in a URL');
    assert.equal(baseOf(request({})), undefined);
    assert.equal(baseOf(request({ host: 'shop-1.example:3000', 'x-forwarded-host': 'evil.example' })), 'http://shop-1.example:3000', 'forwarded headers count only from a trusted proxy');
  });

  it('leaves a forwarded request to Fastify behind a trusted proxy, and is PUBLIC_URL when set', () => {
    const proxied = rawMediaBase({ publicUrl: undefined, allowedHosts: ['*'], trustProxy: 1 });
    assert.equal(proxied(request({ host: 'shop.example', 'x-forwarded-proto': 'https' })), ASK_FASTIFY);
    assert.equal(proxied(request({ host: 'shop.example' })), 'http://shop.example');
    const fixed = rawMediaBase({ publicUrl: 'https://cms.example', allowedHosts: ['*'], trustProxy: 1 });
    assert.equal(fixed(request({ host: 'shop.example', 'x-forwarded-host': 'other.example' })), 'https://cms.example');
  });
});

/** A GET over a real socket with the headers given (Host included): what a browser or a proxy sends. */
function get(base: string, target: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path: target, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

async function uploadPng(base: string, alt: string, width: number): Promise<{ id: string; url: string; alt: string }> {
  const form = new FormData();
  form.append('alt', alt);
  form.append('file', new Blob([new Uint8Array(pngBytes(width, 3))]), 'shot.png');
  const response = await fetch(`${base}/api/media`, { method: 'POST', body: form });
  assert.equal(response.status, 201, await response.clone().text());
  return (await response.json()).doc;
}

/** Campaign with an uploaded thumbnail and image, a story, and a hero slide and recommendation list showing them. */
async function seedCampaign(t: TestApp, media: { id: string }) {
  const story = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Knitted in Lisbon.' }] }] };
  const campaign = await createDoc(t.app, 'preorder-products', {
    title: 'Winter Kit', status: 'published', _status: 'published', backendId: `prod_${media.id}`,
    thumbnail: { relationTo: 'media', value: media.id }, images: [{ relationTo: 'media', value: media.id }, 'https://cdn.example/b.jpg'],
    content: story,
  });
  await setGlobal(t.app, 'hero-slider', { slides: [{ id: 's1', title: 'Winter', image: { relationTo: 'media', value: media.id } }] });
  await setGlobal(t.app, 'product-recommendations', { enabled: true, lists: [{ id: 'l1', title: 'Featured', products: [{ relationTo: 'preorder-products', value: campaign.id }] }] });
  return { campaign, story };
}

describe('media URLs with PUBLIC_URL', () => {
  let t: TestApp;
  let base: string;
  let media: { id: string; url: string; alt: string };
  let campaign: { id: string };
  let story: unknown;
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'media-urls-'));
  before(async () => {
    t = await startTestApp({ PUBLIC_URL: 'https://cms.shop.example/content/', MEDIA_DIR: mediaDir, STORE_API_KEY: 'store-key' });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    media = await uploadPng(base, 'A red scarf', 5);
    ({ campaign, story } = await seedCampaign(t, media));
  });
  after(async () => t.close());

  const absolute = () => `https://cms.shop.example/content${new URL(media.url).pathname.replace(/^\/content/, '')}`;

  it('answers the upload, the record and the file with the PUBLIC_URL address, whatever the Host', async () => {
    assert.match(media.url, /^https:\/\/cms\.shop\.example\/content\/media\/[0-9a-f]{64}-[0-9a-f]{16}\.png$/);
    assert.equal(media.alt, 'A red scarf');
    for (const host of ['localhost', '127.0.0.1']) {
      const read = await get(base, `/api/media/${media.id}`, { host, 'x-forwarded-host': 'evil.example' });
      assert.equal(JSON.parse(read.body).url, media.url, host);
    }
    // The stored record keeps the path: a backup restores on any address.
    const stored = await t.context.db.execute(sql`select data->>'url' as url from documents where id = ${media.id}`) as unknown as { rows: { url: string }[] };
    assert.equal(stored.rows[0]!.url, media.url.replace('https://cms.shop.example/content', ''));
    const file = await fetch(`${base}${stored.rows[0]!.url}`);
    assert.equal(file.headers.get('content-type'), 'image/png');
  });

  it('carries the absolute URL and the alt text on home slides, cards, preorder detail, recommendations and the content API', async () => {
    const url = absolute();
    const home = (await t.app.inject({ url: '/api/home' })).json();
    assert.deepEqual([home.heroSlider.slides[0].image.value.url, home.heroSlider.slides[0].image.value.alt], [url, 'A red scarf']);
    assert.equal(home.productRecommendations.lists[0].products[0].thumbnail.value.url, url);
    const { preorder } = (await t.app.inject({ url: `/api/preorders/${campaign.id}` })).json();
    assert.deepEqual([preorder.thumbnail.value.url, preorder.thumbnail.value.alt], [url, 'A red scarf']);
    assert.deepEqual(preorder.images.map((image: { value?: { url: string; alt: string } } | string) => (typeof image === 'string' ? image : [image.value!.url, image.value!.alt])),
      [[url, 'A red scarf'], 'https://cdn.example/b.jpg'], 'commerce images stay as they are');
    assert.deepEqual(preorder.content, story, 'the story, after the contract\'s fields');
    assert.equal(Object.keys(preorder).at(-1), 'content');
    const recommendations = (await t.app.inject({ url: '/api/public/product-recommendations', headers: { 'x-store-api-key': 'store-key' } })).json();
    assert.equal(recommendations.data.lists[0].products[0].thumbnail.value.url, url);
    const doc = (await t.app.inject({ url: `/api/preorder-products/${campaign.id}` })).json();
    assert.equal(doc.thumbnail.value.url, url);
  });
});

describe('media URLs without PUBLIC_URL', () => {
  let t: TestApp;
  let base: string;
  let media: { id: string; url: string };
  let campaign: { id: string };
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'media-urls-'));
  before(async () => {
    t = await startTestApp({ MEDIA_DIR: mediaDir, ALLOWED_HOSTS: 'localhost,127.0.0.1,shop.example' });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    media = await uploadPng(base, 'A blue hat', 6);
    ({ campaign } = await seedCampaign(t, media));
  });
  after(async () => t.close());

  const key = () => media.url.slice(media.url.indexOf('/media/'));
  const slideUrl = (body: string) => JSON.parse(body).heroSlider.slides[0].image.value.url as string;

  it('takes the request\'s own origin, and a forged X-Forwarded-Host or -Proto changes nothing without TRUST_PROXY', async () => {
    assert.equal(media.url, `${base}${key()}`, 'the upload answer, on the address it was sent to');
    // shop.example is a name the service answers: only trust decides whether a forwarded one counts.
    const forged = { 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' };
    for (let round = 0; round < 3; round += 1) { // the later rounds come from kept answers, through the fast lane
      const home = await get(base, '/api/home', { host: 'localhost:3000', ...forged });
      assert.equal(slideUrl(home.body), `http://localhost:3000${key()}`);
      const detail = await get(base, `/api/preorders/${campaign.id}`, { host: 'localhost:3000', ...forged });
      assert.equal(JSON.parse(detail.body).preorder.thumbnail.value.url, `http://localhost:3000${key()}`);
      const doc = await get(base, `/api/media/${media.id}`, { host: 'localhost:3000', ...forged });
      assert.equal(JSON.parse(doc.body).url, `http://localhost:3000${key()}`);
    }
  });

  it('never serves an answer built for one origin to another, and their ETags differ', async () => {
    const targets = ['/api/home', `/api/preorders/${campaign.id}`, `/api/media/${media.id}`, '/api/globals/hero-slider', `/api/preorder-products?where[id][equals]=${campaign.id}`];
    for (const target of targets) {
      const seen = new Map<string, string>();
      for (let round = 0; round < 2; round += 1) {
        for (const host of ['localhost:3000', 'shop.example', '127.0.0.1:8080']) {
          const answer = await get(base, target, { host });
          assert.equal(answer.status, 200, `${target} ${answer.body}`);
          assert.ok(answer.body.includes(`"http://${host}${key()}"`), `${target} for ${host}: ${answer.body.slice(0, 300)}`);
          for (const other of ['localhost:3000', 'shop.example', '127.0.0.1:8080'].filter((name) => name !== host)) {
            assert.ok(!answer.body.includes(`http://${other}/`), `${target} for ${host} holds ${other}`);
          }
          const etag = String(answer.headers.etag);
          if (round === 0) seen.set(host, etag);
          else assert.equal(etag, seen.get(host), `${target}: the same ETag for the same origin`);
        }
      }
      assert.equal(new Set(seen.values()).size, 3, `${target}: one ETag per origin`);
      const crossed = await get(base, target, { host: 'shop.example', 'if-none-match': seen.get('localhost:3000')! });
      assert.equal(crossed.status, 200, `${target}: another origin's ETag is no match`);
      const same = await get(base, target, { host: 'shop.example', 'if-none-match': seen.get('shop.example')! });
      assert.equal(same.status, 304);
    }
  });

  it('keeps the file when a client writes back the absolute URL it read', async () => {
    const before = readdirSync(mediaDir).filter((name) => name !== '.incoming');
    const read = (await t.app.inject({ url: `/api/media/${media.id}` })).json();
    assert.equal(read.url, `http://localhost:80${key()}`, 'inject\'s Host');
    const patched = await t.app.inject({ method: 'PATCH', url: `/api/media/${media.id}`, payload: { ...read, alt: 'A navy hat' } });
    assert.equal(patched.statusCode, 200, patched.body);
    assert.equal(patched.json().doc.url, read.url);
    const stored = await t.context.db.execute(sql`select data->>'url' as url from documents where id = ${media.id}`) as unknown as { rows: { url: string }[] };
    assert.equal(stored.rows[0]!.url, key());
    assert.deepEqual(readdirSync(mediaDir).filter((name) => name !== '.incoming'), before, 'the file stays');
    assert.equal((await fetch(`${base}${key()}`)).status, 200);
  });
});

describe('media URLs behind a trusted proxy', () => {
  let t: TestApp;
  let base: string;
  let media: { url: string };
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'media-urls-'));
  before(async () => {
    t = await startTestApp({ MEDIA_DIR: mediaDir, TRUST_PROXY: 'loopback', ALLOWED_HOSTS: 'localhost,127.0.0.1,shop.example' });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    media = await uploadPng(base, 'A green glove', 7);
    await seedCampaign(t, await createDoc(t.app, 'media', { url: media.url.slice(media.url.indexOf('/media/')), alt: 'again' }));
  });
  after(async () => t.close());

  it('takes X-Forwarded-Proto and an allowed X-Forwarded-Host from the proxy, and the Host for a name it does not answer', async () => {
    const key = media.url.slice(media.url.indexOf('/media/'));
    for (let round = 0; round < 2; round += 1) {
      const proxied = await get(base, '/api/home', { host: 'localhost:3000', 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' });
      assert.equal(JSON.parse(proxied.body).heroSlider.slides[0].image.value.url, `https://shop.example${key}`);
      const unknown = await get(base, '/api/home', { host: 'localhost', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
      assert.equal(JSON.parse(unknown.body).heroSlider.slides[0].image.value.url, `https://localhost${key}`);
      const direct = await get(base, '/api/home', { host: 'localhost' });
      assert.equal(JSON.parse(direct.body).heroSlider.slides[0].image.value.url, `http://localhost${key}`);
    }
  });
});
