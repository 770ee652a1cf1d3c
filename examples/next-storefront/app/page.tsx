import type { Home, Recommendations } from '@storefront-service/client';
import { storefront } from '../lib/storefront';
import { tags } from '../lib/tags';
import { money, picture } from '../lib/format';
import { currentPreview, readDraft, uncachedStorefront } from '../lib/preview';
import { PreviewBanner } from './preview-banner';

type Card = Home['productRecommendations']['lists'][number]['products'][number];

/** The home page: announcements, hero slides and lists from GET /api/home; recommendations with the store key. */
export default async function HomePage() {
  // In draft mode everything is read as it is now; a previewed announcement is shown first, draft or not.
  const preview = await currentPreview();
  const client = preview ? uncachedStorefront() : undefined;
  const [home, recommendations, draft] = await Promise.all([
    (client ?? storefront(tags.home)).home(),
    (client ?? storefront(tags.recommendations)).recommendations(),
    preview?.collection === 'announcements' ? readDraft(preview, 0) : undefined,
  ]);
  const previewed = draft?.ok ? [{ id: String(draft.doc.id), title: String(draft.doc.title ?? ''), summary: String(draft.doc.summary ?? '') }] : [];
  const announcements = [...previewed, ...home.announcements.filter((announcement) => !previewed.some((shown) => shown.id === announcement.id))];
  return (
    <>
      {preview ? <PreviewBanner published={draft?.ok ? draft.doc.status === 'published' : true} refused={draft && !draft.ok ? draft.message : undefined} /> : null}
      <section aria-labelledby="news">
        <h2 id="news">News</h2>
        <ul>
          {announcements.map((announcement) => (
            <li key={announcement.id} data-announcement={announcement.id}>
              <strong>{announcement.title}</strong> {announcement.summary}
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="Featured">
        <ul className="cards">
          {home.heroSlider.slides.map((slide, index) => {
            const image = picture(slide.image); // the title is next to it: an image without alt text is decorative
            return (
            <li key={slide.id ?? index} className="card" data-slide={slide.id ?? index}>
              {image ? <img src={image.src} alt={image.alt} width={640} height={400} /> : null}
              <h2>{slide.title}</h2>
              <p>{slide.subtitle}</p>
              {slide.link ? <a href={slide.link}>{slide.buttonText ?? 'See more'}</a> : null}
            </li>
            );
          })}
        </ul>
      </section>
      {home.productRecommendations.enabled
        ? home.productRecommendations.lists.map((list, index) => (
          <section key={index} aria-label={list.title ?? undefined}>
            <h2>{list.title}</h2>
            <p>{list.subtitle}</p>
            <ul className="cards">{list.products.map((card) => <ProductCard key={card.id} card={card} />)}</ul>
          </section>
        ))
        : null}
      <RecommendedForYou recommendations={recommendations} />
    </>
  );
}

function ProductCard({ card }: { card: Card }) {
  // The title is next to it: a commerce image without alt text is decorative here.
  const image = picture(card.thumbnail);
  const title = card.relationTo === 'preorder-products' ? <a href={`/campaigns/${card.id}`}>{card.title}</a> : card.title;
  return (
    <li className="card" data-product={card.id}>
      {image ? <img src={image.src} alt={image.alt} width={320} height={200} loading="lazy" /> : null}
      <h3>{title}</h3>
      {card.startPrice !== null ? <p>from {money(card.startPrice)}</p> : null}
      {card.preorder ? (
        <div data-figures={card.id}>
          <div className="progress" aria-hidden="true"><span style={{ width: `${Math.min(card.preorder.progress, 100)}%` }} /></div>
          <p>
            <span data-figure="progress">{card.preorder.progress}% funded</span>
            {' · '}<span data-figure="backers">{card.preorder.backers} backers</span>
            {card.preorder.daysLeft !== null ? <>{' · '}<span data-figure="days-left">{card.preorder.daysLeft} days left</span></> : null}
          </p>
        </div>
      ) : null}
    </li>
  );
}

/** GET /api/public/product-recommendations: rendered here, on the server, where STORE_API_KEY is. */
function RecommendedForYou({ recommendations }: { recommendations: Recommendations['data'] }) {
  if (!recommendations.enabled) return null;
  return (
    <section aria-labelledby="recommended" data-recommendations="">
      <h2 id="recommended">Recommended for you</h2>
      {recommendations.lists.map((list) => (
        <div key={list.id ?? list.title}>
          <h3>{list.title} ({list.totalProducts})</h3>
          <ul>
            {list.products.map((product) => (
              <li key={product.id} data-recommended={product.id}>
                {'fundingGoal' in product || 'preorderType' in product
                  ? <a href={`/campaigns/${product.id}`}>{product.title}</a>
                  : product.title}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
