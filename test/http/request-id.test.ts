import assert from 'node:assert/strict';
import type { IncomingMessage } from 'node:http';
import { describe, it } from 'node:test';
import { newRequestId, requestIdOf } from '../../src/http/request-id.js';

const requestWith = (headers: Record<string, string | string[]>) => ({ headers }) as unknown as IncomingMessage;

describe('request ids', () => {
  it('issues unique ids sharing this process\'s random prefix', () => {
    const ids = Array.from({ length: 1000 }, () => newRequestId());
    assert.equal(new Set(ids).size, ids.length);
    const prefixes = new Set(ids.map((id) => id.slice(0, id.lastIndexOf('-'))));
    assert.equal(prefixes.size, 1);
    assert.match(ids[0]!, /^[\w-]{8}-[0-9a-z]+$/);
  });

  it('honours a sane incoming id and replaces an unsafe, repeated or oversized one', () => {
    assert.equal(requestIdOf(requestWith({ 'x-request-id': 'trace-42.a:b' })), 'trace-42.a:b');
    for (const unsafe of ['bad id', 'x'.repeat(129), 'a\nb', '']) {
      assert.notEqual(requestIdOf(requestWith({ 'x-request-id': unsafe })), unsafe);
    }
    assert.match(requestIdOf(requestWith({ 'x-request-id': ['a', 'b'] })), /^[\w-]{8}-[0-9a-z]+$/);
    assert.match(requestIdOf(requestWith({})), /^[\w-]{8}-[0-9a-z]+$/);
  });
});
