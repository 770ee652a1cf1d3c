import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { ANY_CHANGE, type DocumentUpdate } from '../../src/content/changes.js';
import { changedTopLevelFields, type SizedDoc } from '../../src/content-cache/kept-documents.js';
import { ContentCache } from '../../src/content-cache/content-cache.js';
import type { Doc } from '../../src/content/repository.js';
import { openTestDatabase } from '../helpers/database.js';
import { copyAlongReferences, expandToJson } from '../../src/content/expand.js';
import { MAX_EXPANDED_DOCUMENTS, MAX_REFERENCES_PER_FIELD } from '../../src/content/limits.js';
import { findSizedByIds } from '../../src/content/repository.js';
import { findDocuments } from '../../src/content/operations/find-documents.js';
import { findCollection } from '../../src/content/collections.js';
import { isPublished } from '../../src/content/publication.js';
import { deepFreeze } from '../../src/lib/deep-freeze.js';
import { createDoc, startTestApp, type TestApp } from '../helpers/app.js';

const doc = (id: string, fields: Record<string, unknown> = {}): Doc => ({ id, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', ...fields });
const sized = (id: string, fields: Record<string, unknown> = {}, size = 100): SizedDoc => ({ doc: doc(id, fields), size });

describe('copyAlongReferences', () => {
  it('copies what holds a reference and shares the rest', () => {
    const fields = { title: { type: 'text' }, tags: { type: 'array', of: { type: 'text' } }, images: { type: 'array', of: { type: 'relationship', relationTo: ['media'] } }, seo: { type: 'object', fields: { image: { type: 'relationship', relationTo: ['media'] }, words: { type: 'array', of: { type: 'text' } } } } } as const;
    const original = deepFreeze({ id: 'p', title: 'T', tags: ['a'], images: [{ relationTo: 'media', value: 'm' }], seo: { image: { relationTo: 'media', value: 'm' }, words: ['w'] } });
    const copy = copyAlongReferences(original as Record<string, unknown>, fields as never) as typeof original;
    assert.deepEqual(copy, original);
    assert.notEqual(copy, original);
    assert.notEqual(copy.images, original.images);
    assert.notEqual(copy.seo, original.seo);
    assert.equal(copy.tags, original.tags, 'no reference: shared');
    assert.equal(copy.seo.words, original.seo.words);
    (copy.images as unknown[])[0] = 'placed';
    (copy.seo as Record<string, unknown>).image = 'placed';
    assert.deepEqual(original.images[0], { relationTo: 'media', value: 'm' });
  });
});

/** The content cache's documents, with the cache's listener (the change feed's subscriber) beside them. */
const memoryOf = ({ enabled = true, keeps = (slug: string) => slug !== 'users', maxBytes }: { enabled?: boolean; keeps?: (slug: string) => boolean; maxBytes?: number } = {}) => {
  const cache = new ContentCache({ enabled, keepsCollection: keeps, maxBytes });
  return Object.assign(cache.documents, { listener: cache.listener });
};
type Memory = ReturnType<typeof memoryOf>;

describe('the content cache: documents', () => {
  const memory = () => memoryOf();
  const update = (m: Memory, slug: string, before: Doc, after: Doc, stamp: string): void =>
    void m.listener(slug, { before, after, size: 120, stamp } satisfies DocumentUpdate);

  it('keeps what a read loaded only if no change of its collection was announced while it read', () => {
    const m = memory();
    const stamp = m.stamp('media');
    void m.listener('media');
    m.keepDocuments('media', stamp, [sized('a')]);
    assert.equal(m.document('media', 'a'), undefined, 'loaded before the change: not kept');
    m.keepDocuments('media', m.stamp('media'), [sized('a')]);
    assert.equal(m.document('media', 'a')?.doc.id, 'a');
    const productsStamp = m.stamp('products');
    void m.listener('media');
    m.keepPage('products', productsStamp, 'q', new Set(['id']), { ids: ['p'], totalDocs: 1 }, [sized('p')]);
    assert.ok(m.page('products', 'q'), 'a change of another collection leaves it current');
  });

  it('an update replaces the kept version only when no other change of the collection came since it began', () => {
    const m = memory();
    m.keepDocuments('media', m.stamp('media'), [sized('a', { alt: 'old' })]);
    const began = m.stamp('media');
    update(m, 'media', doc('a', { alt: 'old' }), doc('a', { alt: 'new' }), began);
    assert.deepEqual(m.document('media', 'a'), { doc: doc('a', { alt: 'new' }), size: 120 });
    // two updates that overlapped: the one announced second may carry the older version
    const first = m.stamp('media');
    const second = m.stamp('media');
    update(m, 'media', doc('a', { alt: 'new' }), doc('a', { alt: 'newest' }), second);
    update(m, 'media', doc('a', { alt: 'new' }), doc('a', { alt: 'in between' }), first);
    assert.equal(m.document('media', 'a'), undefined, 'not known which is newer: read again');
  });

  it('an update drops only the pages whose where, sort or publication field it changed', () => {
    const m = memory();
    const stamp = m.stamp('products');
    m.keepPage('products', stamp, 'by status', new Set(['status', 'createdAt', 'id']), { ids: ['p'], totalDocs: 1 }, [sized('p')]);
    m.keepPage('products', stamp, 'by title', new Set(['title', 'createdAt', 'id']), { ids: ['p'], totalDocs: 1 }, []);
    update(m, 'products', doc('p', { title: 'A', status: 'published' }), doc('p', { title: 'B', status: 'published' }), m.stamp('products'));
    assert.ok(m.page('products', 'by status'));
    assert.equal(m.page('products', 'by title'), undefined);
    assert.equal((m.document('products', 'p')?.doc as Record<string, unknown>).title, 'B');
    update(m, 'products', doc('p', { status: 'published' }), doc('p', { status: 'draft' }), m.stamp('products'));
    assert.equal(m.page('products', 'by status'), undefined);
  });

  it('any other change drops its collection, and a change of anything (another instance) drops all', () => {
    const m = memory();
    m.keepPage('products', m.stamp('products'), 'q', new Set(['id']), { ids: ['p'], totalDocs: 1 }, [sized('p')]);
    m.keepDocuments('media', m.stamp('media'), [sized('a')]);
    void m.listener('products');
    assert.equal(m.page('products', 'q'), undefined);
    assert.equal(m.document('products', 'p'), undefined);
    assert.ok(m.document('media', 'a'));
    void m.listener(ANY_CHANGE);
    assert.equal(m.document('media', 'a'), undefined);
    const stale = m.stamp('media');
    void m.listener(ANY_CHANGE);
    m.keepDocuments('media', stale, [sized('a')]);
    assert.equal(m.document('media', 'a'), undefined, 'a read across a change of anything is not kept');
  });

  it('keeps nothing of private collections, nothing when disabled, and at most its bound of bytes', () => {
    const m = memory();
    m.keepDocuments('users', m.stamp('users'), [sized('u')]);
    assert.equal(m.document('users', 'u'), undefined);
    const off = memoryOf({ enabled: false, keeps: () => true });
    off.keepDocuments('media', off.stamp('media'), [sized('a')]);
    assert.equal(off.document('media', 'a'), undefined);
    const small = memoryOf({ keeps: () => true, maxBytes: 250 });
    small.keepDocuments('media', small.stamp('media'), [sized('a'), sized('b'), sized('c')]);
    assert.deepEqual(['a', 'b', 'c'].map((id) => small.document('media', id) !== undefined), [false, true, true], 'the oldest went first');
  });

  it('keeps the last four renderings of a kept document, none too large, none of another object, and drops them with it', () => {
    const m = memory();
    m.keepDocuments('articles', m.stamp('articles'), [sized('r')]);
    const root = m.document('articles', 'r')!.doc;
    const rendering = (json: string) => ({ json, uses: [], placed: 0, bytes: 0 });
    for (const variant of ['0 a', '1 a', '2 a', '0 b', '1 b']) m.keepRendering('articles', root, variant, rendering(variant));
    assert.deepEqual(['0 a', '1 a', '2 a', '0 b', '1 b'].map((variant) => m.rendering('articles', root, variant)?.json), [undefined, '1 a', '2 a', '0 b', '1 b']);
    assert.equal(m.bytes, 100 + '1 a2 a0 b1 b'.length, 'the document and its renderings, as charged to the budget');
    m.keepRendering('articles', root, 'big', rendering('x'.repeat(64 * 1024 + 1)));
    assert.equal(m.rendering('articles', root, 'big'), undefined);
    const copy = deepFreeze(doc('r'));
    m.keepRendering('articles', copy, '0 a', rendering('{}'));
    assert.equal(m.rendering('articles', copy, '0 a'), undefined, 'not the kept object: it may hold other data');
    void m.listener('articles');
    assert.equal(m.rendering('articles', root, '1 a'), undefined);
    assert.equal(m.bytes, 0);
  });

  it('compares top-level fields by value', () => {
    assert.deepEqual([...changedTopLevelFields({ a: [1, { b: 2 }], c: 1, d: 1 }, { a: [1, { b: 2 }], c: 2, e: 1 })], ['c', 'd', 'e']);
  });
});

// The kept answers are dropped on every write to what they read; the documents and pages in memory let
// the answer be built again without the database where the write says what changed. On PostgreSQL the
// memory is kept when writes are shared through Redis.
const redisUrl = process.env.TEST_REDIS_URL;
const onPostgres = process.env.TEST_DB === 'postgres';

describe('content API: answers rebuilt from the documents in memory', { skip: onPostgres && !redisUrl && 'on PostgreSQL with TEST_REDIS_URL only' }, () => {
  let t: TestApp;
  const documentStatements: string[] = [];
  let media: { id: string };
  const productIds: string[] = [];
  const ADMIN = 'document-memory-admin';
  const admin = { authorization: `Bearer ${ADMIN}` };

  before(async () => {
    const database = await openTestDatabase((query) => {
      if (/"documents"|\bdocuments\b/.test(query)) documentStatements.push(query);
    });
    t = await startTestApp({ ADMIN_API_KEY: ADMIN, ...(onPostgres ? { REDIS_URL: redisUrl! } : {}) }, { database });
    media = await createDoc(t.app, 'media', { url: 'https://cdn.example/m.jpg', alt: 'First alt' }, admin);
    for (let index = 0; index < 6; index += 1) {
      const product = await createDoc(t.app, 'products', {
        title: `Product ${index}`, status: 'published', images: [{ relationTo: 'media', value: media.id }],
      }, admin);
      productIds.push(product.id);
    }
  });
  after(() => t?.close());

  const read = async (url: string) => {
    const response = await t.app.inject({ url });
    assert.equal(response.statusCode, 200, response.body);
    return response.json();
  };
  const patch = async (collection: string, id: string, payload: Record<string, unknown>) => {
    const response = await t.app.inject({ method: 'PATCH', url: `/api/${collection}/${id}`, payload, headers: admin });
    assert.equal(response.statusCode, 200, response.body);
  };
  /** Statements on the documents table while `work` runs. */
  const statementsDuring = async (work: () => Promise<unknown>) => {
    const from = documentStatements.length;
    await work();
    return documentStatements.length - from;
  };
  const stored = async (id: string) =>
    ((await t.database.db.execute(sql`select data from documents where id = ${id}`)) as unknown as { rows: { data: Record<string, unknown> }[] }).rows[0]!.data;

  const list = '/api/products?where[status][equals]=published&depth=1&limit=4';
  /** A content cache that keeps nothing: every read goes to the database. */
  const unkept = () => new ContentCache({ enabled: false, keepsCollection: () => false });

  it('after an update of a referenced document, the list is built again with it, reading nothing', async () => {
    await read(list);
    await patch('media', media.id, { alt: 'Second alt' });
    let answer: { docs: { images: { value: { alt: string } }[] }[] } | undefined;
    assert.equal(await statementsDuring(async () => (answer = await read(list))), 0);
    assert.deepEqual(answer!.docs.map((product) => product.images[0]!.value.alt), ['Second alt', 'Second alt', 'Second alt', 'Second alt']);
  });

  it('after an update of a listed document outside its where and sort, the list shows it, reading nothing', async () => {
    await read(list);
    await patch('products', productIds[5]!, { title: 'Renamed newest' });
    let answer: { docs: { id: string; title: string }[] } | undefined;
    assert.equal(await statementsDuring(async () => (answer = await read(list))), 0);
    assert.deepEqual(answer!.docs[0], { ...answer!.docs[0], id: productIds[5], title: 'Renamed newest' });
    assert.equal((await read(`/api/products/${productIds[5]}?depth=0`)).title, 'Renamed newest');
  });

  it('an update of a field of its where or sort reads the page again: out of the list, and into its new place', async () => {
    await read(list);
    await patch('products', productIds[5]!, { status: 'draft' });
    const afterDraft = await read(list);
    assert.equal(afterDraft.totalDocs, 5);
    assert.ok(!afterDraft.docs.some((product: { id: string }) => product.id === productIds[5]));
    const byTitle = '/api/products?sort=title&depth=0&limit=3';
    assert.deepEqual((await read(byTitle)).docs.map((product: { title: string }) => product.title), ['Product 0', 'Product 1', 'Product 2']);
    await patch('products', productIds[4]!, { title: 'A first' });
    assert.deepEqual((await read(byTitle)).docs.map((product: { title: string }) => product.title), ['A first', 'Product 0', 'Product 1']);
  });

  it('creates and deletes read the collection again', async () => {
    await read(list);
    const created = await createDoc(t.app, 'products', { title: 'Created', status: 'published' }, admin);
    assert.equal((await read(list)).docs[0].id, created.id);
    assert.equal((await t.app.inject({ method: 'DELETE', url: `/api/products/${created.id}`, headers: admin })).statusCode, 200);
    assert.notEqual((await read(list)).docs[0].id, created.id);
    assert.equal((await read(list)).totalDocs, 5);
  });

  it('overlapping updates of one document: every answer after them shows what is stored', async () => {
    const id = productIds[0]!;
    for (let round = 0; round < 10; round += 1) {
      await read(`/api/products/${id}?depth=1`);
      await read(list);
      await Promise.all(Array.from({ length: 8 }, (_, writer) => patch('products', id, { title: `Round ${round} writer ${writer}` })));
      const title = (await stored(id)).title;
      assert.equal((await read(`/api/products/${id}?depth=1`)).title, title, `round ${round}`);
      assert.equal((await read(`/api/products?where[id][equals]=${id}&depth=0`)).docs[0].title, title, `round ${round}`);
    }
  });
  it('an answer built from memory is byte for byte the one built from the database, a document placed twice included', async () => {
    await createDoc(t.app, 'products', { title: 'Twice', status: 'published', images: [{ relationTo: 'media', value: media.id }, { relationTo: 'media', value: media.id }] }, admin);
    const query = { where: { status: { equals: 'published' } }, limit: 3, page: 1, depth: 2 };
    const url = '/api/products?where[status][equals]=published&depth=2&limit=3';
    await read(url);
    await patch('media', media.id, { alt: 'Third alt' });
    let fromMemory: { body: string } | undefined;
    assert.equal(await statementsDuring(async () => (fromMemory = await t.app.inject({ url }))), 0);
    const anonymous = { publishedOnly: true, canSee: (slug: string, doc: Record<string, unknown>) => isPublished(findCollection(slug)!, doc) };
    const fromDatabase = await findDocuments({ db: t.database.db, contentCache: unkept() }, findCollection('products')!, query, { ...anonymous, scopeKey: 'public+published' });
    assert.equal(fromMemory!.body, fromDatabase.json);
    assert.equal(JSON.parse(fromMemory!.body).docs[0].images[1].value.alt, 'Third alt');
  });
  it('renderings are reused for the documents whose references still place the kept versions, the answer unchanged in bytes', async () => {
    const [m1, m2] = [await createDoc(t.app, 'media', { url: 'https://cdn.example/1.jpg', alt: 'One' }, admin), await createDoc(t.app, 'media', { url: 'https://cdn.example/2.jpg', alt: 'Two' }, admin)];
    for (const [index, image] of [m1, m1, m2, m2].entries()) {
      await createDoc(t.app, 'articles', { title: `Article ${index}`, status: 'published', coverImage: { relationTo: 'media', value: image.id } }, admin);
    }
    const articles = findCollection('articles')!;
    const query = { where: { status: { equals: 'published' } }, limit: 10, page: 1, depth: 1 };
    const anonymous = { publishedOnly: true, canSee: (slug: string, doc: Record<string, unknown>) => isPublished(findCollection(slug)!, doc), scopeKey: 'public+published' };
    const cache = new ContentCache({ enabled: true, keepsCollection: (slug) => slug !== 'users' });
    const memory = cache.documents;
    const context = { db: t.database.db, contentCache: cache };
    const fromDatabase = async () => (await findDocuments({ db: t.database.db, contentCache: unkept() }, articles, query, anonymous)).json;
    assert.equal((await findDocuments(context, articles, query, anonymous)).json, await fromDatabase());
    // m2 updated through the API, and told to this memory as the API tells the service's
    const stamp = memory.stamp('media');
    const before = memory.document('media', m2.id)!.doc;
    await patch('media', m2.id, { alt: 'Two, changed' });
    const [after] = await findSizedByIds(t.database.db, 'media', [m2.id]);
    void cache.listener('media', { before, after: after!.doc, size: after!.size, stamp });
    const rendering = memory.rendering.bind(memory);
    let reused = 0;
    memory.rendering = (collection, root, variant) => {
      const found = rendering(collection, root, variant);
      if (found) reused += 1;
      return found;
    };
    const rendered = await findDocuments(context, articles, query, anonymous);
    assert.equal(reused, 2, 'the two articles showing m1');
    assert.equal(rendered.json, await fromDatabase());
    assert.match(rendered.json, /Two, changed/);
  });

  it('a kept rendering records what its root placed and charged, and none is kept of a root whose reference is missing', async () => {
    const image = await createDoc(t.app, 'media', { url: 'https://cdn.example/traced.jpg', alt: 'Traced' }, admin);
    const [stored] = await findSizedByIds(t.database.db, 'media', [image.id]);
    const cache = new ContentCache({ enabled: true, keepsCollection: (slug) => slug !== 'users' });
    const memory = cache.documents;
    const twice = [{ relationTo: 'media', value: image.id }, { relationTo: 'media', value: image.id }];
    memory.keepDocuments('products', memory.stamp('products'), [sized('whole', { images: twice }), sized('holed', { images: [...twice, { relationTo: 'media', value: 'missing' }] })]);
    const roots = ['whole', 'holed'].map((id) => memory.document('products', id)!.doc);
    await expandToJson(t.database.db, 'products', findCollection('products')!.fields, roots, 1, { keptDocuments: memory, variant: '1 test' });
    const kept = memory.rendering('products', roots[0]!, '1 test');
    assert.deepEqual({ ...kept!, json: undefined, uses: kept!.uses.length }, { json: undefined, uses: 2, placed: 2, bytes: 2 * stored!.size });
    assert.equal(memory.rendering('products', roots[1]!, '1 test'), undefined);
  });

  it('an answer over the expansion budget is refused cold, and again once what it places is in memory (reading nothing)', async () => {
    const image = await createDoc(t.app, 'media', { url: 'https://cdn.example/budget.jpg', alt: 'Placed often' }, admin);
    const images = Array(MAX_REFERENCES_PER_FIELD).fill({ relationTo: 'media', value: image.id });
    // One product more than the budget's placements allow at depth 1: 21 x 1000 > 20,000.
    const heavy = MAX_EXPANDED_DOCUMENTS / MAX_REFERENCES_PER_FIELD + 1;
    const ids: string[] = [];
    for (let index = 0; index < heavy; index += 1) {
      ids.push((await createDoc(t.app, 'products', { title: `Over budget ${index}`, status: 'published', images }, admin)).id);
    }
    const url = `/api/products?where[title][like]=Over%20budget&depth=1&limit=${heavy}`;
    const cold = await t.app.inject({ url });
    assert.equal(cold.statusCode, 400, cold.body.slice(0, 200));
    assert.match(cold.body, new RegExp(`expand more than ${MAX_EXPANDED_DOCUMENTS} referenced documents`));

    // Reads within the budget fill the memory with what the refused answer would place.
    assert.equal((await read(`/api/media/${image.id}`)).alt, 'Placed often');
    assert.equal((await read(`/api/products/${ids[0]}?depth=1`)).images.length, MAX_REFERENCES_PER_FIELD);
    let warm: { statusCode: number; body: string } | undefined;
    assert.equal(await statementsDuring(async () => (warm = await t.app.inject({ url }))), 0, 'the page and every placed document came from memory');
    assert.equal(warm!.statusCode, 400, warm!.body.slice(0, 200));
    assert.equal(warm!.body, cold.body);
  });
});
