import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createUser } from '../../src/accounts/manage-users.js';
import { collections, globalDefinitions } from '../../src/content/collections.js';
import type { CollectionDefinition } from '../../src/content/fields.js';
import { describeFields, publishSchema, type PublishedField } from '../../src/content/publish-schema.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

const CLI = { kind: 'cli', role: 'admin' } as const;
const PASSWORD = 'a long enough password';

describe('publishing the field definitions', () => {
  it('lists every field in definition order, with its rules, rich text and nested fields', () => {
    const articles = describeFields(collections.articles!.fields);
    assert.deepEqual(articles.map((field) => field.name), Object.keys(collections.articles!.fields));
    assert.deepEqual(articles.find((field) => field.name === 'title'), { name: 'title', label: 'Title', owner: 'editor', type: 'text', required: true, admin: { listed: true } });
    assert.equal(articles.find((field) => field.name === 'content')!.type, 'richText');
    assert.deepEqual(articles.find((field) => field.name === 'coverImage'), { name: 'coverImage', label: 'Cover image', owner: 'editor', type: 'relationship', nullable: true, relationTo: ['media'] });
    const products = describeFields(collections['preorder-products']!.fields);
    const variants = products.find((field) => field.name === 'variants')!;
    assert.equal(variants.type, 'array');
    assert.deepEqual(variants.of!.fields!.find((field) => field.name === 'maxOrders'), {
      name: 'maxOrders', label: 'Cap', owner: 'sync', type: 'numeric', default: 0, min: 0,
      admin: { readOnly: false, description: 'Most orders this variant takes; 0 means no cap. Saved to the commerce backend, which holds it' },
    });
    assert.deepEqual(products.find((field) => field.name === 'thumbnail'), {
      name: 'thumbnail', label: 'Thumbnail', owner: 'sync', type: 'relationship', nullable: true, relationTo: ['media'], loose: true, admin: { group: 'Story and images' },
    });
    assert.deepEqual(products.find((field) => field.name === 'status')!.options, ['draft', 'proposed', 'published', 'rejected']);
  });

  it('shows a field added to a definition with no other change', () => {
    const withNewField: CollectionDefinition = { slug: 'announcements', fields: { ...collections.announcements!.fields, ribbonColour: { type: 'text', nullable: true } } };
    const allowAll = { collection: () => ({ read: true, create: true, update: true, delete: true }), global: () => ({ read: true, update: true }) };
    const [published] = publishSchema([withNewField], [], allowAll).collections;
    assert.deepEqual(published!.fields.at(-1), { name: 'ribbonColour', label: 'Ribbon colour', owner: 'editor', type: 'text', nullable: true });
    assert.deepEqual(published!.labels, { singular: 'Announcement', plural: 'Announcements' });
    assert.equal(published!.useAsTitle, 'title');
  });
});

describe('GET /api/schema (protected mode)', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  before(async () => {
    t = await startTestApp({ ACCESS_MODE: 'protected', ADMIN_API_KEY: 'schema-test-admin-key', SIGN_IN_ATTEMPTS_PER_MINUTE: '1000' });
    for (const role of ['viewer', 'editor', 'admin'] as const) {
      await createUser(t.context, CLI, { email: `${role}@shop.example`, role, password: PASSWORD });
      const login = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: `${role}@shop.example`, password: PASSWORD } });
      tokens[role] = login.json().token;
    }
  });
  after(async () => t.close());

  const schemaFor = async (role: string) => {
    const response = await t.app.inject({ url: '/api/schema', headers: { authorization: `Bearer ${tokens[role]}` } });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as { collections: { slug: string; fields: PublishedField[]; access: Record<string, boolean> }[]; globals: { slug: string; access: Record<string, boolean> }[] };
  };

  it('refuses an anonymous caller with 401', async () => {
    const response = await t.app.inject({ url: '/api/schema' });
    assert.equal(response.statusCode, 401);
    assert.ok(response.json().errors[0].message);
  });

  it('publishes every collection and global, fields as validated, whole (nested fields survive serialization)', async () => {
    const schema = await schemaFor('viewer');
    assert.deepEqual(schema.collections.map((collection) => collection.slug), Object.keys(collections));
    assert.deepEqual(schema.globals.map((global) => global.slug), Object.keys(globalDefinitions));
    for (const collection of schema.collections) {
      assert.deepEqual(collection.fields, describeFields(collections[collection.slug]!.fields), collection.slug);
    }
    const users = schema.collections.find((collection) => collection.slug === 'users')!;
    assert.deepEqual(users.fields.find((field) => field.name === 'password'), { name: 'password', label: 'Password', owner: 'editor', type: 'password' });
  });

  it('tells each role what it may do, as the API decides it', async () => {
    const access = async (role: string) => {
      const schema = await schemaFor(role);
      const of = (slug: string) => schema.collections.find((collection) => collection.slug === slug)!.access;
      return { announcements: of('announcements'), users: of('users'), hero: schema.globals.find((global) => global.slug === 'hero-slider')!.access };
    };
    assert.deepEqual(await access('viewer'), {
      announcements: { read: true, create: false, update: false, delete: false },
      users: { read: false, create: false, update: false, delete: false },
      hero: { read: true, update: false },
    });
    assert.deepEqual(await access('editor'), {
      announcements: { read: true, create: true, update: true, delete: true },
      users: { read: false, create: false, update: false, delete: false },
      hero: { read: true, update: true },
    });
    assert.deepEqual(await access('admin'), {
      announcements: { read: true, create: true, update: true, delete: true },
      users: { read: true, create: true, update: true, delete: true },
      hero: { read: true, update: true },
    });
    // What the schema offers is what the API allows.
    const editorCreatesUser = await t.app.inject({ method: 'POST', url: '/api/users', headers: { authorization: `Bearer ${tokens.editor}` }, payload: { email: 'x@shop.example', password: PASSWORD } });
    assert.equal(editorCreatesUser.statusCode, 403);
    const viewerWrites = await t.app.inject({ method: 'POST', url: '/api/announcements', headers: { authorization: `Bearer ${tokens.viewer}` }, payload: { title: 'x' } });
    assert.equal(viewerWrites.statusCode, 403);
  });
});
