import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { MAX_REFERENCES_PER_DOCUMENT, MAX_REFERENCES_PER_FIELD } from '../../src/content/limits.js';
import { createDoc, setGlobal, startTestApp, type TestApp } from '../helpers/app.js';
import { freePort, peakRssMb, startServer, waitForHealth } from '../helpers/server-process.js';
import { startCommand } from '../../bench/servers.js';

const media = (id: string) => ({ relationTo: 'media', value: id });

describe('reference limits at write time', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(async () => t.close());

  it('refuses more references per field than allowed (400 naming the field) and stores nothing', async () => {
    const image = await createDoc(t.app, 'media', { url: 'https://cdn.example/a.jpg' });
    const over = await t.app.inject({ method: 'POST', url: '/api/products', payload: { title: 'P', images: Array(MAX_REFERENCES_PER_FIELD + 1).fill(media(image.id)) } });
    assert.equal(over.statusCode, 400);
    assert.equal(over.json().errors[0].field, 'images');
    assert.equal((await t.app.inject({ url: '/api/products' })).json().totalDocs, 0);
    const atLimit = await t.app.inject({ method: 'POST', url: '/api/products', payload: { title: 'P', images: Array(MAX_REFERENCES_PER_FIELD).fill(media(image.id)) } });
    assert.equal(atLimit.statusCode, 201);
  });

  it('refuses more references per document, counting a global after its merge', async () => {
    const product = await createDoc(t.app, 'products', { title: 'Q', status: 'published' });
    const list = (id: string) => ({ id, title: id, products: Array(900).fill({ relationTo: 'products', value: product.id }) });
    await setGlobal(t.app, 'product-recommendations', { enabled: true, lists: [list('a'), list('b'), list('c')] });
    const over = await t.app.inject({ method: 'POST', url: '/api/globals/product-recommendations', payload: { lists: [list('a'), list('b'), list('c'), list('d')] } });
    assert.equal(over.statusCode, 400);
    assert.match(over.json().errors[0].message, new RegExp(`At most ${MAX_REFERENCES_PER_DOCUMENT} references per document`));
    const stored = (await t.app.inject({ url: '/api/globals/product-recommendations?depth=0' })).json();
    assert.equal(stored.lists.length, 3, 'the refused write changed nothing');
  });
});

describe('private collections through expansion', () => {
  const ADMIN = 'bounds-admin-key';
  let t: TestApp;
  let authorId: string;
  before(async () => {
    t = await startTestApp({ ADMIN_API_KEY: ADMIN });
    const author = await t.app.inject({ method: 'POST', url: '/api/users', headers: { authorization: `Bearer ${ADMIN}` }, payload: { email: 'writer@shop.example', name: 'Writer', password: 'long enough password' } });
    authorId = author.json().doc.id;
    await t.app.inject({ method: 'POST', url: '/api/articles', headers: { authorization: `Bearer ${ADMIN}` }, payload: { title: 'Hello', status: 'published', author: authorId } });
  });
  after(async () => t.close());

  it('leaves a users reference bare for an anonymous reader, and expands it for one who may read users', async () => {
    for (const url of ['/api/articles?depth=1', '/api/articles?depth=5']) {
      const anonymous = await t.app.inject({ url });
      assert.equal(anonymous.statusCode, 200);
      assert.deepEqual(anonymous.json().docs[0].author, { relationTo: 'users', value: authorId }, url);
      assert.ok(!anonymous.body.includes('writer@shop.example'));
    }
    const single = await t.app.inject({ url: `/api/articles/${(await t.app.inject({ url: '/api/articles' })).json().docs[0].id}?depth=2` });
    assert.ok(!single.body.includes('writer@shop.example'));
    const wrongKey = await t.app.inject({ url: '/api/articles?depth=1', headers: { authorization: 'Bearer wrong' } });
    assert.ok(!wrongKey.body.includes('writer@shop.example'), 'an invalid credential counts as none');
    const admin = await t.app.inject({ url: '/api/articles?depth=1', headers: { authorization: `Bearer ${ADMIN}` } });
    assert.equal(admin.json().docs[0].author.value.email, 'writer@shop.example');
    assert.ok(!admin.body.includes('scrypt'), 'never the password hash');
  });
});

