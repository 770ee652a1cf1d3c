/**
 * npm run test:example: docs/storefront-integration.md, run. Every command of the guide's `sh` blocks, in
 * the guide's order, as bash runs it (the ports 3000 and 3001 swapped for free ones, the `<…>`
 * placeholders filled from what earlier commands printed), each with the checks that prove what the guide
 * says it does: the demo service, the typed client packed and the example storefront installed from its
 * lockfile with that tarball, the webhook registered, `next build`, `next start`, the pages with the demo's
 * content and figures, recommendations read with the store key that no browser chunk holds, live figures,
 * content changes shown through the webhook (and not without it), forged webhooks refused without effect.
 * A command of the guide this file does not know, or one it knows that the guide no longer shows, fails it.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { readmeCommands } from '../test/helpers/readme-commands.js';
import { pngBytes } from '../test/helpers/images.js';
import { openCampaignInBrowser } from './test-example/browser.js';
import { alive, background, backgrounds, escapeHtml, filesUnder, freePort, run, runOk, seconds, sleep, stop, textOf, until, type Background } from './test-example/processes.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const GUIDE = 'docs/storefront-integration.md';
const STORE_KEY = 'demo-store-key';
const CLIENT_VERSION = (JSON.parse(readFileSync(path.join(ROOT, 'clients/typescript/package.json'), 'utf8')) as { version: string }).version;
const started = Date.now();

// ------------------------------------------------------------------- state ---

const servicePort = await freePort();
let examplePort = await freePort();
while (examplePort === servicePort) examplePort = await freePort();
const service = `http://127.0.0.1:${servicePort}`;
const storefrontUrl = `http://127.0.0.1:${examplePort}`;
const baseEnv: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' };
/** The demo's terminal: its port. The storefront's terminals: its port and the service's address. */
const demoEnv = { ...baseEnv, PORT: String(servicePort) };
const exampleEnv = { ...baseEnv, PORT: String(examplePort), STOREFRONT_URL: service };

const story = {
  cwd: ROOT,
  password: undefined as string | undefined,
  campaignId: undefined as string | undefined,
  variantId: undefined as string | undefined,
  secret: undefined as string | undefined,
  token: undefined as string | undefined,
  webhookId: undefined as string | undefined,
  live: undefined as Background | undefined,
  liveOrders: undefined as number | undefined,
  timings: {} as Record<string, number>,
  pages: {} as Record<string, string>,
};

function fill(text: string): string {
  const filled = text
    .replaceAll('127.0.0.1:3000', `127.0.0.1:${servicePort}`)
    .replaceAll('127.0.0.1:3001', `127.0.0.1:${examplePort}`)
    .replaceAll('<password printed by the demo>', story.password ?? '<password printed by the demo>')
    .replaceAll('<campaign id>', story.campaignId ?? '<campaign id>')
    .replaceAll('<variant id>', story.variantId ?? '<variant id>');
  const left = filled.match(/<[a-z]+( [a-z]+)+>/);
  assert.equal(left, null, `${text}: placeholder ${left?.[0]} not known yet`);
  return filled;
}

