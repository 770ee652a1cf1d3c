import { touches } from '../content/changes.js';
import type { AppContext } from '../app-context.js';
import { answerOf, type Answer, type AnswerService } from '../lib/answer.js';
import { keepsRenderedAnswers, RenderedCache, type Rendered } from '../lib/rendered-cache.js';
import { daysLeftChangesAt } from '../domain/preorder-figures.js';
import { getHomeData, HOME_DEPTH } from './get-home-data.js';
import { sourcesOf } from '../content/dependencies.js';

/** Everything the home data is built from: its announcements and two globals, expanded HOME_DEPTH deep. */
export const HOME_SOURCES = sourcesOf(['announcements', 'hero-slider', 'product-recommendations'], HOME_DEPTH);

type HomeData = Awaited<ReturnType<typeof getHomeData>>;

/** The answer stays right until a write changes a source, or until the first daysLeft in it ticks over. */
export function homeValidUntil(data: HomeData, now: Date): number {
  let validUntil = Number.POSITIVE_INFINITY;
  for (const list of data.productRecommendations.lists) {
    for (const product of list.products) {
      if (product.preorder) validUntil = Math.min(validUntil, daysLeftChangesAt(product.preorder.endDate, now));
    }
  }
  return validUntil;
}

/** GET /api/home, serialized once per content version (and per daysLeft change). */
export function homeService(context: Pick<AppContext, 'db' | 'now' | 'changes' | 'database' | 'metrics'>): AnswerService {
  const keep = keepsRenderedAnswers(context.database, context.changes) ? 1 : 0;
  const rendered = new RenderedCache(keep, (hit) => context.metrics.cacheLookup('home', hit));
  context.changes.subscribe((slug) => {
    if (touches(slug, HOME_SOURCES)) rendered.invalidate();
  });
  return {
    peek: () => rendered.peek('home', context.now().getTime()),
    async answer(): Promise<Answer> {
      await context.changes.refresh();
      return rendered.get('home', context.now().getTime(), async (): Promise<Rendered> => {
        const now = context.now();
        const data = await getHomeData({ ...context, now: () => now });
        return { answer: answerOf(JSON.stringify(data)), validFrom: now.getTime(), validUntil: homeValidUntil(data, now) };
      });
    },
  };
}
