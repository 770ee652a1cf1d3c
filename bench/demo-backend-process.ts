import { generateCatalog } from '../demo/catalog.js';
import { startDemoBackend } from '../demo/commerce-backend.js';

// The demo commerce backend with N generated products in a process of its own (bench/sync.ts): prints its URL, runs until killed.
const backend = await startDemoBackend({ catalog: generateCatalog({ products: Number(process.argv[2] ?? 10_000), ordersPerProduct: 0 }) });
console.log(backend.url);
process.once('SIGTERM', () => void backend.close().then(() => process.exit(0)));
