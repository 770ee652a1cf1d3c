import 'server-only';
import { cookies, draftMode } from 'next/headers';
import { createStorefrontClient } from '@storefront-service/client';
import { serviceUrl } from './storefront';

/**
 * Draft mode (Next.js) with the service's preview tokens. The admin app's Preview asks the service for a
 * short-lived token for one record (POST /api/preview-tokens) and opens `app/api/draft` with it; that route
 * checks the token with the service, turns draft mode on and keeps the token in an HttpOnly cookie. Pages
 * then read without Next's data cache, and read the previewed record's draft with the token
 * (`x-preview-token`), which the service refuses once expired, altered, or for another record.
 */
export const PREVIEW_COOKIE = 'storefront-preview';

export interface Preview {
  collection: string;
  id: string;
  token: string;
}

/** Where this storefront shows a record of `collection`: a campaign's page, or the home page's news. */
export function previewPath(collection: string, id: string): string | undefined {
  if (collection === 'preorder-products') return `/campaigns/${encodeURIComponent(id)}`;
  if (collection === 'announcements') return '/';
  return undefined;
}

/** The preview this request is in: draft mode on and its cookie readable; undefined otherwise. */
export async function currentPreview(): Promise<Preview | undefined> {
  if (!(await draftMode()).isEnabled) return undefined;
  const raw = (await cookies()).get(PREVIEW_COOKIE)?.value;
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<Preview>;
    return typeof value.collection === 'string' && typeof value.id === 'string' && typeof value.token === 'string'
      ? { collection: value.collection, id: value.id, token: value.token }
      : undefined;
  } catch {
    return undefined;
  }
}

export type DraftRead = { ok: true; doc: Record<string, unknown> } | { ok: false; status: number; message: string };

/** The previewed record as it is now, drafts included, with the token; never cached. */
export async function readDraft({ collection, id, token }: Preview, depth = 1): Promise<DraftRead> {
  const response = await fetch(`${serviceUrl}/api/${encodeURIComponent(collection)}/${encodeURIComponent(id)}?depth=${depth}`, {
    headers: { 'x-preview-token': token },
    cache: 'no-store',
  });
  const body = await response.json().catch(() => undefined) as { errors?: { message?: string }[] } & Record<string, unknown> | undefined;
  if (response.ok && body) return { ok: true, doc: body };
  return { ok: false, status: response.status, message: body?.errors?.[0]?.message ?? `the service answered ${response.status}` };
}

/** The typed client without Next's data cache: a preview shows what is saved now, not what a page kept. */
export function uncachedStorefront() {
  return createStorefrontClient({
    baseUrl: serviceUrl,
    storeApiKey: process.env.STORE_API_KEY,
    fetch: (input, init) => fetch(input, { ...init, cache: 'no-store' }),
  });
}
