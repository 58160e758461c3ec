import sharp from 'sharp';
import { AppError } from '../../platform/http/errors.js';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Larger pictures are scaled down to this many pixels on the long side: plenty to read a transfer proof. */
export const MAX_IMAGE_SIDE = 4096;
/** A decompression bomb (a small file of enormous dimensions) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 64_000_000;

export type ImageKind = 'jpeg' | 'png' | 'webp';
export type CleanImage = { data: Buffer; kind: ImageKind; mime: string; ext: string; width: number; height: number };

const MIME: Record<ImageKind, { mime: string; ext: string }> = {
  jpeg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
  webp: { mime: 'image/webp', ext: 'webp' },
};

const startsWith = (buf: Buffer, bytes: number[], at = 0): boolean => bytes.every((b, i) => buf[at + i] === b);

/** The image format the bytes themselves announce (magic numbers); the file name and declared type are ignored. */
export function sniffImage(buf: Buffer): ImageKind | null {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export const mimeOf = (kind: ImageKind): string => MIME[kind].mime;

/**
 * Checks that the bytes are a whole JPEG, PNG or WebP image and re-encodes it in the same format. Only decoded
 * pixels are written back, so metadata (EXIF location, camera, comments) and anything appended to the file
 * (a polyglot's HTML or script) are gone. The orientation tag is applied to the pixels first, so the picture
 * still stands the right way up. Anything else answers upload_failed ("Image Upload Failed").
 */
export async function cleanImage(buf: Buffer): Promise<CleanImage> {
  if (buf.length === 0) throw new AppError('upload_failed');
  if (buf.length > MAX_UPLOAD_BYTES) throw new AppError('upload_too_large', { max: MAX_UPLOAD_BYTES / 1024 / 1024 });
  const kind = sniffImage(buf);
  if (!kind) throw new AppError('upload_failed');
  try {
    // failOn 'warning': a truncated or damaged image fails instead of decoding to a half-grey picture.
    const input = () => sharp(buf, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS, animated: false });
    const meta = await input().metadata();
    if (meta.format !== kind) throw new AppError('upload_failed');
    const pipeline = input().rotate().resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true });
    const encoded = kind === 'jpeg' ? pipeline.jpeg({ quality: 88 })
      : kind === 'png' ? pipeline.png({ compressionLevel: 8 })
        : pipeline.webp({ quality: 88 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data, kind, ...MIME[kind], width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('upload_failed');
  }
}
