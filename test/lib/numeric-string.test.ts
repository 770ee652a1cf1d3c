import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseNumericString } from '../../src/lib/numeric-string.js';

describe('numeric strings', () => {
  it('reads plain decimal notation with a sign, a fraction and an exponent', () => {
    for (const [text, value] of [['12', 12], ['-3', -3], ['+4', 4], ['1.50', 1.5], ['.5', 0.5], ['5.', 5], ['1e3', 1000], ['2E-2', 0.02]] as const) {
      assert.equal(parseNumericString(text), value, text);
    }
  });

  it('refuses what Number() would read but a person would not write as a number', () => {
    for (const text of ['', ' ', ' 12', '12 ', '0x10', '0b1', '0o7', 'Infinity', '-Infinity', 'NaN', '1e309', '1,5', '1 000', '--1', '1e', 'e3', '.']) {
      assert.equal(parseNumericString(text), undefined, JSON.stringify(text));
    }
  });
});
