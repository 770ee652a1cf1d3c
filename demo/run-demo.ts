import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig, loadDotEnv } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { createUser } from '../src/accounts/manage-users.js';
import { PasswordHasher } from '../src/identity/passwords.js';
import { randomBytes } from 'node:crypto';
import { generateCatalog, withReadmeCampaign } from './catalog.js';
import { startDemoBackend } from './commerce-backend.js';

/**
 * `npm run demo`: the service on a throwaway embedded database, fed by the built-in demo commerce
 * backend on loopback, synced and loaded with editorial content.
 */
async function post(app: FastifyInstance, url: string, payload: object) {
  const response = await app.inject({ method: 'POST', url, payload });
  if (response.statusCode >= 300) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json();
}

async function loadEditorialContent(app: FastifyInstance) {
  const announcements = [
    { title: 'Batch one ships this week', type: 'shipping', summary: 'Early backers: tracking numbers arrive by email.', priority: 10 },
    { title: 'Winter campaign is live', type: 'campaign', summary: 'Six new preorder campaigns, early-bird pricing until Friday.', priority: 8 },
    { title: 'Free shipping over 80 EUR', type: 'promotion', summary: 'On every in-stock order within the EU.', priority: 5 },
    { title: 'Maintenance window', type: 'info', summary: 'Checkout pauses Sunday 02:00-02:30 UTC.', priority: 1 },
  ];
  for (const announcement of announcements) {
    await post(app, '/api/announcements', {
      ...announcement, status: 'published', showOnHomepage: true, publishedAt: new Date().toISOString(),
    });
  }
  await post(app, '/api/announcements', { title: 'Unpublished draft', status: 'draft', showOnHomepage: true });

  const preorders = (await app.inject({ url: '/api/preorder-products?limit=8&where[status][equals]=published&depth=0' })).json().docs;
  const products = (await app.inject({ url: '/api/products?limit=8&where[status][equals]=published&depth=0' })).json().docs;
  const reference = (relationTo: string) => (doc: { id: string }) => ({ relationTo, value: doc.id });
  await post(app, '/api/globals/hero-slider', {
    slides: preorders.slice(0, 3).map((doc: { id: string; title: string; handle: string; thumbnail: string }, index: number) => ({
      id: `slide-${index + 1}`, title: doc.title, subtitle: 'Back it before the campaign ends', image: doc.thumbnail,
      link: `/preorders/${doc.handle}`, buttonText: 'Preorder now',
    })),
  });
  await post(app, '/api/globals/product-recommendations', {
    enabled: true,
    lists: [
      { id: 'featured-campaigns', title: 'Featured campaigns', subtitle: 'Funding now', preorder: true, products: preorders.map(reference('preorder-products')) },
      { id: 'in-stock', title: 'In stock', subtitle: 'Ships tomorrow', products: products.map(reference('products')) },
      {
        id: 'staff-picks', title: 'Staff picks', subtitle: 'A bit of everything',
        products: [...preorders.slice(0, 3).map(reference('preorder-products')), ...products.slice(0, 3).map(reference('products'))],
      },
    ],
  });
  return preorders as { id: string; backendId: string; variants: { id: string }[] }[];
}

async function main() {
  loadDotEnv();
  const catalog = withReadmeCampaign(generateCatalog({ products: Number(process.env.DEMO_PRODUCTS ?? 60) }));
  const backend = await startDemoBackend({ catalog });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-demo-'));
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    COMMERCE_URL: backend.url,
    COMMERCE_FLAVOR: 'medusa-like',
    STORE_API_KEY: process.env.STORE_API_KEY || 'demo-store-key',
    ADMIN_API_KEY: '',
    // The set-up requests below would flood the terminal at info level.
    LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
  });
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await database.migrate();
  const app = await buildApp({ config, database, workers: true });
  const shutdown = async () => {
    await app.close();
    await database.close();
    await backend.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  // An editor account for the admin app, with a password made for this run.
  const demoAdmin = { email: 'demo@storefront.example', password: randomBytes(9).toString('base64url') };
  await createUser({ db: database.db, passwords: new PasswordHasher() }, { kind: 'cli', role: 'admin' }, { ...demoAdmin, name: 'Demo admin', role: 'admin' });
  const sync = (await post(app, '/api/sync-backend', {})).results;
  const preorders = await loadEditorialContent(app);
  await app.listen({ port: config.port, host: config.host });
  const base = `http://${config.host}:${config.port}`;
  const ordered = new Set(catalog.orders.flatMap((order) => order.items.map((item) => item.product_id)));
  const sample = preorders.find((doc) => ordered.has(doc.backendId)) ?? preorders[0];
  console.log(`
Demo storefront service on ${base} (embedded database in ${dataDir}, removed on exit)
Demo commerce backend on ${backend.url}: ${catalog.products.length} products, ${catalog.orders.length} orders
Synced ${sync.total}: ${sync.created} created, ${sync.errors} errors

Admin app: ${base}/admin/  (sign in as ${demoAdmin.email} with the password ${demoAdmin.password})

Try:
  curl ${base}/api/home
  curl ${base}/api/preorders/${sample?.id ?? '<id>'}
  curl ${base}/api/preorders/${sample?.backendId ?? '<backendId>'}/orders
  curl -H 'x-store-api-key: ${config.storeApiKey}' ${base}/api/public/product-recommendations
  curl -X PATCH ${base}/api/preorders/${sample?.id ?? '<id>'} -H 'content-type: application/json' -d '{"variant_id":"${sample?.variants[0]?.id ?? '<variant id>'}","increment":1}'
  curl '${base}/api/admin?action=stats'
  curl '${base}/api/sync-backend?forceUpdate=true'

Ctrl-C stops everything.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
