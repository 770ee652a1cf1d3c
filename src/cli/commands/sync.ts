import { PRODUCT_COLLECTIONS } from '../../content/collections.js';
import type { SyncAllResults } from '../../sync/sync-all.js';
import { runSync, type SyncRequest } from '../../sync/run-sync.js';
import { type Command, EXIT, type OptionValues, out, UsageError } from '../command.js';
import { withContext } from '../open-service.js';
import { syncProgress } from '../progress.js';

function requestOf(values: OptionValues): SyncRequest {
  const backendId = values['backend-id'] as string | undefined;
  const recordId = values['record-id'] as string | undefined;
  const collection = (values.collection as string | undefined) ?? '';
  if (backendId !== undefined && recordId !== undefined) throw new UsageError('give --backend-id or --record-id, not both');
  if (collection && recordId === undefined) throw new UsageError('--collection goes with --record-id');
  if (collection && !(PRODUCT_COLLECTIONS as readonly string[]).includes(collection)) {
    throw new UsageError(`--collection must be one of ${PRODUCT_COLLECTIONS.join(', ')}, got "${collection}"`);
  }
  if (backendId === '' || recordId === '') throw new UsageError('an id must not be empty');
  return { backendId, recordId, collection, forceUpdate: values.force === true };
}

function printAll(results: SyncAllResults): void {
  out(`Synced ${results.total} products: ${results.created} created, ${results.updated} updated, `
    + `${results.skipped} skipped, ${results.errors} errors`);
  for (const detail of results.details.list()) {
    if (detail.action === 'error') out(`  error ${detail.backendId} (${detail.title}): ${detail.error}`);
  }
}

export const sync: Command = {
  name: 'sync',
  summary: 'sync products from the commerce backend (as /api/sync-backend)',
  help: `Usage: storefront sync [--backend-id ID | --record-id ID [--collection SLUG]] [--force] [--json]

Without an id, syncs every product of the commerce backend (COMMERCE_URL), page by page; on a
terminal, progress is shown on stderr. Existing records are skipped unless --force.

Options:
  --backend-id ID     sync the one product with this commerce backend id
  --record-id ID      sync the product behind this record (its backendId)
  --collection SLUG   where to look for --record-id: products or preorder-products (default: both)
  --force             update records that exist already (editor-owned fields are kept)
  --json              print the same JSON as the HTTP route

Exit code 1 when the sync fails or any product failed.`,
  options: {
    'backend-id': { type: 'string' },
    'record-id': { type: 'string' },
    collection: { type: 'string' },
    force: { type: 'boolean' },
    json: { type: 'boolean' },
  },
  async run(values) {
    const request = requestOf(values);
    const progress = syncProgress();
    const result = await withContext((context) => runSync(context, { ...request, actor: { kind: 'cli', role: 'admin' } }, progress.update)).finally(progress.done);
    if ('results' in result) {
      try {
        if (values.json) out(JSON.stringify(result));
        else printAll(result.results);
      } finally {
        result.results.details.dispose();
      }
      return result.results.errors > 0 ? EXIT.failure : EXIT.ok;
    }
    if (values.json) out(JSON.stringify(result));
    if (!values.json) {
      out(result.success ? `${result.message}: ${result.productId} in ${result.collection}` : result.message);
      if (!result.success && result.error) out(`  ${result.error}`);
    }
    return result.success ? EXIT.ok : EXIT.failure;
  },
};
