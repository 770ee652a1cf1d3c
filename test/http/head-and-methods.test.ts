import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createDoc, startAppWithBackend } from '../helpers/app.js';

describe('HEAD never runs a handler with side effects', () => {
  let env: Awaited<ReturnType<typeof startAppWithBackend>>;
  before(async () => {
    env = await startAppWithBackend();
  });
  after(async () => env.close());

  it('answers HEAD /api/clear-data?confirm=true with 405 and deletes nothing', async () => {
    await createDoc(env.t.app, 'announcements', { title: 'Stays' });
    const head = await env.t.app.inject({ method: 'HEAD', url: '/api/clear-data?confirm=true' });
    assert.equal(head.statusCode, 405);
    assert.equal(head.headers.allow, 'GET, POST');
    assert.equal((await env.t.app.inject({ url: '/api/announcements' })).json().totalDocs, 1);
  });

  it('answers HEAD /api/sync-backend with 405 and calls no backend', async () => {
    const calls = env.backend.requests.length;
    const head = await env.t.app.inject({ method: 'HEAD', url: '/api/sync-backend?forceUpdate=true' });
    assert.equal(head.statusCode, 405);
    assert.equal(env.backend.requests.length, calls);
  });

  it('keeps HEAD on the read routes', async () => {
    assert.equal((await env.t.app.inject({ method: 'HEAD', url: '/api/home' })).statusCode, 200);
    assert.equal((await env.t.app.inject({ method: 'HEAD', url: '/api/announcements' })).statusCode, 200);
  });
});
