import { revalidateTag } from 'next/cache';
import { Webhook } from 'standardwebhooks';
import { tagsForChange, type ContentChanged } from '../../../lib/tags';

export const dynamic = 'force-dynamic';

/**
 * Receives the service's `content.changed` webhook (registered by `npm run register-webhook`), verifies its
 * Standard Webhooks signature with STOREFRONT_WEBHOOK_SECRET on the bytes received, and expires the cache
 * tags of what changed. A bad or missing signature is 401 and expires nothing.
 */
export async function POST(request: Request) {
  const secret = process.env.STOREFRONT_WEBHOOK_SECRET;
  if (!secret) return Response.json({ error: 'STOREFRONT_WEBHOOK_SECRET is not set' }, { status: 503 });
  const body = await request.text();
  let event: { type: string; data: ContentChanged };
  try {
    event = new Webhook(secret).verify(body, Object.fromEntries(request.headers)) as typeof event;
  } catch {
    return Response.json({ error: 'invalid signature' }, { status: 401 });
  }
  if (event.type !== 'content.changed') return Response.json({ ignored: event.type });
  const expired = tagsForChange(event.data);
  // expire: 0, not 'max': the next visit waits for fresh data instead of being served the stale page once more.
  for (const tag of expired) revalidateTag(tag, { expire: 0 });
  return Response.json({ revalidated: expired });
}
