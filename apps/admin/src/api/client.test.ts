import { describe, expect, it, vi } from 'vitest';
import { apiCall, fetchUpload } from './client';
import { headersOf, withStoredToken, type Seen } from './testkit';

describe('the API client', () => {
  withStoredToken();

  it('says so when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiCall('GET', 'admin/me')).rejects.toMatchObject({ status: 0, message: 'The server cannot be reached. Check the connection and try again.' });
    await expect(fetchUpload('/api/admin/uploads/1')).rejects.toMatchObject({ status: 0 });
  });

  it('reads a proof image with the token and turns a refusal into its message', async () => {
    const seen: Seen[] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      seen.push({ url, init });
      return Promise.resolve(url.endsWith('/1')
        ? new Response(new Uint8Array([137, 80, 78, 71]), { status: 200, headers: { 'content-type': 'image/png' } })
        : new Response(JSON.stringify({ type: 'error', code: 9003, message: 'Your admin role does not allow this.' }), { status: 403 }));
    });
    const blob = await fetchUpload('/api/admin/uploads/1');
    expect(blob.size).toBe(4);
    expect(headersOf(seen[0])['authorization']).toBe('tok');
    await expect(fetchUpload('/api/admin/uploads/2')).rejects.toMatchObject({ message: 'Your admin role does not allow this.', status: 403 });
    await expect(fetchUpload('https://elsewhere.example/x.png')).rejects.toMatchObject({ status: 400 });
    expect(seen).toHaveLength(2);
  });
});