async function get(url: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
}
async function json<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await get(url, headers);
  assert.equal(response.status, 200, `${url}: ${response.status}`);
  return (await response.json()) as T;
}
async function page(pathname: string): Promise<string> {
  const response = await get(`${storefrontUrl}${pathname}`);
  assert.equal(response.status, 200, `${pathname}: ${response.status}`);
  return response.text();
}
async function api(method: string, url: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${service}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(story.token ? { authorization: `Bearer ${story.token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  assert.ok(response.status < 300, `${method} ${url}: ${response.status} ${await response.clone().text()}`);
  return response.json();
}
async function announce(title: string): Promise<void> {
  await api('POST', '/api/announcements', { title, type: 'info', summary: 'Made by test:example.', priority: 30, status: 'published', showOnHomepage: true });
}
async function setWebhookEnabled(enabled: boolean): Promise<void> {
  await api('PATCH', `/api/webhooks/${story.webhookId}`, { enabled });
}
/** Disables the endpoint, lets a delivery already under way land, then reads the home page so it is cached as is. */
async function holdDeliveriesBack(): Promise<void> {
  await setWebhookEnabled(false);
  await sleep(1500);
  await page('/');
  await page('/');
}
async function postRevalidate(body: string, headers: Record<string, string>): Promise<number> {
  const response = await fetch(`${storefrontUrl}/api/revalidate`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  await response.arrayBuffer();
  return response.status;
}

interface HomeData {
  announcements: { title: string | null }[];
  productRecommendations: { lists: { title: string | null; products: { id: string; title: string | null; relationTo: string; preorder?: { progress: number; backers: number; daysLeft: number | null } }[] }[] };
}
interface Detail {
  preorder: { id: string; title: string | null; total_display_count: number; funding_goal: number; completion_percentage: number; variants: { id: string | null; current_orders: number; max_orders: number }[] };
}

// ------------------------------------------------------------------- steps ---

/** The guide's commands, in its order, each with what the test does around it. */
const steps: { command: string; run: (text: string) => Promise<void> }[] = [
  {
    command: 'WEBHOOK_BLOCKED_ADDRESSES=none npm run demo',
    run: async (text) => {
      const demo = background(text, story.cwd, demoEnv);
      await until('the demo to print its address', () => (demo.output().includes('Ctrl-C stops everything') ? true : alive(demo)), 120_000)
        .catch((error: Error) => { throw new Error(`${error.message}\n${demo.output()}`); });
      const output = demo.output();
      assert.match(output, new RegExp(`Demo storefront service on ${service}`));
      assert.match(output, /Synced (\d+): \1 created, 0 errors/, 'the demo syncs every product');
      story.password = output.match(/with the password (\S+)\)/)?.[1];
      assert.ok(story.password, 'the demo prints the admin password');
    },
  },
  {
    command: 'npm pack -w @storefront-service/client --pack-destination examples/next-storefront',
    run: async (text) => {
      await runOk(text, story.cwd, exampleEnv);
      const tarball = `storefront-service-client-${CLIENT_VERSION}.tgz`;
      assert.ok(statSync(path.join(ROOT, 'examples/next-storefront', tarball)).isFile(), `${tarball} packed into the example`);
      const example = JSON.parse(readFileSync(path.join(ROOT, 'examples/next-storefront/package.json'), 'utf8')) as { dependencies: Record<string, string> };
      assert.equal(example.dependencies['@storefront-service/client'], `file:${tarball}`, 'the example depends on the tarball of the client\'s version');
    },
  },
  {
    command: 'cd examples/next-storefront',
    run: async (text) => {
      story.cwd = path.resolve(story.cwd, text.slice(3));
      assert.ok(statSync(path.join(story.cwd, 'package-lock.json')).isFile());
    },
  },
  {
    command: 'npm ci',
    run: async (text) => {
      const start = Date.now();
      await runOk(text, story.cwd, exampleEnv);
      story.timings['npm ci (example)'] = Date.now() - start;
      // Installed from the tarball just packed: no src/, its dist/ the one the pack built (a lockfile
      // integrity would let npm take an older tarball of that integrity from its cache).
      const installed = path.join(story.cwd, 'node_modules/@storefront-service/client');
      const client = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8')) as { name: string; version: string };
      assert.deepEqual([client.name, client.version], ['@storefront-service/client', CLIENT_VERSION]);
      assert.deepEqual(readdirSync(installed).sort(), ['CHANGELOG.md', 'README.md', 'dist', 'package.json']);
      for (const file of ['index.js', 'index.d.ts', 'schema.d.ts']) {
        assert.ok(readFileSync(path.join(installed, 'dist', file)).equals(readFileSync(path.join(ROOT, 'clients/typescript/dist', file))),
          `node_modules/@storefront-service/client/dist/${file} is not the one just packed: remove the client's integrity from package-lock.json`);
      }
    },
  },
  {
    command: 'cp .env.example .env.local',
    run: async (text) => {
      await runOk(text, story.cwd, exampleEnv);
      assert.match(readFileSync(path.join(story.cwd, '.env.local'), 'utf8'), /^STORE_API_KEY=demo-store-key$/m);
    },
  },
  {
    command: "ADMIN_PASSWORD='<password printed by the demo>' npm run register-webhook",
    run: async (text) => {
      const output = await runOk(fill(text), story.cwd, exampleEnv);
      assert.match(output, new RegExp(`Registered ${storefrontUrl}/api/revalidate for content.changed`));
      story.secret = readFileSync(path.join(story.cwd, '.env.local'), 'utf8').match(/^STOREFRONT_WEBHOOK_SECRET=(whsec_\S+)$/m)?.[1];
      assert.ok(story.secret, 'the secret is written to .env.local');
      // The test's own admin session, to hold deliveries back later (PATCH /api/webhooks/{id}).
      const login = await fetch(`${service}/api/users/login`, {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'demo@storefront.example', password: story.password }),
      });
      story.token = ((await login.json()) as { token: string }).token;
      const endpoints = (await api('GET', '/api/webhooks')) as { docs: { id: string; url: string; events: string[] }[] };
      const endpoint = endpoints.docs.find((doc) => doc.url === `${storefrontUrl}/api/revalidate`);
      assert.deepEqual(endpoint?.events, ['content.changed']);
      story.webhookId = endpoint!.id;
    },
  },
  {
    command: 'npm run build',
    run: async (text) => {
      const start = Date.now();
      await runOk(text, story.cwd, exampleEnv, 600_000);
      story.timings['next build'] = Date.now() - start;
      // The store key never reaches a browser: no chunk served from /_next/static holds it. The same scan
      // finds what the browser code does hold (the live figures' EventSource), so it reads the right files.
      const chunks = filesUnder(path.join(story.cwd, '.next/static')).filter((file) => /\.(js|css|json|txt|map)$/.test(file));
      const holding = (needle: string) => chunks.filter((file) => readFileSync(file, 'utf8').includes(needle));
      assert.ok(chunks.length > 0);
      assert.ok(holding('EventSource').length > 0, 'the scan finds the live figures in the browser chunks');
      assert.deepEqual(holding(STORE_KEY), [], 'no browser chunk holds the store key');
      assert.deepEqual(holding(story.secret!), [], 'no browser chunk holds the webhook secret');
    },
  },
  {
    command: 'npm start',
    run: async (text) => {
      const next = background(text, story.cwd, exampleEnv);
      await until('next start to answer', async () => {
        alive(next);
        return (await get(`${storefrontUrl}/`)).status === 200 ? true : undefined;
      }, 60_000)
        .catch((error: Error) => { throw new Error(`${error.message}\n${next.output()}`); });
    },
  },
  {
    command: "curl -s http://127.0.0.1:3001/ | grep -o 'Winter campaign is live' | head -n 1",
    run: async (text) => {
      assert.equal((await runOk(fill(text), story.cwd, exampleEnv)).trim(), 'Winter campaign is live');
      const html = await page('/');
      story.pages.home = html;
      assert.ok(!html.includes(STORE_KEY) && !html.includes(story.secret!), 'the home page holds neither the store key nor the webhook secret');
      const home = await json<HomeData>(`${service}/api/home`);
      for (const announcement of home.announcements) assert.ok(html.includes(escapeHtml(announcement.title!)), `announcement ${announcement.title}`);
      // Each campaign card shows the service's figures for that campaign.
      const cards = home.productRecommendations.lists.flatMap((list) => list.products).filter((card) => card.preorder);
      assert.ok(cards.length > 0, 'the demo has campaigns on the home page');
      for (const card of cards) {
        const figures = textOf(`<x ${html.split(`data-figures="${card.id}"`)[1]?.split('</p>')[0] ?? ''}`);
        assert.ok(figures.includes(`${card.preorder!.progress}% funded`), `${card.title}: progress in ${figures}`);
        assert.ok(figures.includes(`${card.preorder!.backers} backers`), `${card.title}: backers in ${figures}`);
      }
      // Recommended for you: every published product of the service's lists, read with the key.
      const recommendations = await json<{ data: { lists: { products: { id: string; title: string }[] }[] } }>(
        `${service}/api/public/product-recommendations`, { 'x-store-api-key': STORE_KEY });
      const section = html.split('data-recommendations=""')[1] ?? '';
      const recommended = recommendations.data.lists.flatMap((list) => list.products);
      assert.ok(recommended.length > 0);
      for (const product of recommended) assert.ok(section.includes(`data-recommended="${product.id}"`) && section.includes(escapeHtml(product.title)), `recommended ${product.title}`);
      // A hero slide links to /preorders/{handle}: it leads to that campaign's page.
      const slideLink = html.match(/href="(\/preorders\/[^"]+)"/)?.[1];
      assert.ok(slideLink, 'a hero slide links to a campaign');
      const redirect = await fetch(`${storefrontUrl}${slideLink}`, { redirect: 'manual' });
      const target = new URL(redirect.headers.get('location') ?? '', storefrontUrl).pathname;
      assert.equal(redirect.status, 307);
      const record = await json<{ handle: string }>(`${service}/api/preorder-products/${target.replace('/campaigns/', '')}?depth=0`);
      assert.equal(`/preorders/${record.handle}`, slideLink);
      assert.equal((await get(`${storefrontUrl}/preorders/no-such-handle`)).status, 404);
      story.campaignId = html.match(/href="\/campaigns\/([^"]+)"/)?.[1];
      assert.ok(story.campaignId && cards.some((card) => card.id === story.campaignId), 'a campaign card links to its page');
    },
  },
  {
    command: "curl -s http://127.0.0.1:3001/campaigns/<campaign id> | grep -o '<h1>[^<]*</h1>'",
    run: async (text) => {
      const { preorder } = await json<Detail>(`${service}/api/preorders/${story.campaignId}`);
      assert.equal((await runOk(fill(text), story.cwd, exampleEnv)).trim(), `<h1>${escapeHtml(preorder.title!)}</h1>`);
      const html = await page(`/campaigns/${story.campaignId}`);
      story.pages.campaign = html;
      assert.ok(!html.includes(STORE_KEY), 'the campaign page does not hold the store key');
      assert.ok(html.includes(`data-figure="backers">${preorder.total_display_count}<`), 'backers');
      assert.ok(html.includes(`data-figure="funding-goal">${preorder.funding_goal}<`), 'funding goal');
      assert.ok(html.includes(`data-figure="completion">${preorder.completion_percentage}<!-- -->%<`), 'completion');
      for (const variant of preorder.variants) {
        assert.ok(html.includes(`data-variant="${variant.id}"><td>`) && html.split(`data-variant="${variant.id}"`)[1]!.includes(`data-figure="variant-orders">${variant.current_orders}<`), `variant ${variant.id}`);
      }
      assert.equal((await get(`${storefrontUrl}/campaigns/no-such-campaign`)).status, 404);
    },
  },
  {
    command: 'curl -s http://127.0.0.1:3000/api/preorders/<campaign id>',
    run: async (text) => {
      const detail = JSON.parse(await runOk(fill(text), story.cwd, exampleEnv)) as Detail;
      story.variantId = detail.preorder.variants.find((variant) => variant.id)?.id ?? undefined;
      assert.ok(story.variantId);
    },
  },
  {
    command: 'curl -sN http://127.0.0.1:3001/api/live/<campaign id>',
    run: async (text) => {
      story.live = background(fill(text), story.cwd, exampleEnv);
      const first = await until('the first live event', () => liveEvents()[0], 30_000);
      story.liveOrders = first.preorder.variants.find((variant) => variant.id === story.variantId)!.current_orders;
    },
  },
  {
    command: `curl -X PATCH http://127.0.0.1:3000/api/preorders/<campaign id> -H 'content-type: application/json'   -d '{"variant_id":"<variant id>","increment":1}'`,
    run: async (text) => {
      const browser = await openCampaignInBrowser(`${storefrontUrl}/campaigns/${story.campaignId}`, story.variantId!, story.liveOrders!);
      const answer = JSON.parse(await runOk(fill(text), story.cwd, exampleEnv)) as { success: boolean; current_orders: number };
      assert.equal(answer.current_orders, story.liveOrders! + 1);
      // The stream relayed by the storefront sends the detail again, with that variant one higher.
      await until('a live event with the new count', () => liveEvents().find((event) =>
        event.preorder.variants.find((variant) => variant.id === story.variantId)?.current_orders === story.liveOrders! + 1), 15_000);
      stop(story.live!);
      await browser?.sees(story.liveOrders! + 1);
    },
  },
  {
    command: `curl -X POST http://127.0.0.1:3000/api/announcements -H 'content-type: application/json'   -d '{"title":"Spring drop on Friday","type":"campaign","summary":"Three new campaigns open at noon.","priority":20,"status":"published","showOnHomepage":true}'`,
    run: async (text) => {
      // First the proof that the webhook is what refreshes the page: with its deliveries held back, a new
      // announcement stays off the cached home page; once they resume, it appears.
      const heldBack = `Held back ${randomBytes(3).toString('hex')}`;
      await holdDeliveriesBack();
      await announce(heldBack);
      await sleep(3000);
      assert.ok(!(await page('/')).includes(heldBack), 'without the webhook the home page stays as cached');
      await setWebhookEnabled(true);
      await until('the held-back announcement after the delivery', async () => ((await page('/')).includes(heldBack) ? true : undefined), 20_000);
      assert.ok(!(await page('/')).includes('Spring drop on Friday'));
      await runOk(fill(text), story.cwd, exampleEnv);
    },
  },
  {
    command: "curl -s http://127.0.0.1:3001/ | grep -o 'Spring drop on Friday' | head -n 1",
    run: async (text) => {
      // The delivery takes a moment after the write: the guide's reader runs it again if it comes too soon.
      await until('the new announcement on the home page', async () => {
        const result = await run(fill(text), story.cwd, exampleEnv);
        return result.stdout.trim() === 'Spring drop on Friday' ? true : undefined;
      }, 20_000);
      // A global too: renaming a recommendation list reaches the home lists and "Recommended for you".
      const global = (await api('GET', '/api/globals/product-recommendations?depth=0')) as { enabled: boolean; lists: { title: string }[] };
      const renamed = `Editors' choice ${randomBytes(3).toString('hex')}`;
      global.lists[0]!.title = renamed;
      await api('POST', '/api/globals/product-recommendations', { enabled: global.enabled, lists: global.lists });
      await until('the renamed list in both sections', async () => {
        const html = await page('/');
        const [lists, recommended] = html.split('data-recommendations=""');
        return lists?.includes(escapeHtml(renamed)) && recommended?.includes(escapeHtml(renamed)) ? true : undefined;
      }, 20_000);
    },
  },
  {
    command: `curl -X PATCH http://127.0.0.1:3000/api/preorder-products/<campaign id> -H 'content-type: application/json'   -d '{"title":"Second edition, now funding"}'`,
    run: async (text) => {
      assert.ok(!(await page(`/campaigns/${story.campaignId}`)).includes('Second edition, now funding'));
      const answer = JSON.parse(await runOk(fill(text), story.cwd, exampleEnv)) as { doc: { title: string } };
      assert.equal(answer.doc.title, 'Second edition, now funding');
    },
  },
  {
    command: "curl -s http://127.0.0.1:3001/campaigns/<campaign id> | grep -o '<h1>[^<]*</h1>'",
    run: async (text) => {
      await until('the new title on the campaign page', async () => {
        const result = await run(fill(text), story.cwd, exampleEnv);
        return result.stdout.trim() === '<h1>Second edition, now funding</h1>' ? true : undefined;
      }, 20_000);
      story.pages.campaignRenamed = await page(`/campaigns/${story.campaignId}`);
    },
  },
  {
    command: `curl -s -o /dev/null -w '%{http_code}\\n' -X POST http://127.0.0.1:3001/api/revalidate   -H 'webhook-id: msg_forged' -H "webhook-timestamp: $(date +%s)" -H 'webhook-signature: v1,Zm9yZ2Vk'   -d '{"type":"content.changed","timestamp":"2026-01-01T00:00:00Z","data":{"collection":"announcements","id":null,"operation":"clear"}}'`,
    run: async (text) => {
      // A change the service does not announce (deliveries held back), then forged announcements of it:
      // each is 401 and the page stays as cached; the same body signed with the secret refreshes it.
      const quiet = `Quiet change ${randomBytes(3).toString('hex')}`;
      await holdDeliveriesBack();
      await announce(quiet);
      await sleep(2000);
      const stale = async () => assert.ok(!(await page('/')).includes(quiet), 'the page is as cached');
      await stale();
      assert.equal((await runOk(fill(text), story.cwd, exampleEnv)).trim(), '401');
      await stale();
      const body = JSON.stringify({ type: 'content.changed', timestamp: new Date().toISOString(), data: { collection: 'announcements', id: null, operation: 'create' } });
      const sign = (secret: string, at: Date) => {
        const id = `msg_${randomBytes(8).toString('hex')}`;
        return { 'webhook-id': id, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': new Webhook(secret).sign(id, at, body) };
      };
      const otherSecret = `whsec_${randomBytes(24).toString('base64')}`;
      assert.equal(await postRevalidate(body, sign(otherSecret, new Date())), 401, 'signed with another secret');
      assert.equal(await postRevalidate(body, sign(story.secret!, new Date(Date.now() - 10 * 60_000))), 401, 'a signature ten minutes old');
      assert.equal(await postRevalidate(body, {}), 401, 'unsigned');
      const signed = sign(story.secret!, new Date());
      assert.equal(await postRevalidate(`${body} `, signed), 401, 'a body changed after signing');
      await stale();
      assert.equal(await postRevalidate(body, signed), 200, 'the same request, signed with the secret');
      assert.ok((await page('/')).includes(quiet), 'a signed event expires the home page');
      await setWebhookEnabled(true);
    },
  },
];

