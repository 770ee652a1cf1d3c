/** An image to show: an absolute URL and its alternative text. */
export interface Picture {
  src: string;
  alt: string;
}

const absolute = (url: unknown): url is string => typeof url === 'string' && /^https?:\/\//.test(url);

/**
 * What an image field holds, ready for <img>: a plain URL (the commerce backend's), `{url}` (a commerce
 * image), or a media reference expanded to its record (`{relationTo: 'media', value: {url, alt}}`), whose
 * url the service answers absolute and whose alt the editor wrote. An unexpanded id or a relative path: none.
 */
export function picture(image: unknown, fallbackAlt = ''): Picture | null {
  if (absolute(image)) return { src: image, alt: fallbackAlt };
  if (!image || typeof image !== 'object') return null;
  const { relationTo, value, url, alt } = image as { relationTo?: unknown; value?: unknown; url?: unknown; alt?: unknown };
  if (relationTo !== undefined) return relationTo === 'media' ? picture(value, fallbackAlt) : null;
  if (!absolute(url)) return null;
  return { src: url, alt: typeof alt === 'string' && alt.trim() !== '' ? alt : fallbackAlt };
}

/** A thumbnail's URL (see picture). */
export function imageUrl(thumbnail: unknown): string | null {
  return picture(thumbnail)?.src ?? null;
}

export function money(minorUnits: number | null | undefined, currency = 'EUR'): string | null {
  if (minorUnits === null || minorUnits === undefined) return null;
  return new Intl.NumberFormat('en', { style: 'currency', currency }).format(minorUnits / 100);
}

/**
 * Free slots to show: the contract's available_slots is `max - current` and goes negative once a variant
 * is oversold; a page shows 0 there (and "Sold out"). Uncapped variants (max 0) add nothing.
 */
export function slotsLeft(variants: readonly { max_orders: number; available_slots: number }[]): number {
  return variants.reduce((total, variant) => total + (variant.max_orders > 0 ? Math.max(0, variant.available_slots) : 0), 0);
}
