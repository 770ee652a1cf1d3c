import { isReference } from '../content/fields.js';
import { homePreorderBlock, type PreorderRecord } from '../domain/preorder-figures.js';

/**
 * The product card of the home data. A reference whose product no longer exists
 * (not expanded, so its value is still a bare id) is left out.
 */
export interface HomeProductCard {
  id: unknown;
  backendId: unknown;
  handle: unknown;
  seedId: unknown;
  title: unknown;
  thumbnail: unknown;
  status: unknown;
  description: unknown;
  content: unknown;
  startPrice: unknown;
  relationTo: string;
  preorder?: ReturnType<typeof homePreorderBlock>;
}

export function homeProduct(reference: unknown, now: Date): HomeProductCard | undefined {
  if (!isReference(reference) || typeof reference.value !== 'object' || reference.value === null) return undefined;
  const record = reference.value as PreorderRecord & Record<string, unknown>;
  const card: HomeProductCard = {
    id: record.id,
    backendId: record.backendId ?? null,
    handle: record.handle ?? null,
    seedId: record.seedId ?? null,
    title: record.title ?? null,
    thumbnail: record.thumbnail ?? null,
    status: record.status ?? null,
    description: record.description ?? '',
    content: record.content ?? null,
    startPrice: record.startPrice ?? null,
    relationTo: reference.relationTo,
  };
  return reference.relationTo === 'preorder-products' ? { ...card, preorder: homePreorderBlock(record, now) } : card;
}
