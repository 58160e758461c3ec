import { describe, expect, it } from 'vitest';
import { ApiError, type RequestHeaders } from './client';
import { fakeDeps, json } from './testkit';
import { createUploader } from './upload';

const setup = (answer: Parameters<typeof fakeDeps>[0], headers?: RequestHeaders) => {
  const fake = fakeDeps(answer, headers);
  return { ...fake, uploader: createUploader(fake.deps) };
};
const png = () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

describe('uploader', () => {
  it('posts the file as multipart form data with the session headers and answers the data', async () => {
    const { uploader, calls } = setup(() => json({ type: 'ok', code: 1, message: 'OK', data: { id: 7 } }));
    await expect(uploader.upload('uploadRecharge', png(), { name: 'proof.png' })).resolves.toEqual({ id: 7 });
    const [call] = calls;
    expect(call?.url).toBe('/api/uploadRecharge');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.headers).toMatchObject({ Authorization: 'tok', 'X-Demo': '0', lang: 'zh' });
    // The browser writes the multipart boundary; a Content-Type set here would break it.
    expect(call?.init.headers).not.toHaveProperty('Content-Type');
    const body = call?.init.body as FormData;
    const file = body.get('file') as File;
    expect(file.name).toBe('proof.png');
    expect(file.size).toBe(4);
  });

  it('toasts a refusal and throws it, or stays silent when asked', async () => {
    const refusal = { type: 'error', code: 6201, message: 'File exceeds allowed size (at most 5 MB).' };
    const loud = setup(() => json(refusal, 413));
    await expect(loud.uploader.upload('uploadRecharge', png())).rejects.toMatchObject({ kind: 'server', code: 6201 });
    expect(loud.onError).toHaveBeenCalledWith(refusal.message);
    const quiet = setup(() => json(refusal, 413));
    await expect(quiet.uploader.upload('uploadRecharge', png(), { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(quiet.onError).not.toHaveBeenCalled();
  });

  it('hands a 999 to the not-logged-in handler', async () => {
    const { uploader, onUnauthorized, onError } = setup(() => json({ type: '999', code: 999, message: 'Please log in.' }, 401));
    await expect(uploader.upload('uploadRecharge', png(), { silent: true })).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledWith('Please log in.');
    expect(onError).not.toHaveBeenCalled();
  });

  it('turns a dead network and a non-envelope answer into a network error', async () => {
    const down = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(down.uploader.upload('uploadRecharge', png())).rejects.toMatchObject({ kind: 'network', message: 'network down' });
    const html = setup(() => new Response('<html>', { status: 502 }));
    await expect(html.uploader.upload('uploadRecharge', png())).rejects.toMatchObject({ kind: 'network', code: 502 });
  });

  it('fetches a private file with the Authorization header as a Blob', async () => {
    const { uploader, calls } = setup(() => new Response(png(), { status: 200, headers: { 'content-type': 'image/png' } }));
    const blob = await uploader.file('/uploads/7');
    expect(blob.size).toBe(4);
    expect(calls[0]?.url).toBe('/api/uploads/7');
    expect(calls[0]?.init.headers).toMatchObject({ Authorization: 'tok' });
  });

  it("answers a private file's refusal as an ApiError", async () => {
    const { uploader, onError } = setup(() => json({ type: 'error', code: 6203, message: 'File not found.' }, 404));
    await expect(uploader.file('/uploads/8', { silent: true })).rejects.toMatchObject({ kind: 'server', code: 6203, message: 'File not found.' });
    expect(onError).not.toHaveBeenCalled();
  });
});
