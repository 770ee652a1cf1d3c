import 'server-only';
import { createStorefrontClient } from '@storefront-service/client';
import { tags } from './tags';

/**
 * The typed client for server components and route handlers only: it holds STORE_API_KEY, which
 * `server-only` keeps out of every browser bundle (importing this file from a client component fails the build).
 * Each call gets Next's data cache with tags, so `app/api/revalidate` can expire precisely what changed;
 * REVALIDATE_SECONDS is the time-based fallback for a storefront whose webhook is not registered.
 */
const baseUrl = process.env.STOREFRONT_URL ?? 'http://127.0.0.1:3000';
const revalidate = Number(process.env.REVALIDATE_SECONDS ?? 3600);

export function storefront(...extraTags: string[]) {
  return createStorefrontClient({
    baseUrl,
    storeApiKey: process.env.STORE_API_KEY,
    fetch: (input, init) => fetch(input, { ...init, next: { revalidate, tags: [tags.all, ...extraTags] } }),
  });
}

export const serviceUrl = baseUrl;
