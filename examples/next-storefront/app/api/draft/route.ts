import { cookies, draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { PREVIEW_COOKIE, previewPath, readDraft } from '../../../lib/preview';

const text = (status: number, message: string) =>
  new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * The admin app's Preview lands here: `?collection=&id=&token=` (the service's STOREFRONT_PREVIEW_URL).
 * The token is checked with the service first (a refused one turns nothing on), then draft mode goes on
 * and the page of the record opens.
 */
export async function GET(request: Request) {
  const query = new URL(request.url).searchParams;
  const preview = { collection: query.get('collection') ?? '', id: query.get('id') ?? '', token: query.get('token') ?? '' };
  const path = previewPath(preview.collection, preview.id);
  if (!path || !preview.id) return text(404, `This storefront has no page for ${preview.collection || 'that'} record.`);
  if (!preview.token) return text(401, 'Preview refused: the link has no token. Open Preview again from the admin app.');
  const draft = await readDraft(preview, 0);
  if (!draft.ok) return text(draft.status === 404 ? 404 : 401, draft.message);
  (await draftMode()).enable();
  (await cookies()).set(PREVIEW_COOKIE, JSON.stringify(preview), { httpOnly: true, sameSite: 'lax', path: '/' });
  redirect(path);
}
