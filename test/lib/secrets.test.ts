import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bearerToken, credentialMatcher, credentialMatches } from '../../src/lib/secrets.js';

const KEY = 'store-key-Ü-42';

describe('credential checks', () => {
  for (const [name, check] of [
    ['credentialMatcher', credentialMatcher(KEY)],
    ['credentialMatches', (presented: string | undefined) => credentialMatches(presented, KEY)],
  ] as const) {
    it(`${name}: accepts the exact key only`, () => {
      assert.equal(check(KEY), true);
      for (const wrong of [undefined, '', 'store-key-Ü-4', 'store-key-Ü-421', 'store-key-U-42', 'Store-key-Ü-42', KEY + KEY, 's', KEY.slice(0, 7).repeat(2)]) {
        assert.equal(check(wrong), false, JSON.stringify(wrong));
      }
    });
  }

  it('refuses everything when no key is configured', () => {
    assert.equal(credentialMatcher(undefined)('anything'), false);
    assert.equal(credentialMatcher('')(''), false);
    assert.equal(credentialMatches('x', undefined), false);
  });

  it('reads a bearer token', () => {
    assert.equal(bearerToken('Bearer abc'), 'abc');
    assert.equal(bearerToken('bearer  abc '), 'abc');
    assert.equal(bearerToken('Basic abc'), undefined);
  });
});
