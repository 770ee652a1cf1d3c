import { cookies, draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { PREVIEW_COOKIE } from '../../../../lib/preview';

/** Leaves the preview: draft mode off, the token's cookie gone, back to the home page as shoppers see it. */
export async function GET() {
  (await draftMode()).disable();
  (await cookies()).delete(PREVIEW_COOKIE);
  redirect('/');
}
