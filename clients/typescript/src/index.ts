import createClient, { type Client } from 'openapi-fetch';
import type {
  Announcement, AnnouncementPage, AnnouncementWhere, Article, ArticlePage, ArticleWhere, components, HomeData, Media, MediaPage, MediaWhere,
  paths, PreorderCampaign, PreorderProduct, PreorderProductPage, PreorderProductWhere, Product, ProductPage, ProductWhere,
  RecommendationsData, User, UserPage, UserWhere,
} from './schema.js';

// Every named type of the API document: HomeData, PreorderDetail, PreorderCampaign, Recommendations, the
// collections' records (PreorderProduct, Product, Announcement…), their pages and `where` filters…
export type * from './schema.js';
export type Schemas = components['schemas'];
/** @deprecated Renamed `HomeData` (0.2.0). */
export type Home = HomeData;

/** Each collection of the content API: its records, pages and `where` filters. */
export interface Collections {
  products: { doc: Product; page: ProductPage; where: ProductWhere };
  'preorder-products': { doc: PreorderProduct; page: PreorderProductPage; where: PreorderProductWhere };
  announcements: { doc: Announcement; page: AnnouncementPage; where: AnnouncementWhere };
  articles: { doc: Article; page: ArticlePage; where: ArticleWhere };
  users: { doc: User; page: UserPage; where: UserWhere };
  media: { doc: Media; page: MediaPage; where: MediaWhere };
}
export type CollectionSlug = keyof Collections;

export interface ListQuery<C extends CollectionSlug> {
  where?: Collections[C]['where'];
  /** A field name, `-` first for descending: `-createdAt`. */
  sort?: string;
  limit?: number;
  page?: number;
  /** How deep references are expanded (default 2). */
  depth?: number;
  /** With a `token`, include drafts (a preview): in protected mode, readers see published documents only. */
  draft?: boolean;
}

export interface StorefrontClientOptions {
  /** The service's origin, e.g. `https://content.shop.example`. */
  baseUrl: string;
  /** STORE_API_KEY, for the recommendations: keep it on the server, never send it to a browser. */
  storeApiKey?: string;
  /** A session token or API key, sent as `Authorization: Bearer …`, for writes and private reads. */
  token?: string;
  /** Another fetch (a framework's, with its caching options); the global one by default. */
  fetch?: typeof fetch;
  headers?: Record<string, string>;
}

/** A refused or failed call: the status and the body the service answered. */
export class StorefrontError extends Error {
  constructor(readonly status: number, readonly body: unknown) {
    super(`The storefront service answered ${status}: ${JSON.stringify(body)}`);
    this.name = 'StorefrontError';
  }
}

/** `where[status][equals]=published&where[or][0][title][like]=kit`, as the service parses it. */
export function toQueryString(query: Record<string, unknown>): string {
  const pairs: string[] = [];
  const add = (key: string, value: unknown): void => {
    if (value === undefined) return;
    if (value !== null && typeof value === 'object') {
      for (const [inner, item] of Object.entries(value)) add(`${key}[${inner}]`, item);
      return;
    }
    pairs.push(`${encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(String(value))}`);
  };
  for (const [key, value] of Object.entries(query)) add(key, value);
  return pairs.join('&');
}

async function dataOf<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (error !== undefined || data === undefined) throw new StorefrontError(response.status, error);
  return data;
}

/** The typed client: `api` for every operation of the document, and helpers for what every storefront does. */
export interface StorefrontClient {
  /** Any operation of the API document, typed by it; answers `{data, error, response}`. */
  readonly api: Client<paths>;
  /** Announcements, hero slides and recommendation lists with their preorder figures. */
  home(): Promise<HomeData>;
  /** A preorder campaign by internal id, backendId or seedId, with its figures. */
  campaign(id: string): Promise<PreorderCampaign>;
  /** The published products of the recommendation lists; needs `storeApiKey` (server side only). */
  recommendations(): Promise<RecommendationsData>;
  /** A page of a collection, filtered with a `where` typed by the collection's fields. */
  list<C extends CollectionSlug>(collection: C, query?: ListQuery<C>): Promise<Collections[C]['page']>;
  /** One record of a collection. */
  get<C extends CollectionSlug>(collection: C, id: string, query?: { depth?: number; draft?: boolean }): Promise<Collections[C]['doc']>;
}

export function createStorefrontClient(options: StorefrontClientOptions): StorefrontClient {
  const api = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/$/, ''),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    headers: { ...options.headers, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    querySerializer: (query) => toQueryString(query as Record<string, unknown>),
  });
  return {
    api,
    home: () => dataOf(api.GET('/api/home')),
    campaign: (id) => dataOf(api.GET('/api/preorders/{id}', { params: { path: { id } } })).then((answer) => answer.preorder),
    recommendations: () => {
      if (!options.storeApiKey) throw new Error('recommendations() needs the storeApiKey option (keep it on the server).');
      return dataOf(api.GET('/api/public/product-recommendations', { headers: { 'x-store-api-key': options.storeApiKey } }))
        .then((answer) => answer.data);
    },
    list: (collection, query = {}) =>
      dataOf(api.GET(`/api/${collection}` as '/api/products', { params: { query: query as never } })) as Promise<never>,
    get: (collection, id, query = {}) =>
      dataOf(api.GET(`/api/${collection}/{id}` as '/api/products/{id}', { params: { path: { id }, query } })) as Promise<never>,
  };
}
