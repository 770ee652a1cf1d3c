import { collectionStats } from '../../maintenance/collection-stats.js';
import { type Command, EXIT, out } from '../command.js';
import { withContext } from '../open-service.js';

export const stats: Command = {
  name: 'stats',
  summary: 'count products and preorder products (as GET /api/admin?action=stats)',
  help: `Usage: storefront stats [--json]

Prints the record counts of products and preorder-products and their total.

Options:
  --json   print {products, preorderProducts, total} as JSON`,
  options: { json: { type: 'boolean' } },
  async run(values) {
    const counts = await withContext((context) => collectionStats(context));
    if (values.json) {
      out(JSON.stringify(counts));
    } else {
      out(`products           ${counts.products}`);
      out(`preorder-products  ${counts.preorderProducts}`);
      out(`total              ${counts.total}`);
    }
    return EXIT.ok;
  },
};
