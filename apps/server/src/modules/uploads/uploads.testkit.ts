import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { App } from '../../app.js';

/** Test-only helpers of uploads: sample images, multipart bodies, and a data directory outside the repository. */

export type FilePart = { filename: string; contentType: string; data: Buffer; field?: string };

/** A fresh temporary data directory for one test app (pass it as DATA_DIR), and a way to remove it. */
export function tempDataDir(): { dir: string; files(): string[]; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'candor-uploads-'));
  return {
    dir,
    files: () => { try { return readdirSync(join(dir, 'uploads')); } catch { return []; } },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A small noisy picture in a format (noise, so it does not compress to nothing). */
export async function image(format: 'png' | 'jpeg' | 'webp', width = 64, height = 48): Promise<Buffer> {
  const pixels = randomBytes(width * height * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } }).toFormat(format).toBuffer();
}

/** A multipart/form-data body with optional fields and files, as a browser's form sends it. */
export function multipart(files: FilePart[], fields: Record<string, string> = {}): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----candor${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType}\r\n\r\n`));
    chunks.push(f.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export type UploadAnswer = { status: number; body: { type: string; code: number; message: string; data?: { id: number; url: string; mime: string; size: number } } };

/** POSTs files to an upload route with a user token (and the demo header when asked). */
export async function postUpload(app: App, token: string | undefined, files: FilePart[], o: { path?: string; demo?: boolean; fields?: Record<string, string> } = {}): Promise<UploadAnswer> {
  const { payload, headers } = multipart(files, o.fields);
  if (token) headers['authorization'] = token;
  if (o.demo) headers['x-demo'] = '1';
  const res = await app.inject({ method: 'POST', url: `/api/${o.path ?? 'uploadRecharge'}`, headers, payload });
  return { status: res.statusCode, body: res.json() };
}

/** Uploads a fresh PNG as a deposit proof and answers its id. */
export async function uploadProof(app: App, token: string): Promise<number> {
  const res = await postUpload(app, token, [{ filename: 'proof.png', contentType: 'image/png', data: await image('png') }]);
  if (!res.body.data) throw new Error(`upload failed: ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}
