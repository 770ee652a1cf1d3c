/** What an uploaded file is, read from its own bytes (never from the client's name or type). */
export interface ImageInfo {
  mimeType: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/avif';
  extension: 'png' | 'jpg' | 'gif' | 'webp' | 'avif';
  /** Undefined when the header does not say within the bytes given. */
  width: number | undefined;
  height: number | undefined;
}

export const ACCEPTED_IMAGE_TYPES = 'PNG, JPEG, GIF, WebP and AVIF';

const ascii = (bytes: Buffer, start: number, length: number) => bytes.toString('latin1', start, start + length);

function png(bytes: Buffer): ImageInfo | undefined {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return undefined;
  if (ascii(bytes, 12, 4) !== 'IHDR') return undefined;
  return { mimeType: 'image/png', extension: 'png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function gif(bytes: Buffer): ImageInfo | undefined {
  if (bytes.length < 10 || !['GIF87a', 'GIF89a'].includes(ascii(bytes, 0, 6))) return undefined;
  return { mimeType: 'image/gif', extension: 'gif', width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
}

function webp(bytes: Buffer): ImageInfo | undefined {
  if (bytes.length < 30 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP') return undefined;
  const chunk = ascii(bytes, 12, 4);
  const info = (width: number | undefined, height: number | undefined): ImageInfo => ({ mimeType: 'image/webp', extension: 'webp', width, height });
  if (chunk === 'VP8 ' && bytes[23] === 0x9d && bytes[24] === 0x01 && bytes[25] === 0x2a) {
    return info(bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff);
  }
  if (chunk === 'VP8L' && bytes[20] === 0x2f) {
    const bits = bytes.readUInt32LE(21);
    return info((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') return info(bytes.readUIntLE(24, 3) + 1, bytes.readUIntLE(27, 3) + 1);
  return undefined;
}

/** Start-of-frame markers that carry the dimensions (not DHT C4, JPG C8 or DAC CC). */
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpeg(bytes: Buffer): ImageInfo | undefined {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return undefined;
  let offset = 2;
  // Walks the segments: each is FF, a marker, then a big-endian length that counts itself.
  while (offset + 9 <= bytes.length) {
    if (bytes[offset] !== 0xff) break;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (SOF_MARKERS.has(marker)) {
      return { mimeType: 'image/jpeg', extension: 'jpg', width: bytes.readUInt16BE(offset + 7), height: bytes.readUInt16BE(offset + 5) };
    }
    if (marker === 0xd9 || marker === 0xda) break;
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  return { mimeType: 'image/jpeg', extension: 'jpg', width: undefined, height: undefined };
}

function avif(bytes: Buffer): ImageInfo | undefined {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return undefined;
  const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length);
  const brands = [ascii(bytes, 8, 4)];
  for (let offset = 16; offset + 4 <= boxEnd; offset += 4) brands.push(ascii(bytes, offset, 4));
  if (!brands.includes('avif') && !brands.includes('avis')) return undefined;
  // The image spatial extents property: 'ispe', version and flags, then width and height.
  const ispe = bytes.indexOf('ispe', 0, 'latin1');
  const known = ispe >= 0 && ispe + 16 <= bytes.length;
  return {
    mimeType: 'image/avif', extension: 'avif',
    width: known ? bytes.readUInt32BE(ispe + 8) : undefined,
    height: known ? bytes.readUInt32BE(ispe + 12) : undefined,
  };
}

/** The image type and size from the first bytes of a file; undefined when it is none of the accepted types. */
export function imageInfo(head: Buffer): ImageInfo | undefined {
  return png(head) ?? jpeg(head) ?? gif(head) ?? webp(head) ?? avif(head);
}

/** The largest width or height accepted, in every format (JPEG and GIF cannot say more). */
export const MAX_IMAGE_SIDE = 65_535;

/** Deflate packs at most 1032 bytes into one, and a PNG pixel takes at least one bit before it. */
const PNG_MAX_PIXELS_PER_BYTE = 1032 * 8;

/**
 * Why the dimensions an image claims cannot be its own (undefined when they can): each known side must be
 * 1 to MAX_IMAGE_SIDE pixels, and a PNG cannot hold more pixels than its size in bytes × 1032 × 8.
 */
export function implausibleDimensions(info: ImageInfo, fileSize: number): string | undefined {
  const { width, height } = info;
  if (width === undefined || height === undefined) return undefined;
  if (width < 1 || height < 1 || width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) {
    return `The image claims ${width}×${height} pixels: each side must be 1 to ${MAX_IMAGE_SIDE}.`;
  }
  if (info.extension === 'png' && width * height > fileSize * PNG_MAX_PIXELS_PER_BYTE) {
    return `The image claims ${width}×${height} pixels, more than a PNG of ${fileSize} bytes can hold.`;
  }
  return undefined;
}
