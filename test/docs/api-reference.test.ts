import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { operationTables, withOperationTables } from '../../scripts/api-reference.js';

/** docs/api.md is the API's reference: every operation of the document is there, named as there. */
describe('docs/api.md', () => {
  let t: TestApp;
  before(async () => { t = await startTestApp(); });
  after(async () => t.close());

  it('lists every operation of the API document with its operationId', async () => {
    const reference = readFileSync('docs/api.md', 'utf8');
    const document = (await t.app.inject({ url: '/openapi.json' })).json() as { paths: Record<string, Record<string, { operationId: string }>> };
    const missing = Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).flatMap(([method, operation]) =>
      reference.includes(`| \`${method.toUpperCase()} ${path}\` | \`${operation.operationId}\` |`) ? [] : [`${method.toUpperCase()} ${path} ${operation.operationId}`]));
    assert.deepEqual(missing, []);
    assert.ok(withOperationTables(reference, operationTables(document as never)) === reference, 'docs/api.md\'s tables are stale: run npm run client:generate');
  });

  it('refers to nothing outside the repository', () => {
    assert.doesNotMatch(readFileSync('docs/api.md', 'utf8'), /\.\.\/|shared\/spec|contract\.md/);
    assert.doesNotMatch(readFileSync('README.md', 'utf8'), /\.\.\/shared|storefront-service-contract\.md|service-interface\.md/);
  });
});
