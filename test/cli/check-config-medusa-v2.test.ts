import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type MedusaV2Backend, startMedusaV2Backend } from '../../demo/medusa-v2-backend.js';
import { runCli } from '../helpers/run-cli.js';

describe('storefront check-config against a Medusa v2 admin API', () => {
  let backend: MedusaV2Backend;
  let workDir: string;
  const check = (apiKey?: string) => runCli(['check-config'], {
    DATA_DIR: path.join(workDir, 'data'),
    COMMERCE_URL: backend.url,
    COMMERCE_FLAVOR: 'medusa-v2',
    COMMERCE_TIMEOUT_MS: '2000',
    ...(apiKey ? { COMMERCE_API_KEY: apiKey } : {}),
  }, workDir);

  before(async () => {
    backend = await startMedusaV2Backend();
    workDir = mkdtempSync(path.join(tmpdir(), 'storefront-cli-v2-'));
  });

  after(async () => {
    await backend.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('answers with the right secret key, masked in the output', async () => {
    const run = await check(backend.apiKey);
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.doesNotMatch(run.stdout, new RegExp(backend.apiKey));
    assert.match(run.stdout, /^ {2}commerce: ok, medusa-v2 backend answers \(0 products\)$/m);
    // A fresh DATA_DIR: the check reports the embedded database to come, and makes none (initdb is the first start's).
    assert.match(run.stdout, /^ {2}database: ok, no embedded database in .* yet: npm start \(or migrate\) makes it$/m);
    assert.match(run.stdout, /^First admin: no user exists yet/m);
    assert.equal(existsSync(path.join(workDir, 'data', 'pglite')), false, 'no database made by a check');
  });

  it('reports a refused or missing key with the client\'s message and exit code 1', async () => {
    const refused = await check('sk_wrong');
    assert.equal(refused.code, 1);
    assert.match(refused.stdout, /^ {2}commerce: FAILED, The commerce backend refused COMMERCE_API_KEY/m);

    const missing = await check();
    assert.equal(missing.code, 1);
    assert.match(missing.stdout, /^ {2}commerce: FAILED, COMMERCE_API_KEY is missing/m);
  });
});
