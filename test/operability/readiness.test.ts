import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { freePort } from '../helpers/server-process.js';

/** The app's log lines, parsed. */
function logLines() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

describe('/readyz when Redis does not answer', () => {
  let t: TestApp;
  const log = logLines();
  before(async () => {
    // A port nothing listens on: Redis is configured and down.
    t = await startTestApp({ REDIS_URL: `redis://127.0.0.1:${await freePort()}/0`, CONTENT_VERSION_POLL_MS: '750' }, { logStream: log.stream });
  });
  after(() => t.close());

  it('answers 200 and says Redis is unavailable, with the staleness bound, so the instance stays in rotation', async () => {
    for (let request = 0; request < 3; request += 1) {
      const response = await t.app.inject({ url: '/readyz' });
      assert.equal(response.statusCode, 200);
      assert.equal(response.body, '{"status":"ready","redis":"unavailable","staleness_bound_ms":750}', 'status first');
    }
    const warnings = log.lines.filter((line) => line.level === 40 && /Redis does not answer/.test(line.msg));
    assert.equal(warnings.length, 1, 'one warning for the outage, not one per request');
  });

  it('shows Redis down in the metrics', async () => {
    const metrics = await t.app.inject({ url: '/metrics' });
    assert.equal(metrics.statusCode, 200);
    assert.match(metrics.body, /^storefront_redis_up 0$/m);
    assert.equal(log.lines.filter((line) => /Redis does not answer/.test(line.msg)).length, 1, 'still the one warning');
  });
});

describe('/readyz without Redis configured', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(() => t.app.close());

  it('answers 200 {status: ready} while the database answers, and no Redis gauge', async () => {
    const response = await t.app.inject({ url: '/readyz' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { status: 'ready' });
    assert.doesNotMatch((await t.app.inject({ url: '/metrics' })).body, /storefront_redis_up/);
  });

  it('answers 503 once the database does not answer', async () => {
    await t.database.close();
    const response = await t.app.inject({ url: '/readyz' });
    assert.equal(response.statusCode, 503);
    assert.deepEqual(response.json(), { status: 'database unavailable' });
  });
});
