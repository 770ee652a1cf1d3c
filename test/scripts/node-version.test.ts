import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nodeCanRunService } from '../../scripts/node-version.mjs';

describe('the Node.js versions npm start accepts', () => {
  it('accepts the versions that require() ES modules by default, and refuses the older ones', () => {
    const accepted = ['20.19.0', '20.20.2', 'v22.12.0', '22.21.1', '23.0.0', '24.0.0', '24.21.0', '25.1.0'];
    const refused = ['18.20.4', '20.12.0', '20.18.3', '21.7.3', '22.0.0', '22.11.0'];
    assert.deepEqual(accepted.filter((version) => !nodeCanRunService(version)), []);
    assert.deepEqual(refused.filter((version) => nodeCanRunService(version)), []);
    assert.equal(nodeCanRunService(process.versions.node), true, 'the Node running this test');
  });
});
