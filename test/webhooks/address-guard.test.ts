import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startTestApp } from '../helpers/app.js';
import { addressGuard, embeddedIpv4 } from '../../src/lib/address-guard.js';

const ADMIN = { authorization: 'Bearer address-guard-admin-key' };

describe('embeddedIpv4', () => {
  it('finds the IPv4 address inside the IPv6 forms that only carry one, and nothing in others', () => {
    const table: [string, string | undefined][] = [
      ['::ffff:127.0.0.1', '127.0.0.1'], // IPv4-mapped
      ['::ffff:7f00:1', '127.0.0.1'],
      ['::127.0.0.1', '127.0.0.1'], // IPv4-compatible
      ['::7f00:1', '127.0.0.1'],
      ['::ffff:0:7f00:1', '127.0.0.1'], // IPv4-translated (SIIT)
      ['::ffff:0:127.0.0.1', '127.0.0.1'],
      ['2002:7f00:1::', '127.0.0.1'], // 6to4
      ['2002:a9fe:a9fe:1:2:3:4:5', '169.254.169.254'],
      ['64:ff9b::7f00:1', '127.0.0.1'], // NAT64 well-known prefix
      ['64:ff9b::8.8.8.8', '8.8.8.8'],
      ['0:0:0:0:0:0:a00:1', '10.0.0.1'],
      ['2606:4700::1111', undefined],
      ['64:ff9b:1::7f00:1', undefined], // local-use NAT64: blocked as a whole, not read
      ['fe80::1%eth0', undefined],
      ['127.0.0.1', undefined],
      ['not an address', undefined],
    ];
    for (const [address, expected] of table) assert.equal(embeddedIpv4(address), expected, address);
  });
});

describe('the private ranges', () => {
  const guard = addressGuard(['private']);

  it('block inside addresses written in every IPv6 form, and the reserved IPv6 ranges', () => {
    const table: [string, string][] = [
      ['::127.0.0.1', '127.0.0.0/8'],
      ['::7f00:1', '127.0.0.0/8'],
      ['::ffff:0:7f00:1', '127.0.0.0/8'],
      ['::ffff:0:a9fe:a9fe', '169.254.0.0/16'],
      ['::ffff:10.0.0.1', '10.0.0.0/8'],
      ['2002:7f00:1::', '127.0.0.0/8'],
      ['2002:c0a8:101::1', '192.168.0.0/16'],
      ['64:ff9b::7f00:1', '127.0.0.0/8'],
      ['64:ff9b::a00:1', '10.0.0.0/8'],
      ['64:ff9b:1::808:808', '64:ff9b:1::/48'],
      ['fec0::1', 'fec0::/10'],
      ['100::1', '100::/64'],
      ['2001:db8::1', '2001:db8::/32'],
      ['3fff::1', '3fff::/20'],
      ['2001:0:4136:e378:8000:63bf:3fff:fdd2', '2001::/32'],
      ['::', '::/128'],
      ['::1', '::1/128'],
      ['fd12::1', 'fc00::/7'],
      ['fe80::1%eth0', 'fe80::/10'],
      ['ff02::1', 'ff00::/8'],
      ['127.0.0.1', '127.0.0.0/8'],
    ];
    for (const [address, range] of table) assert.equal(guard.blockedBy(address), range, address);
  });

  it('let public addresses through, whether plain or carried in IPv6', () => {
    for (const address of ['8.8.8.8', '::ffff:8.8.8.8', '::ffff:808:808', '::ffff:0:808:808', '2002:808:808::1', '64:ff9b::8.8.8.8', '2606:4700::1111', '2a00:1450:4001::200e', '100:0:0:1::1']) {
      assert.equal(guard.blockedBy(address), undefined, address);
    }
  });

  it('judge an embedded IPv4 address by the IPv4 ranges given, not only the private ones', () => {
    const custom = addressGuard(['203.0.113.0/24']);
    assert.equal(custom.blockedBy('2002:cb00:7109::'), '203.0.113.0/24');
    assert.equal(custom.blockedBy('::ffff:0:cb00:7109'), '203.0.113.0/24');
    assert.equal(custom.blockedBy('::1'), undefined);
  });
});

describe('registering a webhook at an IPv4-translated loopback address', () => {
  it('is refused with 400 and a field error naming the range, and nothing is stored', async () => {
    const t = await startTestApp({ ADMIN_API_KEY: 'address-guard-admin-key' });
    try {
      for (const url of ['http://[::ffff:0:7f00:1]/', 'http://[::127.0.0.1]/x', 'http://[2002:7f00:1::]/x', 'http://[64:ff9b:1::a00:1]/x', 'http://[fec0::1]/x']) {
        const response = await t.app.inject({ method: 'POST', url: '/api/webhooks', headers: ADMIN, payload: { url, events: ['content.changed'] } });
        assert.equal(response.statusCode, 400, `${url} ${response.body}`);
        const body = response.json() as { errors: { message: string; field?: string }[] };
        assert.match(body.errors[0]!.message, /is in the blocked range .+ \(WEBHOOK_BLOCKED_ADDRESSES\)/, url);
      }
      const list = await t.app.inject({ method: 'GET', url: '/api/webhooks', headers: ADMIN });
      assert.equal(list.json().docs.length, 0, list.body);
    } finally {
      await t.close();
    }
  });
});
