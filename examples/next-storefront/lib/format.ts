type Thumbnail = string | { relationTo: 'media'; value: string | { url?: string | null } } | null | undefined;

/** A thumbnail's URL: a plain string, or an expanded media record's url (an unexpanded id has none). */
export function imageUrl(thumbnail: Thumbnail): string | null {
  if (!thumbnail) return null;
  if (typeof thumbnail === 'string') return /^https?:\/\//.test(thumbnail) ? thumbnail : null;
  return typeof thumbnail.value === 'object' ? thumbnail.value.url ?? null : null;
}

export function money(minorUnits: number | null | undefined, currency = 'EUR'): string | null {
  if (minorUnits === null || minorUnits === undefined) return null;
  return new Intl.NumberFormat('en', { style: 'currency', currency }).format(minorUnits / 100);
}
