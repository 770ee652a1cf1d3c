import { ROLES } from '../identity/roles.js';
import type { CollectionDefinition, Fields, GlobalDefinition } from './fields.js';

export const PRODUCT_COLLECTIONS = ['products', 'preorder-products'] as const;
export type ProductCollection = (typeof PRODUCT_COLLECTIONS)[number];

const PRODUCT_STATUSES = ['draft', 'proposed', 'published', 'rejected'] as const;
const mediaOrUrl = { type: 'relationship', relationTo: ['media'], loose: true, nullable: true } as const;
const STORY = 'Story and images';
const CAMPAIGN = 'Campaign';
const technical = { technical: true } as const;
/** When the scheduler publishes a draft (src/scheduler/scheduled-publications.ts); set and cleared by the form's Schedule button. */
const publishAt = {
  type: 'date', nullable: true, label: 'Publish at',
  admin: { hidden: true, description: 'A draft is published at this time, then this is emptied' },
} as const;

/** A variant: the backend's, but for its cap, which editors set (the contract's variant mode writes it there too). */
const variantFields: Fields = {
  id: { type: 'text', owner: 'sync', label: 'Variant ID', admin: technical },
  title: { type: 'text', default: '', owner: 'sync' },
  sku: { type: 'text', nullable: true, owner: 'sync', label: 'SKU' },
  currentOrders: { type: 'numeric', default: 0, min: 0, owner: 'sync', label: 'Orders', admin: { readOnly: true, description: 'Moved by orders, and by +1/−1 beside the figures' } },
  // The backend holds the cap (service-interface.md: counters come from the variant's metadata); the form
  // saves a changed cap there, through the variant mode of PATCH /api/preorders/{id}, so it stays editable.
  maxOrders: { type: 'numeric', default: 0, min: 0, owner: 'sync', label: 'Cap', admin: { readOnly: false, description: 'Most orders this variant takes; 0 means no cap. Saved to the commerce backend, which holds it' } },
  prices: { type: 'array', of: { type: 'json' }, default: [], owner: 'sync', admin: technical },
  options: { type: 'json', default: {}, owner: 'sync', admin: technical },
  metadata: { type: 'json', default: {}, owner: 'sync', admin: technical },
};

/**
 * Fields of every commerce product, ordinary or preorder. `owner: 'sync'`: the commerce backend's, written by
 * every sync (design.md, "Ownership"); the rest are the editors'.
 */
const productFields: Fields = {
  title: { type: 'text', required: true, owner: 'sync', admin: { listed: true } },
  description: { type: 'text', default: '', owner: 'sync', admin: { description: 'Plain text, shown in product cards' } },
  variants: { type: 'array', of: { type: 'object', fields: variantFields }, default: [], owner: 'sync', label: 'Variants and caps', admin: { group: 'Variants', description: 'Titles, SKUs and orders come from the commerce backend; the caps are yours' } },
  content: { type: 'json', editor: 'richText', label: 'Story', admin: { group: STORY, description: 'The campaign page\'s text, written here (the commerce backend has no copy)' } },
  handle: { type: 'text', nullable: true, owner: 'sync', admin: { description: 'The product\'s address in the shop' } },
  status: { type: 'text', options: PRODUCT_STATUSES, default: 'draft', owner: 'sync', label: 'Commerce status', admin: { listed: true, filter: true } },
  thumbnail: { ...mediaOrUrl, owner: 'sync', admin: { group: STORY } },
  images: { type: 'array', of: mediaOrUrl, default: [], owner: 'sync', admin: { group: STORY } },
  seedId: { type: 'text', nullable: true, label: 'Seed ID', admin: { ...technical, description: 'An alternative external identifier (from a seed)' } },
  backendId: { type: 'text', nullable: true, owner: 'sync', label: 'Commerce product ID', admin: technical },
  startPrice: { type: 'number', nullable: true, owner: 'sync', admin: { description: 'The lowest variant price, in minor units' } },
  categories: { type: 'array', of: { type: 'json' }, default: [], owner: 'sync' },
  collection: { type: 'json', default: null, owner: 'sync', label: 'Commerce collection' },
  metadata: { type: 'json', default: {}, owner: 'sync', label: 'Commerce metadata', admin: technical },
  lastSyncedAt: { type: 'date', nullable: true, owner: 'sync', label: 'Last synced', admin: { hidden: true } },
};

/** A campaign: its settings first (publication, dates, goal), as an editor runs it. */
const preorderFields: Fields = {
  // service-interface.md: a synced record's `_status` is `published` when the backend's status is, else `draft`.
  _status: { type: 'text', options: ['draft', 'published'], default: 'draft', owner: 'sync', label: 'Publication state', admin: { group: CAMPAIGN, listed: true, filter: true, description: 'Published campaigns show in the shop. A campaign of a commerce product follows that product: published there, published here' } },
  publishAt,
  preorderStartDate: { type: 'date', nullable: true, label: 'Preorders open', admin: { group: CAMPAIGN } },
  preorderEndDate: { type: 'date', nullable: true, label: 'Preorders close', admin: { group: CAMPAIGN, listed: true, description: 'Empty: no end date' } },
  fundingGoal: { type: 'numeric', default: 0, min: 0, admin: { group: CAMPAIGN, listed: true, placeholder: '0', description: 'Orders to reach; 0 means the sum of the variants\' caps' } },
  preorderType: { type: 'text', default: 'standard', admin: { group: CAMPAIGN, placeholder: 'standard', filter: true } },
  fakeOrderCount: { type: 'numeric', default: 0, min: 0, label: 'Added backers', admin: { group: CAMPAIGN, description: 'Shown on top of the real orders; never below 0' } },
  ...productFields,
  orderCount: { type: 'numeric', default: 0, min: 0, owner: 'sync', label: 'Orders (all variants)' },
};