describe('poisoned documents', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(async () => t.close());

  it('leaves a document too deep to render out of lists, fails its own answer, and keeps globals and home answering', async () => {
    const fine = await createDoc(t.app, 'products', { title: 'Fine', status: 'published' });
    const deep = `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`;
    // As a document written before the body limit would be.
    await t.database.db.execute(sql`insert into documents (collection, id, data) values ('products', 'poisoned', ${`{"title":"Deep","status":"published","content":${deep}}`}::jsonb)`);
    await setGlobal(t.app, 'product-recommendations', {
      enabled: true, lists: [{ id: 'l', title: 'L', products: [{ relationTo: 'products', value: 'poisoned' }, { relationTo: 'products', value: fine.id }] }],
    });
    const list = await t.app.inject({ url: '/api/products' });
    assert.equal(list.statusCode, 200);
    assert.deepEqual(list.json().docs.map((doc: { id: string }) => doc.id), [fine.id]);
    const own = await t.app.inject({ url: '/api/products/poisoned' });
    assert.equal(own.statusCode, 500);
    assert.match(own.json().errors[0].message, /cannot be rendered/);
    const global = await t.app.inject({ url: '/api/globals/product-recommendations' });
    assert.equal(global.statusCode, 200);
    assert.deepEqual(global.json().lists[0].products[0], { relationTo: 'products', value: 'poisoned' });
    const home = await t.app.inject({ url: '/api/home' });
    assert.equal(home.statusCode, 200);
    assert.deepEqual(home.json().productRecommendations.lists[0].products.map((p: { id: string }) => p.id), [fine.id]);
  });
});

describe('the worst expansion the limits allow, in a process with 192 MB of heap', () => {
  let server: ReturnType<typeof startServer> & { child: ChildProcess };
  let base: string;
  let dataDir: string;
  const ids = { media: '', product: '', preorder: '' };

  before(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'bounds-'));
    const port = await freePort();
    // With npm start's V8 flags (--liftoff-only among them: the WebAssembly compiler's share of memory).
    const nodeFlags = startCommand().slice(0, -1);
    server = startServer({ PORT: String(port), DATA_DIR: dataDir, STORE_API_KEY: 'store' }, [...nodeFlags, '--max-old-space-size=192']);
    await waitForHealth(port, server.exited);
    base = `http://127.0.0.1:${port}`;
    const post = async (url: string, body: unknown) => {
      const response = await fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const text = await response.text();
      assert.ok(response.status < 300, `${url}: ${response.status} ${text.slice(0, 200)}`);
      return JSON.parse(text) as { doc: { id: string } };
    };
    // One media record near the 1 MiB body limit, referenced as often as a field allows.
    ids.media = (await post('/api/media', { url: 'https://cdn.example/big.jpg', alt: 'x'.repeat(900_000) })).doc.id;
    const images = Array(MAX_REFERENCES_PER_FIELD).fill(media(ids.media));
    ids.product = (await post('/api/products', { title: 'Heavy', status: 'published', images })).doc.id;
    ids.preorder = (await post('/api/preorder-products', { title: 'Heavy campaign', status: 'published', _status: 'published', backendId: 'heavy', images })).doc.id;
    await post('/api/globals/hero-slider', { slides: Array(MAX_REFERENCES_PER_FIELD).fill(0).map((_, index) => ({ id: `s${index}`, image: media(ids.media) })) });
    await post('/api/globals/product-recommendations', {
      enabled: true, lists: [{ id: 'l', title: 'L', products: [{ relationTo: 'products', value: ids.product }, { relationTo: 'preorder-products', value: ids.preorder }] }],
    });
  });
  after(async () => {
    server?.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers every expanding route with an error instead of expanding ~900 MB, and stays up', async () => {
    const expectations: [string, number, Record<string, string>?][] = [
      [`/api/products/${ids.product}`, 400],
      ['/api/products?depth=1', 400],
      [`/api/preorders/${ids.preorder}`, 500],
      ['/api/preorders/heavy', 500],
      ['/api/globals/hero-slider', 400],
      ['/api/globals/product-recommendations', 400],
      ['/api/home', 500],
      ['/api/public/product-recommendations', 500, { 'x-store-api-key': 'store' }],
    ];
    for (const [url, status, headers] of expectations) {
      const response = await fetch(`${base}${url}`, { headers });
      const body = await response.text();
      assert.equal(response.status, status, `${url}: ${body.slice(0, 200)}`);
      assert.match(body, /expand more than/, url);
    }
    // What stays cheap still answers.
    assert.equal((await fetch(`${base}/api/products?depth=0`)).status, 200);
    assert.equal((await fetch(`${base}/healthz`)).status, 200);
    assert.equal(server.child.exitCode, null, 'the process is alive');
    const peak = peakRssMb(server.child.pid!);
    console.log(`# peak RSS of the service after the worst allowed expansions: ${peak} MB`);
    assert.ok(peak < 600, `peak RSS ${peak} MB`);
  });
});
