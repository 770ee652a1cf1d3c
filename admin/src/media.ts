import { api, query } from './api';

/** A media record as the content API answers it (sizes made at upload: src/content/uploads/image-sizes.ts). */
export interface MediaSize { url: string; width: number | null; height: number | null; mimeType: string | null; filesize: number | null; filename: string | null }
export interface MediaDoc {
  id: string; url: string; alt: string; filename: string | null; mimeType: string | null;
  filesize: number | null; width: number | null; height: number | null; sizes?: Record<string, MediaSize | undefined>;
  createdAt: string; updatedAt: string;
}

/** The smallest picture of a record at least `width` wide: a size when there is one, else the original. */
export function pictureOf(doc: Pick<MediaDoc, 'url' | 'sizes'>, width = 300): string {
  const sizes = Object.values(doc.sizes ?? {}).filter((size): size is MediaSize => Boolean(size?.url));
  const fitting = sizes.filter((size) => (size.width ?? 0) >= width).sort((a, b) => (a.width ?? 0) - (b.width ?? 0));
  return fitting[0]?.url ?? doc.url;
}

/** How a record is named to people: its alt text, else its file name. */
export const mediaName = (doc: Pick<MediaDoc, 'alt' | 'filename' | 'id'>) => doc.alt || doc.filename || `Media ${doc.id}`;

export const describeSize = (doc: Pick<MediaDoc, 'width' | 'height' | 'filesize'>) =>
  [doc.width && doc.height ? `${doc.width}×${doc.height}` : '', doc.filesize ? `${Math.max(1, Math.round(doc.filesize / 1024))} KB` : ''].filter(Boolean).join(', ');

export const MEDIA_PAGE = 24;

/** A page of the library, newest first; `search` matches words of the alt text or the file name. */
export async function findMedia(search: string, page: number): Promise<{ docs: MediaDoc[]; totalDocs: number; totalPages: number }> {
  const words = search.trim();
  return api(`/api/media?${query({
    limit: MEDIA_PAGE, page, depth: 0, sort: '-createdAt',
    ...(words ? { 'where[or][0][alt][like]': words, 'where[or][1][filename][like]': words } : {}),
  })}`);
}

/** POST /api/media as multipart/form-data: the record made (201), or the one already showing these bytes (200). */
export async function uploadMedia(file: File, alt: string): Promise<MediaDoc> {
  const form = new FormData();
  form.append('alt', alt);
  form.append('file', file, file.name);
  const { doc } = await api<{ doc: MediaDoc }>('/api/media', { method: 'POST', body: form });
  return doc;
}