/**
 * Beyond the guide's commands: what an editor makes reaches the storefront intact. An image uploaded with
 * its alt text, shown on a hero slide and as a campaign's cover; the campaign's story (rich text); a variant
 * oversold. The pages show the image at its absolute URL (on the service, another origin) with the alt
 * text, the story with its markup, and "Sold out" where the contract's available_slots is negative.
 */
async function editorsContentReachesTheStorefront(): Promise<void> {
  const alt = `A knitted scarf ${randomBytes(3).toString('hex')}`;
  const form = new FormData();
  form.append('alt', alt);
  form.append('file', new Blob([new Uint8Array(pngBytes(48, 32))], { type: 'image/png' }), 'scarf.png');
  const uploaded = await fetch(`${service}/api/media`, { method: 'POST', headers: { authorization: `Bearer ${story.token}` }, body: form });
  assert.equal(uploaded.status, 201, await uploaded.clone().text());
  const media = ((await uploaded.json()) as { doc: { id: string; url: string } }).doc;
  assert.match(media.url, new RegExp(`^${service}/media/[0-9a-f]{64}-[0-9a-f]{16}\\.png$`), 'the upload answers an absolute URL');
  const reference = { relationTo: 'media', value: media.id };
  const told = `Told ${randomBytes(3).toString('hex')}`;
  const content = {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: `The story: ${told}` }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'Knitted by hand in ' }, { type: 'text', text: 'small batches', marks: [{ type: 'bold' }] }, { type: 'text', text: '.' }] },
      { type: 'paragraph', content: [{ type: 'text', text: '<script>alert(1)</script>' }] },
    ],
  };
  await api('PATCH', `/api/preorder-products/${story.campaignId}`, { thumbnail: reference, content });
  const slider = (await api('GET', '/api/globals/hero-slider?depth=0')) as { slides: Record<string, unknown>[] };
  slider.slides[0] = { ...slider.slides[0], image: reference };
  await api('POST', '/api/globals/hero-slider', { slides: slider.slides });
  // A variant oversold: its available_slots is negative in the service's answer, never on the page.
  const { preorder } = await json<Detail>(`${service}/api/preorders/${story.campaignId}`);
  const variant = preorder.variants.find((candidate) => candidate.id)!;
  const max = Math.max(variant.max_orders, 2);
  await api('PATCH', `/api/preorders/${story.campaignId}`, { variant_id: variant.id, max_orders: max, current_orders: max + 3 });
  const oversold = await json<{ preorder: { variants: { id: string; available_slots: number }[]; content: unknown } }>(`${service}/api/preorders/${story.campaignId}`);
  assert.equal(oversold.preorder.variants.find((candidate) => candidate.id === variant.id)!.available_slots, -3);
  assert.deepEqual(oversold.preorder.content, content, 'the detail carries the story');

  const image = `<img src="${media.url}" alt="${escapeHtml(alt)}"`;
  const campaign = await until('the image, the story and the oversold variant on the campaign page', async () => {
    const html = await page(`/campaigns/${story.campaignId}`);
    return html.includes(image) && html.includes(told) && html.split(`data-variant="${variant.id}"`)[1]?.includes('data-figure="variant-slots">Sold out<') ? html : undefined;
  }, 30_000);
  story.pages.campaignEdited = campaign;
  assert.ok(campaign.includes('Knitted by hand in <strong>small batches</strong>.'), 'the story keeps its markup');
  assert.ok(campaign.includes(`<h2>The story: ${told}</h2>`), 'the story\'s heading');
  assert.ok(campaign.includes('&lt;script&gt;alert(1)&lt;/script&gt;') && !campaign.includes('<script>alert(1)'), 'the story\'s text is escaped');
  const figures = campaign.slice(campaign.indexOf('id="figures"'));
  assert.doesNotMatch(figures.replace(/<script[\s\S]*?<\/script>/g, ''), />-\d/, 'no negative figure on the page');
  const home = await until('the image on the hero slide', async () => {
    const html = await page('/');
    return html.split('data-slide=')[1]?.split('</li>')[0]?.includes(image) ? html : undefined;
  }, 30_000);
  story.pages.homeEdited = home;
  // The storefront's visitors load it from the service: another origin, the address the page holds.
  const file = await get(media.url);
  assert.equal(file.status, 200);
  assert.equal(file.headers.get('content-type'), 'image/png');
}

