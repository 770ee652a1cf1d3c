import { notFound, redirect } from 'next/navigation';
import { storefront } from '../../../lib/storefront';
import { tags } from '../../../lib/tags';

// The hero slides link to /preorders/{handle}: find the campaign by its handle and go to its page.
export default async function PreorderByHandle({ params }: { params: Promise<{ handle: string }> }) {
  const { handle } = await params;
  const page = await storefront(tags.home).list('preorder-products', { where: { handle: { equals: handle } }, limit: 1, depth: 0 });
  const campaign = page.docs[0];
  if (!campaign) notFound();
  redirect(`/campaigns/${campaign.id}`);
}
