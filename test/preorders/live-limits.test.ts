import assert from 'node:assert/strict';
import { once } from 'node:events';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { createDoc, startTestApp, type TestApp } from '../helpers/app.js';
import { clientGroup, StreamSlots } from '../../src/preorders/live-slots.js';

describe('clientGroup', () => {
  it('counts an IPv4 address alone and an IPv6 address with its /64', () => {
    const table: [string, string][] = [
      ['203.0.113.7', '203.0.113.7'],
      ['::ffff:203.0.113.7', '203.0.113.7'],
      ['2001:db8:1:2::a', '2001:db8:1:2::/64'],
      ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
      ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
      ['2001:db8:1:3::a', '2001:db8:1:3::/64'],
      ['2001:db8::1', '2001:db8:0:0::/64'],
      ['::1', '0:0:0:0::/64'],
      ['fe80::1%eth0', 'fe80:0:0:0::/64'],
      ['::ffff:0:1.2.3.4', '0:0:0:0::/64'],
    ];
    for (const [address, group] of table) assert.equal(clientGroup(address), group, address);
  });
});

describe('StreamSlots', () => {
  it('refuses past the per-address cap, then past the total, and takes a slot back once', () => {
    const slots = new StreamSlots({ perAddress: 2, max: 3 });
    const first = slots.reserve('2001:db8:1:2::a');
    assert.notEqual(typeof first, 'string');
    assert.notEqual(typeof slots.reserve('2001:db8:1:2::b'), 'string');
    assert.equal(slots.reserve('2001:db8:1:2:ffff::1'), 'address', 'the same /64');
    assert.notEqual(typeof slots.reserve('198.51.100.1'), 'string');
    assert.equal(slots.reserve('198.51.100.2'), 'total');
    (first as { release(): void }).release();
    (first as { release(): void }).release();
    assert.equal(slots.open, 2);
    assert.notEqual(typeof slots.reserve('198.51.100.2'), 'string');
    assert.equal(slots.reserve('198.51.100.3'), 'total');
  });
});

interface Opened { status: number; headers: Record<string, string>; body: string; close(): void }

/**
 * A connection from one local address (any of 127.0.0.0/8 is this machine), ready to send a GET of the
 * live stream: connecting first and sending later lets a test put many requests on the wire at once.
 */
async function connectFrom(port: number, localAddress: string): Promise<(path: string) => Promise<Opened>> {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress });
  await once(socket, 'connect');
  return (path) => new Promise((resolve, reject) => {
    let received = '';
    socket.on('error', reject);
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      const [statusLine, ...lines] = received.slice(0, end).split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      let body = received.slice(end + 4);
      socket.removeAllListeners('data');
      socket.on('data', (more: Buffer) => {
        body += more.toString('utf8');
      });
      resolve({ status: Number(statusLine!.split(' ')[1]), headers, get body() { return body; }, close: () => socket.destroy() });
    });
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n`);
  });
}

describe('live stream caps over HTTP', () => {
  const PER_ADDRESS = 10;
  const MAX = 25;
  let t: TestApp;
  let base: string;
  let port: number;
  let productId: string;
  before(async () => {
    t = await startTestApp({ LIVE_STREAMS_PER_ADDRESS: String(PER_ADDRESS), LIVE_STREAMS_MAX: String(MAX) });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = Number(new URL(base).port);
    productId = (await createDoc(t.app, 'preorder-products', { title: 'Capped', fundingGoal: '100', orderCount: 1 })).id;
  });
  after(() => t.close());

  const live = () => `/api/preorders/${productId}/live`;
  const open = async (localAddress: string) => (await connectFrom(port, localAddress))(live());
  async function closeAll(streams: { close(): void }[]) {
    for (const stream of streams) stream.close();
    await sleep(300); // the server sees the connections close
  }

  it('opens exactly LIVE_STREAMS_PER_ADDRESS of 50 parallel streams from one address right after a write; the rest 429 with Retry-After', async () => {
    const patched = await t.app.inject({ method: 'PATCH', url: `/api/preorders/${productId}`, payload: { funding_goal: 60 } });
    assert.equal(patched.statusCode, 200, patched.body);
    const connections = await Promise.all(Array.from({ length: 50 }, () => connectFrom(port, '127.0.0.1')));
    await sleep(200); // the server has taken every connection
    const sent = connections.map((send) => send(live()));
    // This process is the server too: holding its event loop a moment lets all 50 requests arrive
    // before any is handled, as from a fast client, instead of one by one as the loop comes round.
    for (const until = Date.now() + 300; Date.now() < until;);
    const streams = await Promise.all(sent);
    try {
      const statuses = streams.map((stream) => stream.status);
      assert.equal(statuses.filter((status) => status === 200).length, PER_ADDRESS, JSON.stringify(statuses));
      assert.equal(statuses.filter((status) => status === 429).length, 50 - PER_ADDRESS);
      const refused = streams.find((stream) => stream.status === 429)!;
      await sleep(50); // the rest of its body, if it came in another packet
      assert.equal(refused.headers['retry-after'], '5');
      assert.match(refused.body, /LIVE_STREAMS_PER_ADDRESS/);
    } finally {
      await closeAll(streams);
    }
    const again = await open('127.0.0.1');
    assert.equal(again.status, 200, 'the places are back once the streams closed');
    await closeAll([again]);
  });

  it('answers 503 with Retry-After past LIVE_STREAMS_MAX in total, and /healthz is still answered', async () => {
    const streams: Opened[] = [];
    try {
      for (let index = 0; index < MAX; index += 1) streams.push(await open(`127.0.0.${2 + Math.floor(index / PER_ADDRESS)}`));
      assert.deepEqual(streams.map((stream) => stream.status), Array<number>(MAX).fill(200));
      const refused = await open('127.0.0.9');
      streams.push(refused);
      assert.equal(refused.status, 503);
      assert.equal(refused.headers['retry-after'], '5');
      assert.match(refused.body, /LIVE_STREAMS_MAX/);
      assert.equal((await fetch(`${base}/healthz`)).status, 200);
    } finally {
      await closeAll(streams);
    }
    const again = await open('127.0.0.9');
    assert.equal(again.status, 200);
    await closeAll([again]);
  });
});
