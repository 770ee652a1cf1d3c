import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { checkJsonValue, MAX_JSON_DEPTH } from '../../src/http/json-body.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('checkJsonValue', () => {
  it('accepts well-formed text and paired surrogates (emoji), up to the depth limit', () => {
    checkJsonValue({ title: 'Café 🎉', tags: ['a', { b: 'c' }] });
    checkJsonValue(JSON.parse(nested(MAX_JSON_DEPTH)));
  });

  it('refuses lone surrogates, NUL, and nesting past the limit, naming where', () => {
    assert.throws(() => checkJsonValue({ title: 'x\ud800y' }), { statusCode: 400, field: 'title' });
    assert.throws(() => checkJsonValue({ list: ['ok', '\udc00'] }), { statusCode: 400, field: 'list.1' });
    assert.throws(() => checkJsonValue({ ['k\u0000']: 1 }), { statusCode: 400 });
    assert.throws(() => checkJsonValue({ a: 'nul\u0000' }), /NUL/);
    assert.throws(() => checkJsonValue(JSON.parse(nested(MAX_JSON_DEPTH + 1))), /deeper than 64/);
    assert.throws(() => checkJsonValue(JSON.parse(nested(3000))), /deeper than 64/);
  });
});

describe('JSON bodies over HTTP', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(async () => t.close());

  const post = (payload: string | Buffer, url = '/api/announcements', method: 'POST' | 'PATCH' = 'POST') =>
    t.app.inject({ method, url, headers: { 'content-type': 'application/json' }, payload });
  const count = async () => (await t.app.inject({ url: '/api/announcements' })).json().totalDocs;

  it('answers 400 in the route family\'s shape to invalid UTF-8, lone surrogates, NUL and deep nesting, storing nothing', async () => {
    const invalidUtf8 = Buffer.concat([Buffer.from('{"title":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]);
    for (const payload of [invalidUtf8, '{"title":"\\ud800"}', '{"title":"a\\u0000b"}', `{"title":"deep","content":${nested(3000)}}`]) {
      const response = await post(payload);
      assert.equal(response.statusCode, 400, String(payload).slice(0, 40));
      assert.equal(typeof response.json().errors[0].message, 'string');
    }
    assert.equal(await count(), 0);
    const preorder = await post('{"fake_order_count":1,"preorder_type":"\\udfff"}', '/api/preorders/anything', 'PATCH');
    assert.equal(preorder.statusCode, 400);
    assert.deepEqual(Object.keys(preorder.json()), ['error']);
  });

  it('keeps accepting real text', async () => {
    const response = await post(JSON.stringify({ title: 'Zürich 🎉 — 東京', content: { blocks: [{ text: 'ok' }] } }));
    assert.equal(response.statusCode, 201);
    assert.equal(response.json().doc.title, 'Zürich 🎉 — 東京');
  });
});
