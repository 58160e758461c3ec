import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/errors.js';
import { MAX_IMAGE_SIDE, MAX_UPLOAD_BYTES, cleanImage, sniffImage } from './image.js';
import { image } from './uploads.testkit.js';

async function failure(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    if (e instanceof AppError) return e.key;
    throw e;
  }
  throw new Error('expected a failure');
}

describe('sniffImage', () => {
  it('knows JPEG, PNG and WebP by their first bytes and nothing else', async () => {
    expect(sniffImage(await image('png'))).toBe('png');
    expect(sniffImage(await image('jpeg'))).toBe('jpeg');
    expect(sniffImage(await image('webp'))).toBe('webp');
    expect(sniffImage(Buffer.from('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(sniffImage(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffImage(Buffer.from('RIFF0000WAVE'))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });
});

describe('cleanImage', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('re-encodes a %s in its own format with its size', async (format) => {
    const clean = await cleanImage(await image(format, 40, 30));
    expect([clean.kind, clean.width, clean.height]).toEqual([format, 40, 30]);
    expect((await sharp(clean.data).metadata()).format).toBe(format);
  });

  it('drops metadata (EXIF, comments) and anything appended to the file', async () => {
    const withExif = await sharp(await image('jpeg')).withExif({ IFD0: { Make: 'SpyCam', Copyright: 'secret-location' } }).jpeg().toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const polyglot = Buffer.concat([withExif, Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const clean = await cleanImage(polyglot);
    expect((await sharp(clean.data).metadata()).exif).toBeUndefined();
    expect(clean.data.includes('secret-location')).toBe(false);
    expect(clean.data.includes('<script>')).toBe(false);
  });

  it('scales very large pictures down to the maximum side', async () => {
    const big = await sharp({ create: { width: MAX_IMAGE_SIDE + 500, height: 100, channels: 3, background: '#123456' } }).png().toBuffer();
    const clean = await cleanImage(big);
    expect([clean.width, clean.height]).toEqual([MAX_IMAGE_SIDE, 89]);
  });

  it('refuses what is not a whole JPEG, PNG or WebP: empty, HTML, GIF, cut short, damaged, too large', async () => {
    const png = await image('png', 200, 200);
    expect(await failure(cleanImage(Buffer.alloc(0)))).toBe('upload_failed');
    expect(await failure(cleanImage(Buffer.from('<!doctype html><html><body>hi</body></html>')))).toBe('upload_failed');
    expect(await failure(cleanImage(await sharp(png).gif().toBuffer()))).toBe('upload_failed');
    expect(await failure(cleanImage(png.subarray(0, Math.floor(png.length / 2))))).toBe('upload_failed');
    const damaged = Buffer.from(png);
    damaged.fill(0x41, 40, 400);
    expect(await failure(cleanImage(damaged))).toBe('upload_failed');
    expect(await failure(cleanImage(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really')])))).toBe('upload_failed');
    expect(await failure(cleanImage(Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0xff)))).toBe('upload_too_large');
  });

  it('refuses an image whose content disagrees with its magic bytes (a WebP header on a PNG body)', async () => {
    const png = await image('png');
    const lying = Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBP'), png]);
    expect(await failure(cleanImage(lying))).toBe('upload_failed');
  });
});
