import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { describe, it } from 'node:test';
import { DataDirLockedError, lockDataDir } from '../../src/db/data-dir-lock.js';

describe('lockDataDir', () => {
  it('refuses a folder held by a running process, naming it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lock-'));
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(path.join(dir, 'service.lock'), String(sleeper.pid));
      assert.throws(() => lockDataDir(dir), (error: unknown) => {
        assert.ok(error instanceof DataDirLockedError);
        assert.match(error.message, new RegExp(`in use by process ${sleeper.pid}`));
        return true;
      });
    } finally {
      sleeper.kill();
    }
  });

  it('takes over a lock left by a process that is gone, and releases it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lock-'));
    writeFileSync(path.join(dir, 'service.lock'), '999999999');
    const release = lockDataDir(dir);
    assert.equal(readFileSync(path.join(dir, 'service.lock'), 'utf8'), String(process.pid));
    release();
    assert.equal(existsSync(path.join(dir, 'service.lock')), false);
  });
});
