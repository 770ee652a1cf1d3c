import type { AppContext } from '../app-context.js';
import { countDocuments } from '../content/repository.js';

export async function collectionStats({ db }: Pick<AppContext, 'db'>) {
  const [products, preorderProducts] = await Promise.all([
    countDocuments(db, 'products'),
    countDocuments(db, 'preorder-products'),
  ]);
  return { products, preorderProducts, total: products + preorderProducts };
}
