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
    assert.equal(readFileSync(path.join(dir, 'service.lock'), 'utf8').split(' ')[0], String(process.pid));
    release();
    assert.equal(existsSync(path.join(dir, 'service.lock')), false);
  });

  it('recognises a stale lock whose pid now belongs to another program (another start time)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lock-'));
    const other = spawn('sleep', ['30']);
    try {
      writeFileSync(path.join(dir, 'service.lock'), `${other.pid} 1`);
      const release = lockDataDir(dir);
      assert.equal(readFileSync(path.join(dir, 'service.lock'), 'utf8').split(' ')[0], String(process.pid));
      release();
    } finally {
      other.kill();
    }
  });

  it('gives the folder to exactly one of several processes started at the same instant, over a stale lock', async () => {
    for (let round = 0; round < 3; round += 1) {
      const dir = mkdtempSync(path.join(tmpdir(), 'lock-'));
      writeFileSync(path.join(dir, 'service.lock'), '999999999');
      // Every child waits for the same instant (after all have loaded) before it reaches for the lock.
      const at = Date.now() + 2500;
      const script = `import(${JSON.stringify(new URL('../../src/db/data-dir-lock.ts', import.meta.url).href)}).then(({ lockDataDir }) => {
        while (Date.now() < ${at});
        try { lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000); }
        catch (error) { console.log(error.name === 'DataDirLockedError' ? 'refused' : 'error ' + error.message); }
      })`;
      // The holder keeps the lock until every child has answered: on a loaded machine a child may load
      // after the holder would have exited, and then rightly take over a lock gone stale.
      const children = Array.from({ length: 6 }, () => spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]));
      const outcomes = await Promise.all(children.map((child) => new Promise<string>((resolve) => {
        let output = '';
        child.stdout.on('data', (chunk) => {
          output += chunk;
          if (output.includes('\n')) resolve(output.trim());
        });
        child.on('exit', () => resolve(output.trim()));
      })));
      for (const child of children) child.kill();
      assert.deepEqual(outcomes.sort(), ['locked', 'refused', 'refused', 'refused', 'refused', 'refused'], `round ${round}`);
    }
  });
});
