import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { apiDocument, clientTypesSource, CLIENT_TYPES_FILE } from '../../../scripts/client-types.js';

describe('the typed client\'s generated types', () => {
  it('are those of the current API document (regenerate with npm run client:generate)', async () => {
    const expected = await clientTypesSource(await apiDocument());
    assert.ok(readFileSync(CLIENT_TYPES_FILE, 'utf8') === expected, 'clients/typescript/src/schema.ts is stale: run npm run client:generate');
  });

  it('name the route answers, the records and what is inside them: interfaces, not inline trees', () => {
    const source = readFileSync(CLIENT_TYPES_FILE, 'utf8');
    const names = ['HomeData', 'HomeProduct', 'PreorderFigures', 'PreorderDetail', 'PreorderCampaign', 'PreorderVariantFigures',
      'Recommendations', 'RecommendationsData', 'PreorderProduct', 'Product', 'ProductVariant', 'Announcement', 'MediaReference'];
    assert.deepEqual(names.filter((name) => !source.includes(`export interface ${name} {`)), []);
    assert.ok(!source.includes('components["schemas"]'), 'a schema refers to another by its name');
  });

  it('type every documented field: no unknown outside open objects and headers', () => {
    const unknowns = readFileSync(CLIENT_TYPES_FILE, 'utf8').split('\n')
      .filter((line) => /\bunknown\b/.test(line) && !/\[(key|name): string\]: unknown;/.test(line) && !/@enum \{unknown\}/.test(line));
    assert.deepEqual(unknowns, []);
  });
});