/** Cookies a response sets, as a Cookie header (name=value pairs). */
const cookiesOf = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!).filter((pair) => !pair.endsWith('=')).join('; ');

/**
 * Draft mode: a preview token for a draft campaign (what the admin app's Preview asks for) opens the campaign
 * in the storefront's draft mode, which reads what is saved now (an edit shows at once, without the webhook);
 * an altered token, or one for another record, turns nothing on.
 */
async function draftModePreview(): Promise<void> {
  const created = (await api('POST', '/api/preorder-products', { title: 'Preview campaign', _status: 'draft' })) as { doc: { id: string } };
  const id = created.doc.id;
  assert.equal((await get(`${storefrontUrl}/campaigns/${id}`)).status, 404, 'a draft campaign is not shown to shoppers');
  const issued = (await api('POST', '/api/preview-tokens', { collection: 'preorder-products', id })) as { token: string };
  const link = (token: string, record = id) => `${storefrontUrl}/api/draft?${new URLSearchParams({ collection: 'preorder-products', id: record, token })}`;
  const entered = await fetch(link(issued.token), { redirect: 'manual' });
  assert.equal(entered.status, 307, `draft mode entered: ${entered.status} ${await entered.clone().text()}`);
  assert.equal(new URL(entered.headers.get('location')!, storefrontUrl).pathname, `/campaigns/${id}`);
  const cookie = cookiesOf(entered);
  assert.match(cookie, /__prerender_bypass=/);
  const draft = await get(`${storefrontUrl}/campaigns/${id}`, { cookie });
  const html = await draft.text();
  assert.equal(draft.status, 200);
  assert.ok(html.includes('data-preview="draft"') && html.includes('Preview campaign'), 'the draft, marked as a preview');
  await api('PATCH', `/api/preorder-products/${id}`, { title: 'Preview campaign, renamed' });
  assert.ok((await (await get(`${storefrontUrl}/campaigns/${id}`, { cookie })).text()).includes('Preview campaign, renamed'), 'draft mode reads what is saved now');

  const other = (await api('POST', '/api/preorder-products', { title: 'Another draft', _status: 'draft' })) as { doc: { id: string } };
  const [prefix, body, signature] = issued.token.split('.');
  const altered = `${prefix}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), i: other.doc.id })).toString('base64url')}.${signature}`;
  for (const [token, record] of [[issued.token, other.doc.id], [altered, other.doc.id], ['', id]] as const) {
    const refused = await fetch(link(token, record), { redirect: 'manual' });
    assert.equal(refused.status, 401, `${record} with ${token.slice(0, 12)}…: ${refused.status}`);
    assert.doesNotMatch(cookiesOf(refused), /__prerender_bypass=/, 'a refused token turns nothing on');
  }
  const left = await fetch(`${storefrontUrl}/api/draft/exit`, { headers: { cookie }, redirect: 'manual' });
  assert.equal(left.status, 307);
  assert.ok(!(await (await get(`${storefrontUrl}/`)).text()).includes('data-preview'), 'no preview banner for shoppers');
  assert.equal((await get(`${storefrontUrl}/campaigns/${id}`)).status, 404, 'out of draft mode, the draft is not shown');
  // Published, the campaign reaches shoppers once the service's content.changed webhook expires the cached 404.
  await api('PATCH', `/api/preorder-products/${id}`, { _status: 'published' });
  await until('the published campaign on its page', async () => {
    const published = await get(`${storefrontUrl}/campaigns/${id}`);
    return published.status === 200 && (await published.text()).includes('Preview campaign, renamed') ? true : undefined;
  }, 20_000);
}

