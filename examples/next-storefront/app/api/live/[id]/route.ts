import { createStorefrontClient } from '@storefront-service/client';
import { serviceUrl } from '../../../../lib/storefront';

export const dynamic = 'force-dynamic';

/**
 * Relays GET /api/preorders/{id}/live to the browser on this app's origin (no CORS to configure, the
 * service's address stays private). The stream ends when the browser goes: its signal aborts the upstream.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const live = createStorefrontClient({ baseUrl: serviceUrl, fetch: (input, init) => fetch(input, { ...init, cache: 'no-store' }) });
  const lastEventId = request.headers.get('last-event-id');
  const { response } = await live.api.GET('/api/preorders/{id}/live', {
    params: { path: { id } },
    parseAs: 'stream',
    signal: request.signal,
    headers: { accept: 'text/event-stream', ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
  });
  if (!response.ok || !response.body) return new Response(null, { status: response.status === 404 ? 404 : 502 });
  return new Response(response.body, {
    headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' },
  });
}
