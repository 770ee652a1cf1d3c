import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { StorefrontError, type PreorderDetail } from '@storefront-service/client';
import { storefront } from '../../../lib/storefront';
import { tags } from '../../../lib/tags';
import { imageUrl } from '../../../lib/format';
import { LiveFigures } from './live-figures';

type Params = { params: Promise<{ id: string }> };

// Rendered on first visit, then kept until the service's content.changed webhook expires its tag.
export function generateStaticParams() {
  return [];
}

async function loadCampaign(id: string): Promise<PreorderDetail['preorder']> {
  try {
    return await storefront(tags.campaign(id)).campaign(id);
  } catch (error) {
    if (error instanceof StorefrontError && error.status === 404) notFound();
    throw error;
  }
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const campaign = await loadCampaign((await params).id);
  return { title: `${campaign.title} · Example storefront` };
}

/** A preorder campaign with its figures: rendered on the server, then kept live by GET /api/preorders/{id}/live. */
export default async function CampaignPage({ params }: Params) {
  const campaign = await loadCampaign((await params).id);
  const image = imageUrl(campaign.thumbnail);
  return (
    <article className="campaign">
      <h1>{campaign.title}</h1>
      {image ? <img src={image} alt="" width={640} height={400} /> : null}
      <p>{campaign.description}</p>
      <LiveFigures id={campaign.id} initial={campaign} />
    </article>
  );
}