/** One size made of an uploaded image, in Payload's shape. */
const imageSizeFields: Fields = {
  url: { type: 'text', required: true, label: 'URL' },
  width: { type: 'number', nullable: true, integer: true, min: 0, label: 'Width (px)' },
  height: { type: 'number', nullable: true, integer: true, min: 0, label: 'Height (px)' },
  mimeType: { type: 'text', nullable: true, label: 'MIME type' },
  filesize: { type: 'number', nullable: true, integer: true, min: 0, label: 'File size (bytes)' },
  filename: { type: 'text', nullable: true },
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
      title: { type: 'text', required: true, admin: { listed: true } },
      type: { type: 'text', default: 'info', admin: { placeholder: 'info', listed: true, filter: true } },
      summary: { type: 'text', default: '' },
      content: { type: 'json', editor: 'richText' },
      priority: { type: 'number', default: 0, admin: { position: 'sidebar', description: 'Higher shows first on the home page' } },
      publishedAt: { type: 'date', nullable: true, label: 'Published at', admin: { position: 'sidebar', condition: { field: 'status', equals: 'published' } } },
      status: { type: 'text', options: ['draft', 'published'], default: 'draft', admin: { position: 'sidebar', listed: true, filter: true } },
      publishAt,
      showOnHomepage: { type: 'boolean', default: false, label: 'Show on the home page', admin: { position: 'sidebar', listed: true, filter: true } },
    },
  },
  articles: {
    slug: 'articles',
    fields: {
      title: { type: 'text', required: true, admin: { listed: true } },
      slug: { type: 'text', nullable: true, admin: { placeholder: 'designer-diary' } },
      excerpt: { type: 'text', default: '' },
      content: { type: 'json', editor: 'richText' },
      coverImage: { type: 'relationship', relationTo: ['media'], nullable: true },
      author: { type: 'relationship', relationTo: ['users'], nullable: true, admin: { position: 'sidebar' } },
      tags: { type: 'array', of: { type: 'text' }, default: [] },
      status: { type: 'text', options: ['draft', 'published'], default: 'draft', admin: { position: 'sidebar', listed: true, filter: true } },
      publishAt,
      publishedAt: { type: 'date', nullable: true, label: 'Published at', admin: { position: 'sidebar', listed: true, condition: { field: 'status', equals: 'published' } } },
    },
  },
  users: {
    slug: 'users',
    admin: { useAsTitle: 'email' },
    privateReads: true,
    protectedFromBulkDelete: true,
    fields: {
      email: { type: 'email', required: true, label: 'E-mail', admin: { listed: true } },
      name: { type: 'text', nullable: true, admin: { listed: true } },
      roles: { type: 'array', of: { type: 'text', options: ROLES, label: 'Role' }, default: ['editor'], admin: { listed: true } },
      password: { type: 'password' },
    },
  },
  media: {
    slug: 'media',
    admin: { useAsTitle: 'alt' },
    protectedFromBulkDelete: true,
    fields: {
      url: { type: 'text', required: true, label: 'URL' },
      filename: { type: 'text', nullable: true, admin: { listed: true } },
      alt: { type: 'text', default: '', label: 'Alternative text', admin: { listed: true, description: 'What the image shows, for people who cannot see it' } },
      mimeType: { type: 'text', nullable: true, label: 'MIME type', admin: { listed: true } },
      filesize: { type: 'number', nullable: true, integer: true, min: 0, label: 'File size (bytes)' },
      width: { type: 'number', nullable: true, integer: true, min: 0, label: 'Width (px)' },
      height: { type: 'number', nullable: true, integer: true, min: 0, label: 'Height (px)' },
      // Made at upload (src/content/uploads/image-sizes.ts: a name per size there): the service's, ignored in writes.
      sizes: {
        type: 'object', default: {}, label: 'Generated sizes',
        admin: { readOnly: true, technical: true, description: 'Made from the uploaded image, served beside it; none for images hosted elsewhere' },
        fields: { thumbnail: { type: 'object', fields: imageSizeFields, label: 'Thumbnail (300 px wide)' }, card: { type: 'object', fields: imageSizeFields, label: 'Card (768 px wide)' } },
      },
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
            id: { type: 'text', label: 'Slide ID', admin: technical },
            title: { type: 'text', nullable: true },
            subtitle: { type: 'text', nullable: true },
            image: mediaOrUrl,
            link: { type: 'text', nullable: true, admin: { placeholder: '/preorders/winter-kit' } },
            buttonText: { type: 'text', nullable: true, admin: { condition: { field: 'link', exists: true } } },
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
            id: { type: 'text', label: 'List ID', admin: technical },
            title: { type: 'text', default: '' },
            subtitle: { type: 'text', default: '' },
            preorder: { type: 'boolean', default: false, label: 'Preorder campaigns', admin: { description: 'The list shows campaigns (with their figures)' } },
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
