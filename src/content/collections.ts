import { ROLES } from '../accounts/roles.js';
import type { CollectionDefinition, Fields, GlobalDefinition } from './fields.js';

export const PRODUCT_COLLECTIONS = ['products', 'preorder-products'] as const;
export type ProductCollection = (typeof PRODUCT_COLLECTIONS)[number];

const PRODUCT_STATUSES = ['draft', 'proposed', 'published', 'rejected'] as const;
const mediaOrUrl = { type: 'relationship', relationTo: ['media'], loose: true, nullable: true } as const;

const variantFields: Fields = {
  id: { type: 'text' },
  title: { type: 'text' },
  sku: { type: 'text', nullable: true },
  currentOrders: { type: 'numeric', default: 0, min: 0 },
  maxOrders: { type: 'numeric', default: 0, min: 0 },
  prices: { type: 'array', of: { type: 'json' }, default: [] },
  options: { type: 'json', default: {} },
  metadata: { type: 'json', default: {} },
};

/** Fields of every commerce product, ordinary or preorder. */
const productFields: Fields = {
  title: { type: 'text', required: true },
  description: { type: 'text', default: '' },
  content: { type: 'json', editor: 'richText' },
  handle: { type: 'text', nullable: true },
  status: { type: 'text', options: PRODUCT_STATUSES, default: 'draft' },
  thumbnail: mediaOrUrl,
  images: { type: 'array', of: mediaOrUrl, default: [] },
  seedId: { type: 'text', nullable: true },
  backendId: { type: 'text', nullable: true },
  startPrice: { type: 'number', nullable: true },
  variants: { type: 'array', of: { type: 'object', fields: variantFields }, default: [] },
  categories: { type: 'array', of: { type: 'json' }, default: [] },
  collection: { type: 'json', default: null },
  metadata: { type: 'json', default: {} },
  lastSyncedAt: { type: 'date', nullable: true },
};

const preorderFields: Fields = {
  ...productFields,
  _status: { type: 'text', options: ['draft', 'published'], default: 'draft' },
  preorderType: { type: 'text', default: 'standard' },
  preorderStartDate: { type: 'date', nullable: true },
  preorderEndDate: { type: 'date', nullable: true },
  fundingGoal: { type: 'numeric', default: 0, min: 0 },
  orderCount: { type: 'numeric', default: 0, min: 0 },
  fakeOrderCount: { type: 'numeric', default: 0, min: 0 },
};

export const collections: Readonly<Record<string, CollectionDefinition>> = {
  products: { slug: 'products', fields: productFields },
  'preorder-products': {
    slug: 'preorder-products',
    fields: preorderFields,
    admin: { labels: { singular: 'Preorder campaign', plural: 'Preorder campaigns' } },
  },
  announcements: {
    slug: 'announcements',
    fields: {
      title: { type: 'text', required: true },
      type: { type: 'text', default: 'info' },
      summary: { type: 'text', default: '' },
      content: { type: 'json', editor: 'richText' },
      priority: { type: 'number', default: 0 },
      publishedAt: { type: 'date', nullable: true },
      status: { type: 'text', options: ['draft', 'published'], default: 'draft' },
      showOnHomepage: { type: 'boolean', default: false },
    },
  },
  articles: {
    slug: 'articles',
    fields: {
      title: { type: 'text', required: true },
      slug: { type: 'text', nullable: true },
      excerpt: { type: 'text', default: '' },
      content: { type: 'json', editor: 'richText' },
      coverImage: { type: 'relationship', relationTo: ['media'], nullable: true },
      author: { type: 'relationship', relationTo: ['users'], nullable: true },
      tags: { type: 'array', of: { type: 'text' }, default: [] },
      status: { type: 'text', options: ['draft', 'published'], default: 'draft' },
      publishedAt: { type: 'date', nullable: true },
    },
  },
  users: {
    slug: 'users',
    admin: { useAsTitle: 'email' },
    privateReads: true,
    protectedFromBulkDelete: true,
    fields: {
      email: { type: 'email', required: true },
      name: { type: 'text', nullable: true },
      roles: { type: 'array', of: { type: 'text', options: ROLES }, default: ['editor'] },
      password: { type: 'password' },
    },
  },
  media: {
    slug: 'media',
    admin: { useAsTitle: 'alt' },
    protectedFromBulkDelete: true,
    fields: {
      url: { type: 'text', required: true },
      filename: { type: 'text', nullable: true },
      alt: { type: 'text', default: '' },
      mimeType: { type: 'text', nullable: true },
      filesize: { type: 'number', nullable: true, integer: true, min: 0 },
      width: { type: 'number', nullable: true, integer: true, min: 0 },
      height: { type: 'number', nullable: true, integer: true, min: 0 },
    },
  },
};

const productReference = { type: 'relationship', relationTo: PRODUCT_COLLECTIONS } as const;

export const globalDefinitions: Readonly<Record<string, GlobalDefinition>> = {
  'hero-slider': {
    slug: 'hero-slider',
    fields: {
      slides: {
        type: 'array',
        default: [],
        of: {
          type: 'object',
          fields: {
            id: { type: 'text' },
            title: { type: 'text', nullable: true },
            subtitle: { type: 'text', nullable: true },
            image: mediaOrUrl,
            link: { type: 'text', nullable: true },
            buttonText: { type: 'text', nullable: true },
          },
        },
      },
    },
  },
  'product-recommendations': {
    slug: 'product-recommendations',
    fields: {
      enabled: { type: 'boolean', default: false },
      lists: {
        type: 'array',
        default: [],
        of: {
          type: 'object',
          fields: {
            id: { type: 'text' },
            title: { type: 'text', default: '' },
            subtitle: { type: 'text', default: '' },
            preorder: { type: 'boolean', default: false },
            products: { type: 'array', of: productReference, default: [] },
          },
        },
      },
    },
  },
};

export function findCollection(slug: string): CollectionDefinition | undefined {
  return Object.hasOwn(collections, slug) ? collections[slug] : undefined;
}

/**
 * The publication rule: a collection anyone may read (its published documents, in protected mode). Every
 * collection but those with private reads (users, whose changes are nobody else's business); an unknown
 * slug is not public.
 */
export function isPublicCollection(slug: string): boolean {
  const collection = findCollection(slug);
  return collection !== undefined && collection.privateReads !== true;
}

export function findGlobal(slug: string): GlobalDefinition | undefined {
  return Object.hasOwn(globalDefinitions, slug) ? globalDefinitions[slug] : undefined;
}
