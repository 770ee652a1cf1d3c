/**
 * Client CPU per commerce call: 4,000 variant writes to the demo backend (a process of its own), 20 in flight,
 * through `fetch` and through node:http with the global keep-alive agent (what src/commerce/http.ts uses).
 * Run: npx tsx bench/commerce-calls.ts
 */
import http from 'node:http';
import { spawn } from 'node:child_process';

const variants = Array.from({ length: 40 }, (_, i) => `var_${i}`);
const backend = spawn(process.execPath, ['--import', 'tsx', 'bench/demo-backend-process.ts', 'campaign', `prod_x:${variants.join(',')}`], { stdio: ['ignore', 'pipe', 'inherit'] });
const url = await new Promise<string>((resolve) => backend.stdout!.once('data', (c: Buffer) => resolve(c.toString().trim())));
const N = 4000, C = 20;
const base = new URL(url);
function viaHttp(method: string, path: string, body?: unknown): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request({ host: base.hostname, port: base.port, path, method, headers: { 'Content-Type': 'application/json', ...(payload ? { 'Content-Length': Buffer.byteLength(payload) } : {}) }, signal: AbortSignal.timeout(5000) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString())));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}
async function viaFetch(method: string, path: string, body?: unknown) {
  const r = await fetch(url + path, { method, headers: { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(5000) });
  return JSON.parse(await r.text());
}
for (const [name, call] of [['fetch', viaFetch], ['node:http', viaHttp], ['fetch', viaFetch], ['node:http', viaHttp]] as const) {
  let i = 0;
  const cpu = process.cpuUsage(); const t = performance.now();
  await Promise.all(Array.from({ length: C }, async () => { while (i < N) { const k = i++; await call('POST', `/admin/product-variants/${variants[k % 40]}`, { metadata: { current_orders: String(k) } }); } }));
  const used = process.cpuUsage(cpu); const ms = performance.now() - t;
  console.log(name, `${(N / ms * 1000).toFixed(0)}/s`, `client CPU ${((used.user + used.system) / N).toFixed(0)} µs/call`);
}
backend.kill();
process.exit(0);
