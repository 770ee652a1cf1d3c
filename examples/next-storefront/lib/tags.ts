/**
 * Cache tags of the service's data. Every fetch carries `storefront` and the tags of what it reads, so a
 * `content.changed` event expires exactly the pages that show the changed document.
 */
export const tags = {
  all: 'storefront',
  home: 'home',
  recommendations: 'recommendations',
  campaign: (id: string) => `campaign:${id}`,
} as const;

/** The `data` of a `content.changed` event (docs/api.md, Webhooks). */
export interface ContentChanged {
  collection: string;
  id: string | null;
  operation: 'create' | 'update' | 'delete' | 'clear';
}

/** The tags a content change expires: what each page reads, per collection. */
export function tagsForChange(change: ContentChanged): string[] {
  const { collection, id, operation } = change;
  if (operation === 'clear') return [tags.all];
  switch (collection) {
    case 'announcements':
      return [tags.home];
    case 'globals':
      // hero-slider is on the home page; product-recommendations feeds the home lists and the recommendations.
      return id === 'hero-slider' ? [tags.home] : [tags.home, tags.recommendations];
    case 'preorder-products':
      return [tags.home, tags.recommendations, ...(id ? [tags.campaign(id)] : [])];
    case 'products':
      return [tags.home, tags.recommendations];
    default:
      // media (a thumbnail anywhere), articles, or a collection this storefront does not know yet.
      return [tags.all];
  }
}
