import type { AppContext } from '../app-context.js';
import { collections, globalDefinitions } from '../content/collections.js';
import { readGlobal } from '../content/operations/globals.js';
import { findPage } from '../content/repository.js';
import { buildOrderBy, buildWhere } from '../content/where.js';
import { homeProduct } from './home-product.js';

export const HOME_ANNOUNCEMENT_LIMIT = 10;
export const HOME_DEPTH = 2;

interface StoredList {
  title?: unknown;
  subtitle?: unknown;
  preorder?: unknown;
  products?: unknown;
}

async function homeAnnouncements({ db }: Pick<AppContext, 'db'>) {
  const { fields } = collections.announcements!;
  const page = await findPage(db, 'announcements', {
    where: buildWhere(fields, { status: { equals: 'published' }, showOnHomepage: { equals: 'true' } }),
    orderBy: buildOrderBy(fields, '-priority'),
    limit: HOME_ANNOUNCEMENT_LIMIT,
    page: 1,
  });
  return page.docs.map(({ id, title, type, summary, priority, publishedAt }) => ({
    id, title, type, summary, priority, publishedAt: publishedAt ?? null,
  }));
}

export async function getHomeData(context: Pick<AppContext, 'db' | 'now'>) {
  const [announcements, heroSlider, recommendations] = await Promise.all([
    homeAnnouncements(context),
    readGlobal(context, globalDefinitions['hero-slider']!, HOME_DEPTH, { overBudgetStatus: 500 }),
    readGlobal(context, globalDefinitions['product-recommendations']!, HOME_DEPTH, { overBudgetStatus: 500 }),
  ]);
  const now = context.now();
  const lists = (recommendations.lists as StoredList[] | undefined) ?? [];
  return {
    announcements,
    heroSlider: { slides: heroSlider.slides ?? [] },
    productRecommendations: {
      enabled: recommendations.enabled === true,
      lists: lists.map((list) => ({
        title: list.title ?? '',
        subtitle: list.subtitle ?? '',
        preorder: list.preorder === true,
        products: Array.isArray(list.products)
          ? list.products.flatMap((reference) => homeProduct(reference, now) ?? [])
          : [],
      })),
    },
  };
}