function liveEvents(): Detail[] {
  return (story.live?.output() ?? '').split('\n\n')
    .filter((block) => block.split('\n').includes('event: preorder'))
    .flatMap((block) => {
      const data = block.split('\n').find((line) => line.startsWith('data: '));
      try { return data ? [JSON.parse(data.slice(6)) as Detail] : []; } catch { return []; }
    });
}

// --------------------------------------------------------------------- run ---

const guide = readmeCommands(readFileSync(path.join(ROOT, GUIDE), 'utf8'));
let failed = false;
try {
  assert.deepEqual(guide.map((command) => command.text), steps.map((step) => step.command),
    `${GUIDE}'s commands and the commands this test runs differ: run every command the guide shows, in its order`);
  for (const [index, command] of guide.entries()) {
    const stepStart = Date.now();
    await steps[index]!.run(command.text);
    console.log(`ok ${index + 1} - ${GUIDE}:${command.line} ${command.text.slice(0, 110)} (${seconds(Date.now() - stepStart)})`);
  }
  const extraStart = Date.now();
  await editorsContentReachesTheStorefront();
  console.log(`ok ${guide.length + 1} - an uploaded image with its alt text on a hero slide and a campaign, the story, an oversold variant as "Sold out" (${seconds(Date.now() - extraStart)})`);
  const previewStart = Date.now();
  await draftModePreview();
  console.log(`ok ${guide.length + 2} - draft mode with a preview token: the draft at once, altered or misdirected tokens refused; shoppers get 404 until it is published (${seconds(Date.now() - previewStart)})`);
  console.log(`\n# home page as fetched (text): ${textOf(story.pages.home ?? '').slice(0, 900)}`);
  console.log(`# campaign page as fetched (text): ${textOf(story.pages.campaign ?? '').slice(0, 600)}`);
  console.log(`# after the rename: ${textOf(story.pages.campaignRenamed ?? '').slice(0, 200)}`);
  console.log(`# after the editor's changes: ${textOf(story.pages.campaignEdited ?? '').slice(0, 600)}`);
} catch (error) {
  failed = true;
  console.error(`not ok - ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
  for (const job of backgrounds) console.error(`\n# output of ${job.text.slice(0, 80)}:\n${job.output().slice(-4000)}`);
} finally {
  for (const job of backgrounds.reverse()) stop(job);
  await sleep(500);
}
for (const [what, ms] of Object.entries(story.timings)) console.log(`# ${what}: ${seconds(ms)}`);
console.log(`# test:example ${failed ? 'FAILED' : 'passed'} in ${seconds(Date.now() - started)} (${guide.length} commands of ${GUIDE})`);
process.exit(failed ? 1 : 0);
