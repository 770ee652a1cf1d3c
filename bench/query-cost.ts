/**
 * The most expensive `where` the content API allows, and pages of the whole collection (every product
 * matches, so the total counts them all), timed on an embedded database of N products
 * with realistic documents (a 1 KB description, variants, images): `npm run bench:query -- 5000 100000`.
 * PGlite runs each statement on the event loop, so this time is how long one such request holds the
 * process; PostgreSQL bounds it with DATABASE_STATEMENT_TIMEOUT_MS as well.
 */
import { sql } from 'drizzle-orm';
import { collections } from '../src/content/collections.js';
import { findDocuments } from '../src/content/operations/find-documents.js';
import { MAX_CONDITIONS, MAX_TEXT_CONDITIONS, MAX_VALUE_LENGTH } from '../src/content/where.js';
import { openDatabase } from '../src/db/client.js';
import { ContentCache } from '../src/content-cache/content-cache.js';

const sizes = process.argv.slice(2).map(Number).filter((size) => size > 0);
const description = 'A two-to-five player strategy game of trade routes and shifting alliances, with a modular board, '.repeat(10);

function word(index: number): string {
  return `w${index}${'x'.repeat(MAX_VALUE_LENGTH)}`.slice(0, MAX_VALUE_LENGTH);
}

async function fill(products: number) {
  const database = await openDatabase({ kind: 'memory' });
  await database.migrate();
  await database.db.execute(sql`
    insert into documents (collection, id, data)
    select 'products', md5(g::text), jsonb_build_object(
      'title', 'Aurora Strategy Board Game ' || g, 'description', ${description} || g, 'status', 'published', 'handle', 'product-' || g,
      'backendId', 'prod_' || g, 'images', jsonb_build_array(jsonb_build_object('url', 'https://cdn.example/' || g || '.jpg')),
      'variants', (select jsonb_agg(jsonb_build_object('id', 'v' || g || '_' || v, 'title', 'Deluxe', 'currentOrders', v, 'maxOrders', 50)) from generate_series(1, 4) v),
      'startPrice', g % 500, 'metadata', jsonb_build_object('is_preorder', g % 2 = 0))
    from generate_series(1, ${products}) g`);
  return database;
}

const queries: Record<string, { where?: unknown; sort?: string }> = {
  'no condition: the newest 10 (the total counts every product)': {},
  'no condition, sorted by title': { sort: 'title' },
  [`like: ${MAX_CONDITIONS} words (${MAX_VALUE_LENGTH} characters in all) on description`]: { where: { description: { like: Array.from({ length: MAX_CONDITIONS }, (_, i) => `${'w'}${String(i).padStart(2, '0')}`).join(' ') } } },
  [`contains: one ${MAX_VALUE_LENGTH}-character value on description`]: { where: { description: { contains: word(0) } } },
  [`or of ${MAX_TEXT_CONDITIONS} contains (${MAX_VALUE_LENGTH} characters each) on description`]: { where: { or: Array.from({ length: MAX_TEXT_CONDITIONS }, (_, i) => ({ description: { contains: word(i) } })) } },
  [`in: ${MAX_CONDITIONS} values on title`]: { where: { title: { in: Array.from({ length: MAX_CONDITIONS }, (_, i) => word(i)) } } },
};

// every run pays the query: nothing kept between them
const unkept = new ContentCache({ enabled: false, keepsCollection: () => false });
for (const products of sizes.length > 0 ? sizes : [5000]) {
  const database = await fill(products);
  for (const [name, { where, sort }] of Object.entries(queries)) {
    const times: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      const started = performance.now();
      await findDocuments({ db: database.db, contentCache: unkept }, collections.products!, { where, sort, limit: 10, page: 1, depth: 0 }, { scopeKey: 'bench' });
      times.push(performance.now() - started);
    }
    console.log(`${String(products).padStart(7)} products  ${name.padEnd(60)} ${Math.min(...times).toFixed(0).padStart(6)} ms (best of 3, worst ${Math.max(...times).toFixed(0)})`);
  }
  await database.close();
}
