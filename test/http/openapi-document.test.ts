import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { startAppWithBackend, createDoc, type TestApp } from '../helpers/app.js';

const COMMERCE_WEBHOOK_SECRET = `whsec_${Buffer.from('api-document-commerce-secret-0123').toString('base64')}`;
import { backendProduct } from '../helpers/backend-products.js';
import { OPERATION_IDS } from '../../src/http/openapi/operation-ids.js';
import { collections, globalDefinitions } from '../../src/content/collections.js';

/**
 * The API document against the service's real answers: for every operation, sample requests are sent
 * to an app with data, and each answer must be documented (status and media type) and match its
 * component schema. Every example in the document must match its schema too.
 */
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const ADMIN = 'admin-key-for-openapi';
const STORE = 'store-key-for-openapi';
const admin = { authorization: `Bearer ${ADMIN}` };

type Media = { schema?: { $ref?: string }; example?: unknown };
type Operation = { operationId: string; summary?: string; responses: Record<string, { content?: Record<string, Media> }> };
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };

describe('the API document matches the real answers', () => {
  let t: TestApp;
  let closeAll: () => Promise<void>;
  let document: Document;
  let ajv: Ajv2020;
  const ids: Record<string, string> = {};
  const sampled = new Set<string>();

  before(async () => {
    const started = await startAppWithBackend({ ADMIN_API_KEY: ADMIN, STORE_API_KEY: STORE, SIGN_IN_ATTEMPTS_PER_MINUTE: '3', COMMERCE_WEBHOOK_SECRET });
    t = started.t;
    closeAll = started.close;
    started.backend.catalog.products.push(backendProduct('prod_doc', { preorder: true, variants: [{ id: 'var_doc', current: 2, max: 10 }] }));
    document = (await t.app.inject({ url: '/openapi.json' })).json();
    ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
    ajv.addSchema({ $id: 'api', components: document.components });

    const media = await createDoc(t.app, 'media', { url: 'https://images.example.com/kit.jpg', alt: 'Kit' }, admin);
    ids.media = media.id;
    const preorder = await createDoc(t.app, 'preorder-products', {
      title: 'Winter Kit', status: 'published', _status: 'published', backendId: 'prod_doc', fundingGoal: 10,
      thumbnail: { relationTo: 'media', value: media.id }, preorderEndDate: '2026-12-24T00:00:00.000Z',
      variants: [{ id: 'var_doc', title: 'S', sku: 'S', currentOrders: 1, maxOrders: 5, prices: [{ amount: 4900, currency_code: 'eur' }] }],
    }, admin);
    ids['preorder-products'] = preorder.id;
    ids.products = (await createDoc(t.app, 'products', { title: 'Mug', status: 'published', thumbnail: 'https://images.example.com/mug.jpg' }, admin)).id;
    ids.announcements = (await createDoc(t.app, 'announcements', { title: 'Shipping', status: 'published', showOnHomepage: true, priority: 5 }, admin)).id;
    ids.articles = (await createDoc(t.app, 'articles', { title: 'How we ship', status: 'published', coverImage: media.id, tags: ['news'] }, admin)).id;
    ids.users = (await createDoc(t.app, 'users', { email: 'editor@shop.example', password: 'a long enough password', roles: ['editor'] }, admin)).id;
    for (const [slug, payload] of Object.entries({
      'hero-slider': { slides: [{ id: 's1', title: 'Winter', image: { relationTo: 'media', value: media.id } }] },
      'product-recommendations': { enabled: true, lists: [{ id: 'l1', title: 'Featured', preorder: true, products: [{ relationTo: 'preorder-products', value: preorder.id }, { relationTo: 'products', value: ids.products }] }] },
    })) assert.equal((await t.app.inject({ method: 'POST', url: `/api/globals/${slug}`, headers: admin, payload })).statusCode, 200);
  });
  after(async () => closeAll());

  function operationOf(method: string, url: string): { path: string; operation: Operation } {
    const path = url.split('?', 1)[0]!;
    const match = Object.keys(document.paths).find((candidate) =>
      new RegExp(`^${candidate.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path) && document.paths[candidate]![method.toLowerCase()]
      && !(candidate.includes('{') && Object.keys(document.paths).some((exact) => exact === path && document.paths[exact]![method.toLowerCase()])));
    assert.ok(match, `${method} ${path} is not documented`);
    return { path: match, operation: document.paths[match]![method.toLowerCase()]! };
  }

  function checkAnswer(method: string, url: string, response: LightMyRequestResponse): void {
    const { path, operation } = operationOf(method, url);
    sampled.add(operation.operationId);
    const documented = operation.responses[String(response.statusCode)];
    assert.ok(documented, `${method} ${path} answered ${response.statusCode}, which is not documented: ${response.body.slice(0, 300)}`);
    if (response.statusCode === 304 || response.statusCode === 204) return;
    const type = String(response.headers['content-type']).split(';', 1)[0]!;
    const media = documented.content?.[type];
    assert.ok(media, `${method} ${path} ${response.statusCode} answered ${type}, documented ${Object.keys(documented.content ?? {})}`);
    const name = media.schema?.$ref;
    if (type !== 'application/json') return;
    assert.ok(name, `${method} ${path} ${response.statusCode} has no named schema`);
    const validate = ajv.getSchema(`api${name}`) ?? ajv.compile({ $ref: `api${name}` });
    assert.ok(validate(response.json()), `${method} ${url} ${response.statusCode} does not match ${name}: ${JSON.stringify(validate.errors?.slice(0, 5))}\n${response.body.slice(0, 600)}`);
  }

  async function sample(request: InjectOptions & { url: string }, expectedStatus: number): Promise<LightMyRequestResponse> {
    const response = await t.app.inject(request);
    assert.equal(response.statusCode, expectedStatus, `${request.method ?? 'GET'} ${request.url}: ${response.body.slice(0, 300)}`);
    checkAnswer(request.method ?? 'GET', request.url, response);
    return response;
  }

  it('is valid OpenAPI 3.1, and every operation has an operationId, a summary and named schemas', async () => {
    const result = await new Validator().validate(document as never);
    assert.equal(result.valid, true, JSON.stringify(result.errors, null, 2));
    const operationIds = new Set<string>();
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        assert.match(operation.operationId ?? '', /^[a-z][A-Za-z]+$/, `${method} ${path}`);
        assert.ok(!operationIds.has(operation.operationId), `operationId ${operation.operationId} is used twice`);
        operationIds.add(operation.operationId);
        assert.ok(operation.summary, `${method} ${path} has no summary`);
        const perCollection = ['', '/{id}', '/count', '/versions', '/versions/{id}'];
        const generated = Object.keys(collections).some((slug) => perCollection.some((tail) => path === `/api/${slug}${tail}`))
          || Object.keys(globalDefinitions).some((slug) => ['', '/versions', '/versions/{id}'].some((tail) => path === `/api/globals/${slug}${tail}`));
        assert.ok(generated || OPERATION_IDS[`${method.toUpperCase()} ${path}`], `${method.toUpperCase()} ${path}: name it in src/http/openapi/operation-ids.ts`);
        for (const [status, response] of Object.entries(operation.responses)) {
          const json = response.content?.['application/json'];
          if (json && status !== '304') assert.ok(json.schema?.$ref, `${method} ${path} ${status} is not a named schema`);
        }
      }
    }
  });

  it('documents /api/preorder-products as preorder products, and defaulted parameters as optional', () => {
    const list = document.paths['/api/preorder-products']!.get as unknown as { parameters: { name: string; required: boolean }[] } & Operation;
    assert.equal(list.responses['200']!.content!['application/json']!.schema!.$ref, '#/components/schemas/PreorderProductPage');
    for (const name of ['limit', 'page', 'depth']) assert.equal(list.parameters.find((p) => p.name === name)?.required, false, name);
    const product = document.components.schemas.PreorderProduct as { properties: Record<string, { type?: string }> };
    assert.equal(product.properties.title?.type, 'string');
    assert.ok(product.properties.fundingGoal && product.properties.variants && product.properties.preorderEndDate);
    assert.equal(document.paths['/api/{collection}'], undefined, 'the generic path is replaced by one per collection');
  });

  it('every example is true: it matches its schema', () => {
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          const json = response.content?.['application/json'];
          if (!json?.schema?.$ref || json.example === undefined) continue;
          const validate = ajv.getSchema(`api${json.schema.$ref}`) ?? ajv.compile({ $ref: `api${json.schema.$ref}` });
          assert.ok(validate(json.example), `${method} ${path} ${status} example: ${JSON.stringify(validate.errors?.slice(0, 3))}`);
        }
      }
    }
  });

  it('the answers of every operation match their documented schemas', async () => {
    const id = (slug: string) => ids[slug]!;
    /** Payload's count, update and delete by where, and versions, on one record of `slug`. */
    const sampleWhereAndVersions = async (slug: string, record: string, change: Record<string, unknown>) => {
      const where = `where[id][equals]=${record}`;
      await sample({ url: `/api/${slug}/count?${where}`, headers: admin }, 200);
      await sample({ method: 'PATCH', url: `/api/${slug}?${where}`, headers: admin, payload: change }, 200);
      await sample({ method: 'PATCH', url: `/api/${slug}`, headers: admin, payload: change }, 400);
      await sample({ method: 'DELETE', url: `/api/${slug}?where[id][equals]=no-such-record`, headers: admin }, 200);
      if (slug === 'users') {
        // Users have no versions (their history holds password changes): 404 to everyone let through.
        await sample({ url: '/api/users/versions', headers: admin }, 404);
        await sample({ url: '/api/users/versions/1', headers: admin }, 404);
        await sample({ method: 'POST', url: '/api/users/versions/1', headers: admin }, 404);
        return;
      }
      const versions = (await sample({ url: `/api/${slug}/versions?where[parent][equals]=${record}`, headers: admin }, 200)).json().docs as { id: string }[];
      await sample({ url: `/api/${slug}/versions/${versions.at(-1)!.id}`, headers: admin }, 200);
      await sample({ method: 'POST', url: `/api/${slug}/versions/${versions.at(-1)!.id}`, headers: admin }, 200);
    };
    // Storefront reads, then their refusals.
    await sample({ url: '/api/home' }, 200);
    await sample({ url: `/api/preorders/${id('preorder-products')}` }, 200);
    await sample({ url: '/api/preorders/prod_doc' }, 200);
    await sample({ url: '/api/preorders/nothing-here' }, 404);
    await sample({ url: '/api/public/product-recommendations', headers: { 'x-store-api-key': STORE } }, 200);
    await sample({ url: '/api/public/product-recommendations' }, 401);
    await sample({ url: '/api/preorders/prod_doc/orders', headers: admin }, 200);
    // A preview token, and the draft read that takes it (and refuses one for another record).
    const preview = (await sample({ method: 'POST', url: '/api/preview-tokens', headers: admin, payload: { collection: 'announcements', id: id('announcements') } }, 201)).json();
    await sample({ url: `/api/announcements/${id('announcements')}`, headers: { 'x-preview-token': preview.token } }, 200);
    await sample({ url: `/api/articles/${id('articles')}`, headers: { 'x-preview-token': preview.token } }, 401);
    await sample({ method: 'POST', url: '/api/preview-tokens', payload: { collection: 'announcements', id: id('announcements') } }, 401);
    // The content API, each collection and global, at depth 0 and expanded.
    for (const slug of ['products', 'preorder-products', 'announcements', 'articles', 'users', 'media']) {
      await sample({ url: `/api/${slug}`, headers: admin }, 200);
      await sample({ url: `/api/${slug}?depth=0&where[id][equals]=${id(slug)}`, headers: admin }, 200);
      await sample({ url: `/api/${slug}/${id(slug)}`, headers: admin }, 200);
      await sample({ url: `/api/${slug}/${id(slug)}?depth=0&draft=true`, headers: admin }, 200);
      await sample({ url: `/api/${slug}/missing-id`, headers: admin }, 404);
      await sample({ url: `/api/${slug}?limit=5000`, headers: admin }, 400);
    }
    for (const slug of ['hero-slider', 'product-recommendations']) {
      await sample({ url: `/api/globals/${slug}` }, 200);
      await sample({ url: `/api/globals/${slug}?depth=0` }, 200);
    }
    await sample({ method: 'POST', url: '/api/globals/hero-slider', headers: admin, payload: { slides: [{ id: 's2', title: 'Spring', image: 'https://images.example.com/s.jpg' }] } }, 200);
    await sample({ method: 'POST', url: '/api/globals/product-recommendations', payload: { enabled: false } }, 401);
    await sample({ method: 'POST', url: '/api/globals/product-recommendations', headers: admin, payload: { enabled: true } }, 200);
    // Payload's versions of the globals, from the audit trail of the writes above.
    for (const slug of ['hero-slider', 'product-recommendations']) {
      const versions = (await sample({ url: `/api/globals/${slug}/versions`, headers: admin }, 200)).json().docs as { id: string }[];
      await sample({ url: `/api/globals/${slug}/versions/${versions.at(-1)!.id}`, headers: admin }, 200);
      await sample({ method: 'POST', url: `/api/globals/${slug}/versions/${versions.at(-1)!.id}`, headers: admin }, 200);
    }
    const creates: Record<string, Record<string, unknown>> = {
      products: { title: 'Cap' }, 'preorder-products': { title: 'Summer Kit', fundingGoal: '20' },
      announcements: { title: 'Hello' }, articles: { title: 'Notes', author: { relationTo: 'users', value: id('users') } },
      users: { email: 'second@shop.example', password: 'another long password' },
    };
    for (const [slug, payload] of Object.entries(creates)) {
      const created = (await sample({ method: 'POST', url: `/api/${slug}`, headers: admin, payload }, 201)).json().doc.id as string;
      await sample({ method: 'POST', url: `/api/${slug}`, headers: admin, payload: { title: 42, email: 42 } }, 400);
      await sample({ method: 'PATCH', url: `/api/${slug}/${created}`, headers: admin, payload: slug === 'users' ? { name: 'Second' } : { title: 'Renamed' } }, 200);
      await sample({ method: 'PATCH', url: `/api/${slug}/${created}`, payload: { title: 'Anonymous' } }, 401);
      await sampleWhereAndVersions(slug, created, slug === 'users' ? { name: 'Bulk' } : { title: 'Bulk' });
      await sample({ method: 'DELETE', url: `/api/${slug}/${created}`, headers: admin }, 200);
    }
    const hosted = (await sample({ method: 'POST', url: '/api/media', headers: admin, payload: { url: 'https://images.example.com/b.jpg', alt: 'B' } }, 201)).json();
    const hostedId = (hosted.doc ?? hosted).id as string;
    await sample({ method: 'PATCH', url: `/api/media/${hostedId}`, headers: admin, payload: { alt: 'b' } }, 200);
    await sampleWhereAndVersions('media', hostedId, { alt: 'bulk' });
    await sample({ method: 'DELETE', url: `/api/media/${hostedId}`, headers: admin }, 200);
    await sample({ url: '/media/missing.jpg' }, 404);
    // Accounts and keys.
    const signIn = await sample({ method: 'POST', url: '/api/users/login', payload: { email: 'editor@shop.example', password: 'a long enough password' } }, 200);
    const session = { authorization: `JWT ${signIn.json().token}` };
    await sample({ method: 'POST', url: '/api/users/login', payload: { email: 'editor@shop.example', password: 'wrong password!!' } }, 401);
    await sample({ url: '/api/users/me', headers: session }, 200);
    await sample({ url: '/api/users/me' }, 200);
    await sample({ method: 'PATCH', url: '/api/users/me', headers: session, payload: { name: 'Editor' } }, 200);
    const key = await sample({ method: 'POST', url: '/api/api-keys', headers: session, payload: { name: 'ci' } }, 201);
    await sample({ url: '/api/api-keys', headers: session }, 200);
    await sample({ method: 'DELETE', url: `/api/api-keys/${key.json().doc.id}`, headers: session }, 200);
    await sample({ url: '/api/schema', headers: session }, 200);
    await sample({ url: '/api/sync-runs', headers: session }, 200);
    // The live stream never ends (test/preorders/live.test.ts reads it); its refusal is JSON.
    await sample({ url: '/api/preorders/no-such-campaign/live' }, 404);
    // A commerce event, signed; and one that is not.
    const event = JSON.stringify({ type: 'product.updated', timestamp: new Date().toISOString(), data: { id: 'prod_doc' } });
    const signedAt = new Date();
    await sample({ method: 'POST', url: '/api/commerce/events', payload: event, headers: {
      'content-type': 'application/json', 'webhook-id': 'msg_docs_1', 'webhook-timestamp': String(Math.floor(signedAt.getTime() / 1000)),
      'webhook-signature': new Webhook(COMMERCE_WEBHOOK_SECRET).sign('msg_docs_1', signedAt, event),
    } }, 200);
    await sample({ method: 'POST', url: '/api/commerce/events', payload: event, headers: { 'content-type': 'application/json' } }, 401);
    // Webhooks: a disabled endpoint keeps its deliveries pending, so the log has one to show.
    const hook = await sample({ method: 'POST', url: '/api/webhooks', headers: admin, payload: { url: 'https://203.0.113.10/hook', events: ['content.changed'], description: 'docs', enabled: false } }, 201);
    const hookId = hook.json().doc.id as string;
    await sample({ method: 'POST', url: '/api/announcements', headers: admin, payload: { title: 'Queued for the hook' } }, 201);
    await sample({ url: '/api/webhooks', headers: admin }, 200);
    await sample({ url: '/api/webhooks/event-types', headers: admin }, 200);
    await sample({ url: `/api/webhooks/${hookId}`, headers: admin }, 200);
    await sample({ method: 'PATCH', url: `/api/webhooks/${hookId}`, headers: admin, payload: { description: 'docs sample' } }, 200);
    await sample({ method: 'POST', url: `/api/webhooks/${hookId}/rotate-secret`, headers: admin }, 200);
    const hookDeliveries = await sample({ url: `/api/webhooks/${hookId}/deliveries`, headers: admin }, 200);
    assert.equal(hookDeliveries.json().docs.length, 1);
    await sample({ method: 'POST', url: `/api/webhooks/${hookId}/deliveries/${hookDeliveries.json().docs[0].id}/redeliver`, headers: admin }, 202);
    await sample({ method: 'POST', url: `/api/webhooks/${hookId}/deliveries/999999/redeliver`, headers: admin }, 404);
    await sample({ method: 'DELETE', url: `/api/webhooks/${hookId}`, headers: admin }, 200);
    await sample({ url: '/api/audit', headers: session }, 403);
    await sample({ url: '/api/audit', headers: admin }, 200);
    const refreshed = await sample({ method: 'POST', url: '/api/users/refresh-token', headers: session }, 200);
    await sample({ method: 'POST', url: '/api/users/logout', headers: { authorization: `JWT ${refreshed.json().refreshedToken ?? refreshed.json().token}` } }, 200);
    // Sync, preorder writes, maintenance, operations.
    await sample({ url: '/api/sync-backend?backendId=prod_doc', headers: admin }, 200);
    await sample({ method: 'POST', url: '/api/sync-backend', headers: admin, payload: {} }, 200);
    await sample({ method: 'PATCH', url: '/api/preorders/prod_doc', headers: admin, payload: { funding_goal: 50 } }, 200);
    await sample({ method: 'PATCH', url: '/api/preorders/prod_doc', headers: admin, payload: { variant_id: 'var_doc', increment: 1 } }, 200);
    await sample({ method: 'PATCH', url: '/api/preorders/prod_doc', payload: { funding_goal: 50 } }, 401);
    await sample({ url: '/api/admin?action=stats', headers: admin }, 200);
    await sample({ url: '/api/admin/export', headers: admin }, 200);
    await sample({ url: '/healthz' }, 200);
    await sample({ url: '/readyz' }, 200);
    await sample({ url: '/metrics', headers: admin }, 200);
    await sample({ url: '/openapi.json' }, 200);
    await sample({ method: 'DELETE', url: '/api/admin?collections=articles', headers: admin }, 200);
    await sample({ method: 'POST', url: '/api/clear-data', headers: admin, payload: { collections: ['announcements'] } }, 200);
    await sample({ url: '/api/clear-data?confirm=true', headers: admin }, 200);
    await sample({ url: '/api/clear-data', headers: admin }, 400);
    // Failed credentials from one address end in 429, documented on every route that checks them.
    const wrongKey = { url: '/api/public/product-recommendations', headers: { 'x-store-api-key': 'wrong' } };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5 && !statuses.includes(429); attempt += 1) {
      const response = await t.app.inject(wrongKey);
      statuses.push(response.statusCode);
      checkAnswer('GET', wrongKey.url, response);
    }
    assert.equal(statuses.at(-1), 429, `statuses ${statuses}`);

    const documented = Object.values(document.paths).flatMap((item) => Object.values(item).map((operation) => operation.operationId));
    assert.deepEqual(documented.filter((operationId) => !sampled.has(operationId)), [], 'operations without a sampled answer');
  });
});
