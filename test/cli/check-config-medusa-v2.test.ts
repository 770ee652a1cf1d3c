import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
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
