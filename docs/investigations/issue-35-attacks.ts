/**
 * Replays the 12 attacks of the earlier run against freshly started service processes over real HTTP,
 * and prints a markdown table: row | what was done | before | after (now).
 *
 *   npx tsx docs/investigations/issue-35-attacks.ts
 *
 * Starts three servers (each on its own temporary DATA_DIR and MEDIA_DIR, embedded PGlite), stops them all.
 *   S1 protected + TRUST_PROXY=true   rows 1, 3, 4, 5, 6, 7, 10, 12
 *   S2 open (no ADMIN_API_KEY)        rows 2, 8
 *   S3 protected, small quota         rows 9, 11
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startServer, waitForHealth, type ServerProcess } from '../../test/helpers/server-process.ts';
import { pngBytes } from '../../test/helpers/images.ts';

const ADMIN_KEY = 'attack35-admin-key-0123456789abcdefghijklmnop';
const PW = 'correct horse battery';

// ---------------------------------------------------------------- HTTP

interface Answer { status: number; headers: http.IncomingHttpHeaders; text: string; json: any; ms: number }

function request(port: number, method: string, url: string, options: { headers?: Record<string, string>; body?: unknown; raw?: Buffer; timeoutMs?: number } = {}): Promise<Answer> {
  const headers: Record<string, string> = { host: `127.0.0.1:${port}`, ...(options.headers ?? {}) };
  let payload: Buffer | undefined;
  if (options.raw) payload = options.raw;
  else if (options.body !== undefined) {
    payload = Buffer.from(JSON.stringify(options.body));
    headers['content-type'] ??= 'application/json';
  }
  if (payload) headers['content-length'] = String(payload.length);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: url, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: any;
        try { json = JSON.parse(text); } catch { json = undefined; }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json, ms: performance.now() - started });
      });
      res.on('error', reject);
    });
    req.setTimeout(options.timeoutMs ?? 60_000, () => req.destroy(new Error(`timeout ${method} ${url}`)));
    req.on('error', reject);
    req.end(payload);
  });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const xff = (address: string) => ({ 'x-forwarded-for': address });

function multipart(fields: Record<string, string>, file: { name: string; type: string; bytes: Buffer }): { raw: Buffer; headers: Record<string, string> } {
  const boundary = `----attack35${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
  parts.push(file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { raw: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(port: number, token: string, bytes: Buffer, name = 'x.png'): Promise<Answer> {
  const form = multipart({ alt: 'attack' }, { name, type: 'image/png', bytes });
  return request(port, 'POST', '/api/media', { raw: form.raw, headers: { ...form.headers, ...bearer(token) } });
}

/** Statuses as a run-length summary: `401×10, 429×2`. */
function runs(statuses: (number | string)[]): string {
  const out: string[] = [];
  let previous: number | string | undefined;
  let count = 0;
  for (const s of [...statuses, Symbol('end') as unknown as string]) {
    if (s === previous) { count += 1; continue; }
    if (previous !== undefined) out.push(count > 1 ? `${previous}×${count}` : String(previous));
    previous = s;
    count = 1;
  }
  return out.join(', ');
}

const errMsg = (a: Answer) => a.json?.errors?.[0]?.message ?? a.json?.message ?? a.json?.error ?? a.text.slice(0, 120);
const short = (s: string, n = 140) => (s.length > n ? `${s.slice(0, n)}…` : s);
const firstIndex = (statuses: number[], status: number) => { const i = statuses.indexOf(status); return i < 0 ? 'never' : `#${i + 1}`; };

// ---------------------------------------------------------------- processes

interface Started { name: string; port: number; dataDir: string; mediaDir: string; server: ServerProcess }
const started: Started[] = [];

function runCli(dataDir: string, mediaDir: string, args: string[], stdin: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['bin/storefront.js', ...args], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, MEDIA_DIR: mediaDir, LOG_LEVEL: 'warn' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('exit', (code) => resolve({ code, out }));
    child.stdin.end(`${stdin}\n`);
  });
}

async function boot(name: string, env: Record<string, string>, beforeStart?: (dataDir: string, mediaDir: string) => Promise<void>): Promise<Started> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `attack35-${name}-data-`));
  const mediaDir = mkdtempSync(path.join(tmpdir(), `attack35-${name}-media-`));
  if (beforeStart) await beforeStart(dataDir, mediaDir);
  const port = await freePort();
  const server = startServer({ PORT: String(port), DATA_DIR: dataDir, MEDIA_DIR: mediaDir, ...env });
  const entry = { name, port, dataDir, mediaDir, server };
  started.push(entry);
  try {
    await waitForHealth(port, server.exited, 600);
  } catch (error) {
    throw new Error(`${name} did not start: ${(error as Error).message}\n${server.output().slice(-2000)}`);
  }
  return entry;
}

