import type { ImageInfo } from './image-info.js';

/**
 * The sizes made of every uploaded image, kept beside the original (Payload's `imageSizes`): each as wide as
 * named, its height in proportion. A size at least as wide as the image is not made (never enlarged).
 */
export const IMAGE_SIZES = [
  { name: 'thumbnail', width: 300 },
  { name: 'card', width: 768 },
] as const;

export type ImageSizeName = (typeof IMAGE_SIZES)[number]['name'];

/**
 * A size keeps its original's format, but for AVIF: encoding AVIF takes seconds per image where WebP takes
 * a tenth of that, and every browser that shows AVIF shows WebP. A GIF's size is its first frame.
 */
export const SIZE_EXTENSIONS: Readonly<Record<ImageInfo['extension'], 'png' | 'jpg' | 'gif' | 'webp'>> = {
  png: 'png', jpg: 'jpg', gif: 'gif', webp: 'webp', avif: 'webp',
};

const SHARP_FORMATS = { png: 'png', jpg: 'jpeg', gif: 'gif', webp: 'webp' } as const;

/** The stored file of size `name` of the original stored under `key` (`<sha256>-<random>.<ext>`). */
export function sizeKey(key: string, name: ImageSizeName): string {
  const dot = key.lastIndexOf('.');
  const extension = SIZE_EXTENSIONS[key.slice(dot + 1) as ImageInfo['extension']] ?? key.slice(dot + 1);
  return `${key.slice(0, dot)}-${name}.${extension}`;
}

export interface MadeSize {
  name: ImageSizeName;
  width: number;
  height: number;
  extension: (typeof SIZE_EXTENSIONS)[keyof typeof SIZE_EXTENSIONS];
  bytes: Buffer;
}

type Sharp = (typeof import('sharp'))['default'];
let loaded: Promise<Sharp> | undefined;

/** sharp (libvips) is loaded on the first upload, not at start: most starts never resize anything. */
function loadSharp(): Promise<Sharp> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    // Every upload is a new image: libvips' operation cache would only hold memory.
    sharp.cache(false);
    return sharp;
  });
  return loaded!;
}

/**
 * The sizes of the image in `file`, in memory. Throws when sharp cannot read the whole image (a corrupt or
 * truncated file, more than 268 megapixels): the caller then keeps the upload without sizes.
 */
export async function makeImageSizes(file: string, info: ImageInfo): Promise<MadeSize[]> {
  const sharp = await loadSharp();
  // `failOn: 'warning'` (sharp's default, said here on purpose): a truncated image is an error, not a grey half.
  const open = () => sharp(file, { failOn: 'warning', sequentialRead: true, animated: false }).rotate();
  const metadata = await sharp(file, { animated: false }).metadata();
  // Orientations 5 to 8 turn the image a quarter: its width as shown is its stored height.
  const shownWidth = (metadata.orientation ?? 1) >= 5 ? metadata.height : metadata.width;
  const extension = SIZE_EXTENSIONS[info.extension];
  const made: MadeSize[] = [];
  for (const size of IMAGE_SIZES) {
    if (!shownWidth || shownWidth <= size.width) continue;
    const { data, info: output } = await open()
      .resize({ width: size.width })
      .toFormat(SHARP_FORMATS[extension])
      .toBuffer({ resolveWithObject: true });
    made.push({ name: size.name, width: output.width, height: output.height, extension, bytes: data });
  }
  return made;
}
