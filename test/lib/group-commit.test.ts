import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { GroupCommit, type Settled } from '../../src/lib/group-commit.js';

/** A group runner whose groups finish when the test says so, recording what each group held. */
function controlledRunner() {
  const groups: { key: string; items: number[]; finish: (outcomes?: Settled<string>[] | Error) => void }[] = [];
  const run = (key: string, items: readonly number[]) =>
    new Promise<readonly Settled<string>[]>((resolve, reject) => {
      groups.push({
        key, items: [...items],
        finish: (outcomes) => (outcomes instanceof Error ? reject(outcomes) : resolve(outcomes ?? items.map((item) => ({ ok: true, value: `${key}:${item}` })))),
      });
    });
  return { groups, run };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('GroupCommit', () => {
  it('runs the first item at once and takes everything that arrived meanwhile as the next group, in arrival order', async () => {
    const { groups, run } = controlledRunner();
    const commit = new GroupCommit(run);
    const answers = [1, 2, 3, 4].map((item) => commit.submit('a', item));
    await tick();
    assert.deepEqual(groups.map((group) => group.items), [[1]]);
    groups[0]!.finish();
    await tick();
    assert.deepEqual(groups.map((group) => group.items), [[1], [2, 3, 4]]);
    groups[1]!.finish();
    assert.deepEqual(await Promise.all(answers), ['a:1', 'a:2', 'a:3', 'a:4']);
  });

  it('keeps keys apart: another key runs its own group meanwhile', async () => {
    const { groups, run } = controlledRunner();
    const commit = new GroupCommit(run);
    const a = commit.submit('a', 1);
    const b = commit.submit('b', 1);
    await tick();
    assert.deepEqual(groups.map((group) => [group.key, group.items]), [['a', [1]], ['b', [1]]]);
    for (const group of groups) group.finish();
    assert.deepEqual(await Promise.all([a, b]), ['a:1', 'b:1']);
  });

  it('settles each item on its own: a refused item leaves the others of its group', async () => {
    const { groups, run } = controlledRunner();
    const commit = new GroupCommit(run);
    const first = commit.submit('a', 1);
    const second = commit.submit('a', 2);
    const third = commit.submit('a', 3);
    await tick();
    groups[0]!.finish();
    await tick();
    groups[1]!.finish([{ ok: false, error: new Error('two refused') }, { ok: true, value: 'three' }]);
    assert.equal(await first, 'a:1');
    await assert.rejects(second, /two refused/);
    assert.equal(await third, 'three');
  });

  it('fails every item of a group whose run throws, and goes on with the next group', async () => {
    const { groups, run } = controlledRunner();
    const commit = new GroupCommit(run);
    const answers = [1, 2, 3].map((item) => commit.submit('a', item).catch((error: Error) => error.message));
    await tick();
    groups[0]!.finish();
    await tick();
    const late = commit.submit('a', 4);
    groups[1]!.finish(new Error('backend down'));
    await tick();
    assert.deepEqual(groups.map((group) => group.items), [[1], [2, 3], [4]]);
    groups[2]!.finish();
    assert.deepEqual(await Promise.all(answers), ['a:1', 'backend down', 'backend down']);
    assert.equal(await late, 'a:4');
  });

  it('takes at most maxGroup items per group', async () => {
    const { groups, run } = controlledRunner();
    const commit = new GroupCommit(run, 2);
    const answers = [1, 2, 3, 4, 5, 6].map((item) => commit.submit('a', item));
    for (let round = 0; round < 4; round += 1) {
      await tick();
      groups[round]!.finish();
    }
    await Promise.all(answers);
    assert.deepEqual(groups.map((group) => group.items), [[1], [2, 3], [4, 5], [6]]);
  });

  it('forgets an idle key', async () => {
    const { groups, run } = controlledRunner();
    const commit = new GroupCommit(run);
    const answer = commit.submit('a', 1);
    await tick();
    groups[0]!.finish();
    await answer;
    await tick();
    assert.equal((commit as unknown as { waiting: Map<string, unknown> }).waiting.size, 0);
  });

  it('cuts a group once inside its hold: what arrives while the hold is awaited joins it', async () => {
    const { groups, run } = controlledRunner();
    let enter!: () => void;
    const entries: string[] = [];
    const hold = async <X>(key: string, work: (held: string) => Promise<X>) => {
      await new Promise<void>((resolve) => { enter = resolve; });
      entries.push(key);
      return work(`lease of ${key}`);
    };
    const commit = new GroupCommit((key: string, items: readonly number[], held: string) => {
      assert.equal(held, `lease of ${key}`);
      return run(key, items);
    }, 1000, hold);
    const first = commit.submit('a', 1);
    await tick();
    const later = [2, 3].map((item) => commit.submit('a', item));
    await tick();
    assert.equal(groups.length, 0, "nothing runs before the hold is had");
    enter();
    await tick();
    assert.deepEqual(groups.map((group) => group.items), [[1, 2, 3]]);
    groups[0]!.finish();
    assert.deepEqual(await Promise.all([first, ...later]), ['a:1', 'a:2', 'a:3']);
    assert.deepEqual(entries, ['a']);
  });

  it('fails every waiting item with the hold\'s error when the hold cannot be had, and serves the next ones', async () => {
    const { groups, run } = controlledRunner();
    let refuse = true;
    const hold = async <X>(_key: string, work: (held: undefined) => Promise<X>) => {
      if (refuse) throw new Error('held elsewhere');
      return work(undefined);
    };
    const commit = new GroupCommit(run, 1000, hold);
    const refused = await Promise.allSettled([commit.submit('a', 1), commit.submit('a', 2)]);
    assert.deepEqual(refused.map((outcome) => outcome.status === 'rejected' && (outcome.reason as Error).message), ['held elsewhere', 'held elsewhere']);
    refuse = false;
    const answer = commit.submit('a', 3);
    await tick();
    groups[0]!.finish();
    assert.equal(await answer, 'a:3');
  });
});