async function stopAll(): Promise<void> {
  for (const s of started) {
    if (s.server.child.exitCode === null && s.server.child.signalCode === null) {
      s.server.child.kill('SIGTERM');
      const timer = setTimeout(() => s.server.child.kill('SIGKILL'), 15_000);
      await s.server.exited;
      clearTimeout(timer);
    }
    rmSync(s.dataDir, { recursive: true, force: true });
    rmSync(s.mediaDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- table

const table: { row: string; what: string; before: string; after: string }[] = [];
const ROWS: Record<number, { what: string; before: string }> = {
  1: { what: 'admin\'s API key narrowed to viewer: POST /api/api-keys {"name":"x"}; the new key on /api/audit and /api/admin/export', before: '201, new key with the owner\'s admin role; it read /api/audit and downloaded /api/admin/export' },
  2: { what: 'open mode: anonymous POST /api/users roles ["admin"], sign in, /api/admin/export; anonymous PATCH /api/users/{other id} password', before: '201, then 200 on export; the PATCH worked' },
  3: { what: 'TRUST_PROXY=true: junk Authorization ×12 from XFF A, then the real admin key from XFF B and from XFF A', before: 'the real admin key answered 429 for up to a minute (address never from XFF)' },
  4: { what: 'TRUST_PROXY=true: 12 wrong passwords for one account from 12 XFF addresses (and 12 from one address), then the right one', before: '429 (standing lockout)' },
  5: { what: 'create+revoke API key, create/update/rotate/redeliver/delete webhook, export; then GET /api/audit', before: 'no audit entry' },
  6: { what: 'signed-in viewer: 45 wrong currentPassword on PATCH /api/users/me, then the right one; 16 parallel guesses vs /healthz and /admin/', before: 'no limit, right one accepted after 45; /admin and media took 8-11 s under 16 parallel' },
  7: { what: '200 parallel GET /api/preorders/{id}/live from one address right after a write', before: 'all 200 accepted (limit 10 per address)' },
  8: { what: 'open mode: GET /api/clear-data?confirm=true with Sec-Fetch-Site cross-site; Host evil.example + Origin evil creating user/content', before: '200 "Data cleared"; foreign Host accepted' },
  9: { what: '30 identical PNG uploads; record re-pointed then deleted: old file; MEDIA_QUOTA_BYTES', before: '30 copies stored; old file still served 200; (quota → 507)' },
  10: { what: 'webhook targets in IPv6 forms of internal addresses', before: 'accepted at registration' },
  11: { what: '45-byte PNG claiming 4294967295×4294967295; nosniff header on JSON and media answers', before: 'dimensions stored as claimed; no nosniff on JSON' },
  12: { what: 'protected mode: editor GET /api/users', before: '200 with every user\'s e-mail and roles' },
};

async function row(n: number, body: (notes: string[]) => Promise<void>): Promise<void> {
  const notes: string[] = [];
  const t0 = performance.now();
  try {
    await body(notes);
  } catch (error) {
    notes.push(`ERROR: ${(error as Error).stack?.split('\n').slice(0, 2).join(' ') ?? String(error)}`);
  }
  table.push({ row: String(n), what: ROWS[n]!.what, before: ROWS[n]!.before, after: notes.join('<br>') });
  process.stderr.write(`row ${n} done in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
}

const cell = (s: string) => s.replaceAll('|', '\\|').replaceAll('\n', ' ');

// ---------------------------------------------------------------- S1: protected, behind a proxy

async function serverOne(): Promise<void> {
  const s = await boot('s1', { ADMIN_API_KEY: ADMIN_KEY, TRUST_PROXY: 'true', WEBHOOK_TIMEOUT_MS: '1000' });
  const port = s.port;
  const admin = bearer(ADMIN_KEY);
  const mkUser = async (email: string, roles: string[]) => {
    const a = await request(port, 'POST', '/api/users', { headers: admin, body: { email, password: PW, roles } });
    if (a.status !== 201) throw new Error(`creating ${email}: ${a.status} ${a.text.slice(0, 200)}`);
    return a.json.doc.id as string;
  };
  const login = async (email: string, password = PW, from = '192.0.2.250') => request(port, 'POST', '/api/users/login', { headers: xff(from), body: { email, password } });
  await mkUser('admin@shop.example', ['admin']);
  await mkUser('viewer@shop.example', ['viewer']);
  await mkUser('editor@shop.example', ['editor']);
  const adminLogin = await login('admin@shop.example');
  if (adminLogin.status !== 200) throw new Error(`admin sign-in ${adminLogin.status}`);
  const adminToken = adminLogin.json.token as string;

  await row(1, async (notes) => {
    const narrowed = await request(port, 'POST', '/api/api-keys', { headers: bearer(adminToken), body: { name: 'narrowed', role: 'viewer' } });
    notes.push(`admin session makes a viewer key: ${narrowed.status}, role=${narrowed.json?.doc?.role}`);
    const narrowKey = narrowed.json.key as string;
    const made = await request(port, 'POST', '/api/api-keys', { headers: bearer(narrowKey), body: { name: 'x' } });
    notes.push(`viewer key POST /api/api-keys {"name":"x"}: **${made.status}**, new key role=**${made.json?.doc?.role ?? '(none)'}**`);
    const higher = await request(port, 'POST', '/api/api-keys', { headers: bearer(narrowKey), body: { name: 'y', role: 'admin' } });
    notes.push(`viewer key asking role "admin": ${higher.status} (${short(errMsg(higher), 90)})`);
    for (const [label, key] of [['new key', made.json?.key], ['viewer key itself', narrowKey]] as const) {
      if (!key) { notes.push(`${label}: no key to try`); continue; }
      const audit = await request(port, 'GET', '/api/audit', { headers: bearer(key) });
      const exp = await request(port, 'GET', '/api/admin/export', { headers: bearer(key) });
      notes.push(`${label}: /api/audit **${audit.status}**, /api/admin/export **${exp.status}**${exp.status === 200 ? ` (${exp.text.length} bytes)` : ''}`);
    }
    const list = await request(port, 'GET', '/api/api-keys', { headers: bearer(narrowKey) });
    notes.push(`viewer key GET /api/api-keys: ${list.status}, lists ${list.json?.docs?.length ?? '?'} key(s), roles ${JSON.stringify(list.json?.docs?.map((d: any) => d.role))}`);
  });

  await row(3, async (notes) => {
    const A = '203.0.113.50';
    const B = '203.0.113.51';
    const junk: Answer[] = [];
    for (let i = 0; i < 12; i += 1) junk.push(await request(port, 'GET', '/api/audit', { headers: { ...xff(A), authorization: `Bearer junk-${i}` } }));
    const statuses = junk.map((a) => a.status);
    notes.push(`12 junk from A: ${runs(statuses)} (429 from ${firstIndex(statuses, 429)}, Retry-After ${junk.find((a) => a.status === 429)?.headers['retry-after'] ?? '-'})`);
    const fromB = await request(port, 'GET', '/api/audit', { headers: { ...xff(B), ...admin } });
    const fromA = await request(port, 'GET', '/api/audit', { headers: { ...xff(A), ...admin } });
    const noXff = await request(port, 'GET', '/api/audit', { headers: admin });
    notes.push(`real admin key from B: **${fromB.status}**; from A (the junk's address): **${fromA.status}**; without XFF: ${noXff.status}`);
    const junkB = await request(port, 'GET', '/api/audit', { headers: { ...xff(B), authorization: 'Bearer junk-b' } });
    const junkA = await request(port, 'GET', '/api/audit', { headers: { ...xff(A), authorization: 'Bearer junk-a' } });
    notes.push(`one more junk from B: ${junkB.status} (counted apart); from A: ${junkA.status}`);
    const spoofedB = await request(port, 'GET', '/api/audit', { headers: { 'x-forwarded-for': `${A}, ${B}`, authorization: 'Bearer junk-c' } });
    notes.push(`junk with XFF "A, B" (client claims A, proxy appends B): ${spoofedB.status}`);
  });

  await row(4, async (notes) => {
    const victim = 'viewer@shop.example';
    const spread: number[] = [];
    for (let i = 1; i <= 12; i += 1) spread.push((await login(victim, 'wrong-password', `198.51.100.${i}`)).status);
    notes.push(`12 wrong from 12 addresses: ${runs(spread)}`);
    const owner = await login(victim, PW, '198.51.100.200');
    notes.push(`owner, right password, clean address: **${owner.status}**`);
    const one: Answer[] = [];
    for (let i = 0; i < 12; i += 1) one.push(await login(victim, 'wrong-password', '198.51.100.99'));
    const oneStatuses = one.map((a) => a.status);
    notes.push(`12 wrong from one address: ${runs(oneStatuses)} (Retry-After ${one.find((a) => a.status === 429)?.headers['retry-after'] ?? '-'})`);
    const sameAddr = await login(victim, PW, '198.51.100.99');
    const clean = await login(victim, PW, '198.51.100.201');
    notes.push(`right password from that same address: **${sameAddr.status}**; from a clean one: **${clean.status}**`);
  });

  await row(5, async (notes) => {
    const before = await request(port, 'GET', '/api/audit?limit=1', { headers: admin });
    const lastId = Number(before.json?.docs?.[0]?.id ?? 0);
    const steps: string[] = [];
    const secrets: string[] = [];
    const key = await request(port, 'POST', '/api/api-keys', { headers: bearer(adminToken), body: { name: 'audited' } });
    steps.push(`key create ${key.status}`);
    secrets.push(key.json?.key);
    steps.push(`key revoke ${(await request(port, 'DELETE', `/api/api-keys/${key.json?.doc?.id}`, { headers: bearer(adminToken) })).status}`);
    const hook = await request(port, 'POST', '/api/webhooks', { headers: bearer(adminToken), body: { url: 'http://203.0.113.10/hook', events: ['content.changed'] } });
    steps.push(`webhook create (http://203.0.113.10/hook) ${hook.status}`);
    const hookId = hook.json?.doc?.id as string | undefined;
    secrets.push(hook.json?.secret);
    if (hookId) {
      steps.push(`webhook update ${(await request(port, 'PATCH', `/api/webhooks/${hookId}`, { headers: bearer(adminToken), body: { description: 'changed' } })).status}`);
      const content = await request(port, 'POST', '/api/announcements', { headers: admin, body: { title: 'trigger', status: 'published' } });
      steps.push(`content write ${content.status}`);
      let deliveryId: number | undefined;
      for (let i = 0; i < 30 && deliveryId === undefined; i += 1) {
        const deliveries = await request(port, 'GET', `/api/webhooks/${hookId}/deliveries`, { headers: bearer(adminToken) });
        deliveryId = deliveries.json?.docs?.[0]?.id;
        if (deliveryId === undefined) await new Promise((r) => setTimeout(r, 200));
      }
      if (deliveryId !== undefined) {
        steps.push(`redeliver #${deliveryId} ${(await request(port, 'POST', `/api/webhooks/${hookId}/deliveries/${deliveryId}/redeliver`, { headers: bearer(adminToken) })).status}`);
      } else steps.push('no delivery appeared to redeliver');
      const rotated = await request(port, 'POST', `/api/webhooks/${hookId}/rotate-secret`, { headers: bearer(adminToken) });
      secrets.push(rotated.json?.secret);
      steps.push(`rotate-secret ${rotated.status}`);
      steps.push(`webhook delete ${(await request(port, 'DELETE', `/api/webhooks/${hookId}`, { headers: bearer(adminToken) })).status}`);
    }
    const exp = await request(port, 'GET', '/api/admin/export', { headers: bearer(adminToken) });
    steps.push(`export ${exp.status} (${exp.text.length} bytes)`);
    notes.push(`steps: ${steps.join('; ')}`);
    const audit = await request(port, 'GET', '/api/audit?limit=100', { headers: admin });
    const entries = (audit.json?.docs ?? []).filter((d: any) => Number(d.id) > lastId).reverse();
    const interesting = entries.filter((d: any) => d.collection !== 'announcements');
    notes.push(`GET /api/audit ${audit.status}; new entries (oldest first, announcements left out): ${interesting.map((d: any) => `**${d.collection}/${d.operation}**${d.actor?.label ? ` by ${d.actor.label}` : ''}`).join(', ') || '(none)'}`);
    const changesOfUpdate = interesting.find((d: any) => d.collection === 'webhooks' && d.operation === 'update')?.changes;
    if (changesOfUpdate) notes.push(`webhook update changes: ${short(JSON.stringify(changesOfUpdate), 120)}`);
    const text = JSON.stringify(entries);
    const leaked = secrets.filter((secret) => secret && text.includes(secret));
    notes.push(`full API key or webhook secret (${secrets.filter(Boolean).length} checked) in the new audit entries: ${leaked.length > 0 ? `**YES** (${leaked.length})` : 'none'} (the key's display prefix ${text.includes('"prefix"') ? 'is' : 'is not'} recorded)`);
  });

  await row(6, async (notes) => {
    const from = '198.51.100.60';
    let session = await login('viewer@shop.example', PW, from);
    if (session.status !== 200) throw new Error(`viewer sign-in ${session.status}`);
    let token = session.json.token as string;
    const guesses: Answer[] = [];
    for (let i = 0; i < 45; i += 1) {
      guesses.push(await request(port, 'PATCH', '/api/users/me', { headers: { ...bearer(token), ...xff(from) }, body: { currentPassword: `guess-${i}`, password: 'new password 123' } }));
    }
    const statuses = guesses.map((a) => a.status);
    const firstLimited = guesses.find((a) => a.status === 429);
    notes.push(`45 wrong: ${runs(statuses)}; 429 from ${firstIndex(statuses, 429)}, Retry-After ${firstLimited?.headers['retry-after'] ?? '-'}`);
    const right = await request(port, 'PATCH', '/api/users/me', { headers: { ...bearer(token), ...xff(from) }, body: { currentPassword: PW, password: 'new password 123' } });
    notes.push(`then the right one: **${right.status}** (${short(errMsg(right), 70)})`);
    const newPassword = right.status === 200 ? 'new password 123' : PW;
    session = await login('viewer@shop.example', newPassword, '198.51.100.61');
    token = session.json?.token;
    // a media file on this server too, to time it
    const media = await upload(port, ADMIN_KEY, pngBytes(4, 4));
    const mediaUrl = String(media.json?.doc?.url ?? '/media/none');
    const baseHealth = await request(port, 'GET', '/healthz');
    const baseAdmin = await request(port, 'GET', '/admin/');
    const baseMedia = await request(port, 'GET', mediaUrl);
    const from2 = '198.51.100.62';
    let done = false;
    const t0 = performance.now();
    const parallel = Promise.all(Array.from({ length: 16 }, (_, i) => request(port, 'PATCH', '/api/users/me', { headers: { ...bearer(token), ...xff(from2) }, body: { currentPassword: `p-${i}`, password: 'another password 1' } })
      .catch((e: Error) => ({ status: e.message } as unknown as Answer)))).finally(() => (done = true));
    const worst = { health: 0, admin: 0, media: 0, rounds: 0, statuses: new Set<string>() };
    while (!done) {
      const [h, a, m] = await Promise.all([request(port, 'GET', '/healthz'), request(port, 'GET', '/admin/'), request(port, 'GET', mediaUrl)]);
      worst.health = Math.max(worst.health, h.ms); worst.admin = Math.max(worst.admin, a.ms); worst.media = Math.max(worst.media, m.ms);
      worst.rounds += 1;
      worst.statuses.add(`${h.status}/${a.status}/${m.status}`);
    }
    const settled = await parallel;
    const tAll = performance.now() - t0;
    notes.push(`baseline: /healthz ${baseHealth.ms.toFixed(0)} ms, /admin/ ${baseAdmin.status} ${baseAdmin.ms.toFixed(0)} ms, media file ${baseMedia.status} ${baseMedia.ms.toFixed(0)} ms`);
    notes.push(`during 16 parallel guesses (${(tAll / 1000).toFixed(1)} s until the last answered: ${runs(settled.map((a) => a.status))}): ${worst.rounds} rounds of /healthz, /admin/, media (statuses ${[...worst.statuses].join(', ')}), slowest **${worst.health.toFixed(0)} / ${worst.admin.toFixed(0)} / ${worst.media.toFixed(0)} ms**`);
  });

  await row(7, async (notes) => {
    const product = await request(port, 'POST', '/api/preorder-products', {
      headers: admin,
      body: { title: 'Live Kit', status: 'published', _status: 'published', backendId: 'prod_live', fundingGoal: 100, preorderEndDate: '2030-12-24T00:00:00Z', variants: [{ id: 'v1', title: 'S', sku: 'LK-S', currentOrders: 0, maxOrders: 50 }] },
    });
    if (product.status !== 201) throw new Error(`preorder product: ${product.status} ${product.text.slice(0, 200)}`);
    const id = product.json.doc.id as string;
    // A campaign-settings write (a variant increment would need COMMERCE_URL: without it, 500 "not configured").
    const write = await request(port, 'PATCH', `/api/preorders/${id}`, { headers: admin, body: { fake_order_count: 3 } });
    notes.push(`write just before: PATCH /api/preorders/{id} {fake_order_count:3} ${write.status}`);
    const healthDuring = request(port, 'GET', '/healthz');
    const address = '198.51.100.77';
    const sockets: http.ClientRequest[] = [];
    const opened = await Promise.all(Array.from({ length: 200 }, () => new Promise<{ status: number | string; retryAfter?: string }>((resolve) => {
      const req = http.request({ host: '127.0.0.1', port, path: `/api/preorders/${id}/live`, headers: { host: `127.0.0.1:${port}`, accept: 'text/event-stream', ...xff(address) }, agent: false }, (res) => {
        resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] as string | undefined });
        if (res.statusCode !== 200) res.resume();
      });
      req.on('error', (e) => resolve({ status: `error ${(e as NodeJS.ErrnoException).code ?? e.message}` }));
      req.setTimeout(20_000, () => req.destroy(new Error('timeout')));
      sockets.push(req);
      req.end();
    })));
    const during = await healthDuring;
    const health = await request(port, 'GET', '/healthz');
    const otherAddress = await new Promise<number | string>((resolve) => {
      const req = http.request({ host: '127.0.0.1', port, path: `/api/preorders/${id}/live`, headers: { host: `127.0.0.1:${port}`, ...xff('198.51.100.78') }, agent: false }, (res) => { resolve(res.statusCode ?? 0); req.destroy(); });
      req.on('error', (e) => resolve(`error ${e.message}`));
      req.end();
    });
    const detail = await request(port, 'GET', `/api/preorders/${id}`);
    for (const req of sockets) req.destroy();
    const statuses = opened.map((o) => o.status);
    const accepted = statuses.filter((s) => s === 200).length;
    const refused = opened.filter((o) => o.status !== 200);
    notes.push(`200 streams from one address: **${accepted} accepted**; others: ${runs(refused.map((o) => o.status).sort())}, Retry-After ${[...new Set(refused.map((o) => o.retryAfter))].join('/') || '-'}`);
    notes.push(`/healthz sent with the 200 opens: ${during.status} in ${during.ms.toFixed(0)} ms; while they were open: /healthz ${health.status} in ${health.ms.toFixed(0)} ms; a stream from another address: ${otherAddress}; GET /api/preorders/{id}: ${detail.status} in ${detail.ms.toFixed(0)} ms`);
  });

  await row(10, async (notes) => {
    const targets = ['http://[::127.0.0.1]/', 'http://[::ffff:0:7f00:1]/', 'http://[2002:7f00:1::]/', 'http://[64:ff9b:1::1]/', 'http://[fec0::1]/', 'http://[100::1]/'];
    for (const url of targets) {
      const a = await request(port, 'POST', '/api/webhooks', { headers: admin, body: { url, events: ['content.changed'] } });
      notes.push(`${url} → **${a.status}**${a.status >= 400 ? ` (${short(errMsg(a), 80)})` : ''}`);
    }
    const control = await request(port, 'POST', '/api/webhooks', { headers: admin, body: { url: 'http://[2606:4700::1]/', events: ['content.changed'] } });
    notes.push(`control, a public IPv6 http://[2606:4700::1]/ → ${control.status}`);
  });

  await row(12, async (notes) => {
    const ed = await login('editor@shop.example', PW, '192.0.2.251');
    const users = await request(port, 'GET', '/api/users', { headers: bearer(ed.json?.token) });
    notes.push(`editor session GET /api/users: **${users.status}**${users.status === 200 ? ` (${users.json?.docs?.length} users, e-mails ${users.text.includes('@') ? 'visible' : 'hidden'})` : ` (${short(errMsg(users), 60)})`}`);
    const one = await request(port, 'GET', `/api/users/${adminLogin.json.user.id}`, { headers: bearer(ed.json?.token) });
    notes.push(`editor GET /api/users/{admin id}: ${one.status}`);
    const anon = await request(port, 'GET', '/api/users');
    notes.push(`anonymous GET /api/users: ${anon.status}`);
    const viewerKey = await request(port, 'POST', '/api/api-keys', { headers: bearer(ed.json?.token), body: { name: 'ed key' } });
    const byKey = await request(port, 'GET', '/api/users', { headers: bearer(viewerKey.json?.key ?? 'none') });
    notes.push(`editor's API key GET /api/users: ${byKey.status}`);
  });
}

