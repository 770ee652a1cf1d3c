import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { StorefrontError, type PreorderDetail } from '@storefront-service/client';
import { storefront } from '../../../lib/storefront';
import { tags } from '../../../lib/tags';
import { picture, type Picture } from '../../../lib/format';
import { RichText } from '../../../lib/rich-text';
import { LiveFigures } from './live-figures';
import { currentPreview, type Preview, readDraft, uncachedStorefront } from '../../../lib/preview';
import { PreviewBanner } from '../../preview-banner';

type Params = { params: Promise<{ id: string }> };

// Rendered on first visit, then kept until the service's content.changed webhook expires its tag.
export function generateStaticParams() {
  return [];
}

/** The detail, with `content` (the story) the service adds after the contract's fields. */
type Campaign = PreorderDetail['preorder'] & { content?: unknown };

/**
 * Kept in Next's data cache until the webhook expires it; in draft mode read as it is now. The service
 * answers an unpublished campaign with its `status` (the contract's detail route reports it rather than
 * hiding it): shoppers get a 404 for it, an editor's draft mode shows it.
 */
async function loadCampaign(id: string, preview?: Preview): Promise<Campaign> {
  let campaign: Campaign;
  try {
    campaign = await (preview ? uncachedStorefront() : storefront(tags.campaign(id))).campaign(id);
  } catch (error) {
    if (error instanceof StorefrontError && error.status === 404) notFound();
    throw error;
  }
  if (!preview && campaign.status !== 'published') notFound();
  return campaign;
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const campaign = await loadCampaign((await params).id, await currentPreview());
  return { title: `${campaign.title} · Example storefront` };
}

/** A preorder campaign with its figures: rendered on the server, then kept live by GET /api/preorders/{id}/live. */
export default async function CampaignPage({ params }: Params) {
  const { id } = await params;
  const preview = await currentPreview();
  const campaign = await loadCampaign(id, preview);
  // In a preview of this campaign, its draft is read with the token: a refused token ends the preview.
  const draft = preview?.collection === 'preorder-products' && preview.id === campaign.id ? await readDraft(preview, 0) : undefined;
  const title = campaign.title ?? '';
  const cover = picture(campaign.thumbnail, title);
  // The gallery: the campaign's images (uploaded ones with the editor's alt text), the cover not twice.
  const gallery = (Array.isArray(campaign.images) ? campaign.images : [])
    .map((image) => picture(image, title))
    .filter((image): image is Picture => image !== null && image.src !== cover?.src);
  return (
    <article className="campaign">
      {preview ? <PreviewBanner published={draft?.ok ? draft.doc._status === 'published' : undefined} refused={draft && !draft.ok ? draft.message : undefined} /> : null}
      <h1>{campaign.title}</h1>
      {cover ? <img src={cover.src} alt={cover.alt} width={640} height={400} data-cover="" /> : null}
      <p>{campaign.description}</p>
      <section aria-label="The story" data-story=""><RichText document={campaign.content} /></section>
      {gallery.length > 0 ? (
        <ul className="gallery" aria-label="Images">
          {gallery.map((image) => <li key={image.src}><img src={image.src} alt={image.alt} width={320} height={200} loading="lazy" /></li>)}
        </ul>
      ) : null}
      <LiveFigures id={campaign.id} initial={campaign} />
    </article>
  );
}