// ---------------------------------------------------------------- S2: open mode

async function serverTwo(): Promise<void> {
  let victimId = '';
  const s = await boot('s2', {}, async (dataDir, mediaDir) => {
    const a = await runCli(dataDir, mediaDir, ['users', 'create', '--email', 'admin@shop.example', '--role', 'admin'], PW);
    const v = await runCli(dataDir, mediaDir, ['users', 'create', '--email', 'victim@shop.example', '--role', 'editor'], PW);
    victimId = /\(id ([0-9a-f]+)\)/.exec(v.out)?.[1] ?? '';
    if (a.code !== 0 || v.code !== 0) throw new Error(`CLI users create failed: ${a.out} ${v.out}`);
  });
  const port = s.port;
  const login = (email: string, password: string) => request(port, 'POST', '/api/users/login', { body: { email, password } });

  await row(2, async (notes) => {
    const health = await request(port, 'GET', '/api/announcements?limit=1');
    notes.push(`(open mode confirmed: anonymous content read ${health.status})`);
    const created = await request(port, 'POST', '/api/users', { body: { email: 'mallory@evil.example', password: 'mallory password', roles: ['admin'] } });
    notes.push(`anonymous POST /api/users roles ["admin"]: **${created.status}** (${short(errMsg(created), 80)})`);
    const signed = await login('mallory@evil.example', 'mallory password');
    notes.push(`sign in as that user: **${signed.status}**`);
    const exp = await request(port, 'GET', '/api/admin/export', { headers: signed.json?.token ? bearer(signed.json.token) : {} });
    notes.push(`/api/admin/export${signed.json?.token ? ' with its token' : ' (anonymous)'}: **${exp.status}**`);
    const patch = await request(port, 'PATCH', `/api/users/${victimId}`, { body: { password: 'hijacked password' } });
    notes.push(`anonymous PATCH /api/users/{victim id} password: **${patch.status}**`);
    const oldPw = await login('victim@shop.example', PW);
    const newPw = await login('victim@shop.example', 'hijacked password');
    notes.push(`victim's old password: ${oldPw.status}; the attacker's password: ${newPw.status}`);
    const del = await request(port, 'DELETE', `/api/users/${victimId}`);
    const list = await request(port, 'GET', '/api/users');
    notes.push(`anonymous DELETE /api/users/{id}: ${del.status}; anonymous GET /api/users: ${list.status}`);
  });

  await row(8, async (notes) => {
    const seeded = await request(port, 'POST', '/api/announcements', { body: { title: 'Keep me', status: 'published' } });
    notes.push(`seed: anonymous POST /api/announcements ${seeded.status}`);
    const count = async () => (await request(port, 'GET', '/api/announcements?limit=1')).json?.totalDocs;
    const usersCount = async () => {
      const admin = await login('admin@shop.example', PW);
      return (await request(port, 'GET', '/api/users?limit=100', { headers: bearer(admin.json?.token) })).json?.totalDocs;
    };
    const before = await count();
    const usersBefore = await usersCount();
    const cross = await request(port, 'GET', '/api/clear-data?confirm=true', { headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image', referer: 'http://evil.example/' } });
    notes.push(`GET /api/clear-data?confirm=true, Sec-Fetch-Site cross-site: **${cross.status}** (${short(errMsg(cross), 70)})`);
    const sameSite = await request(port, 'GET', '/api/clear-data?confirm=true', { headers: { 'sec-fetch-site': 'same-site' } });
    notes.push(`same with Sec-Fetch-Site same-site: ${sameSite.status}`);
    const formPost = await request(port, 'POST', '/api/clear-data', { raw: Buffer.from('collections=articles'), headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' } });
    notes.push(`(extra) cross-site form POST /api/clear-data (urlencoded, Origin evil): ${formPost.status}`);
    const evil = { host: 'evil.example', origin: 'http://evil.example' };
    const evilUser = await request(port, 'POST', '/api/users', { headers: evil, body: { email: 'rebind@evil.example', password: 'rebind password', roles: ['admin'] } });
    const evilContent = await request(port, 'POST', '/api/announcements', { headers: evil, body: { title: 'rebound', status: 'published' } });
    const evilClear = await request(port, 'GET', '/api/clear-data?confirm=true', { headers: evil });
    notes.push(`Host evil.example + Origin evil: POST /api/users **${evilUser.status}**, POST /api/announcements **${evilContent.status}**, GET clear-data **${evilClear.status}**`);
    const evilPort = await request(port, 'POST', '/api/announcements', { headers: { host: `evil.example:${port}`, origin: `http://evil.example:${port}` }, body: { title: 'rebound2' } });
    notes.push(`Host evil.example:${port}: ${evilPort.status}`);
    const after = await count();
    const usersAfter = await usersCount();
    notes.push(`announcements ${before} → ${after}; users ${usersBefore} → ${usersAfter} (nothing cleared/created: ${before === after && usersBefore === usersAfter ? 'yes' : '**NO**'})`);
  });
}

// ---------------------------------------------------------------- S3: media with a small quota

async function serverThree(): Promise<void> {
  const quota = 600;
  const s = await boot('s3', { ADMIN_API_KEY: ADMIN_KEY, MEDIA_QUOTA_BYTES: String(quota) });
  const port = s.port;
  const files = () => readdirSync(s.mediaDir).filter((name) => !name.startsWith('.'));
  let servedKey: string | undefined;

  await row(9, async (notes) => {
    const png = pngBytes(2, 2);
    const answers: Answer[] = [];
    for (let i = 0; i < 30; i += 1) answers.push(await upload(port, ADMIN_KEY, png, `copy-${i}.png`));
    const ids = new Set(answers.map((a) => a.json?.doc?.id));
    const records = await request(port, 'GET', '/api/media?limit=100', { headers: bearer(ADMIN_KEY) });
    notes.push(`30 identical uploads (${png.length} B): ${runs(answers.map((a) => a.status))}; distinct ids ${ids.size}; media records ${records.json?.totalDocs}; files in MEDIA_DIR **${files().length}**`);
    const first = answers[0]!.json.doc;
    const oldUrl = first.url as string;
    const repoint = await request(port, 'PATCH', `/api/media/${first.id}`, { headers: bearer(ADMIN_KEY), body: { url: 'https://cdn.example/elsewhere.png' } });
    await new Promise((r) => setTimeout(r, 300));
    const afterRepoint = await request(port, 'GET', oldUrl);
    const del = await request(port, 'DELETE', `/api/media/${first.id}`, { headers: bearer(ADMIN_KEY) });
    await new Promise((r) => setTimeout(r, 300));
    const afterDelete = await request(port, 'GET', oldUrl);
    notes.push(`record re-pointed (PATCH ${repoint.status}) → old file **${afterRepoint.status}**; record deleted (${del.status}) → old file **${afterDelete.status}**; files left ${files().length}`);
    // quota
    const quotaAnswers: Answer[] = [];
    for (let side = 3; side < 40; side += 1) {
      const a = await upload(port, ADMIN_KEY, pngBytes(side, side));
      quotaAnswers.push(a);
      if (a.status === 201) servedKey ??= String(a.json.doc.url).slice('/media/'.length);
      if (a.status !== 201) break;
    }
    const last = quotaAnswers.at(-1)!;
    notes.push(`MEDIA_QUOTA_BYTES=${quota}, distinct PNGs: ${runs(quotaAnswers.map((a) => a.status))}; last: ${last.status} (${short(errMsg(last), 110)})`);
    const again = await upload(port, ADMIN_KEY, pngBytes(3, 3));
    notes.push(`an already stored file again at full quota: ${again.status}`);
  });

  await row(11, async (notes) => {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(0xffffffff, 0);
    header.writeUInt32BE(0xffffffff, 4);
    header[8] = 8; header[9] = 6;
    const crcTable = (bytes: Buffer) => { let c = ~0; for (const b of bytes) { c ^= b; for (let k = 0; k < 8; k += 1) c = (c >>> 1) ^ (0xedb88320 & -(c & 1)); } return ~c >>> 0; };
    const chunk = (type: string, data: Buffer) => { const len = Buffer.alloc(4); len.writeUInt32BE(data.length); const body = Buffer.concat([Buffer.from(type), data]); const crc = Buffer.alloc(4); crc.writeUInt32BE(crcTable(body)); return Buffer.concat([len, body, crc]); };
    const bomb = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IEND', Buffer.alloc(0))]);
    const a = await upload(port, ADMIN_KEY, bomb, 'bomb.png');
    notes.push(`${bomb.length}-byte PNG claiming 4294967295×4294967295: **${a.status}** (${short(errMsg(a), 100)})${a.json?.doc ? `, stored ${a.json.doc.width}×${a.json.doc.height}` : ''}`);
    const json = await request(port, 'GET', '/api/media?limit=1');
    const jsonErr = await request(port, 'GET', '/api/nope-collection');
    notes.push(`X-Content-Type-Options on JSON GET /api/media: **${json.headers['x-content-type-options'] ?? '(absent)'}** (${json.headers['content-type']}); on a JSON 404: ${jsonErr.headers['x-content-type-options'] ?? '(absent)'}; on the upload's answer: ${a.headers['x-content-type-options'] ?? '(absent)'}`);
    if (servedKey) {
      const file = await request(port, 'GET', `/media/${servedKey}`);
      notes.push(`media file GET /media/…: ${file.status}, nosniff **${file.headers['x-content-type-options'] ?? '(absent)'}**, ${file.headers['content-type']}, CSP ${file.headers['content-security-policy'] ?? '(absent)'}`);
    } else notes.push('no stored media file to check');
  });
}

// ---------------------------------------------------------------- main

async function main(): Promise<void> {
  const phases: [string, () => Promise<void>, number[]][] = [['S1', serverOne, [1, 3, 4, 5, 6, 7, 10, 12]], ['S2', serverTwo, [2, 8]], ['S3', serverThree, [9, 11]]];
  for (const [name, phase, rows] of phases) {
    try {
      await phase();
    } catch (error) {
      for (const n of rows) {
        if (!table.some((r) => r.row === String(n))) table.push({ row: String(n), what: ROWS[n]!.what, before: ROWS[n]!.before, after: `ERROR (${name}): ${cell((error as Error).message.slice(0, 300))}` });
      }
    }
  }
  table.sort((a, b) => Number(a.row) - Number(b.row));
  console.log('| row | what was done | before | after (now) |');
  console.log('|---|---|---|---|');
  for (const r of table) console.log(`| ${r.row} | ${cell(r.what)} | ${cell(r.before)} | ${cell(r.after)} |`);
}

try {
  await main();
} finally {
  await stopAll();
}
