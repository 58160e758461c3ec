import { describe, expect, it } from 'vitest';
import { BYPASS_PATTERNS, isWorkerOwned, offlineAnswer, pageKey } from './navigation';

describe('the service worker’s pages', () => {
  it('leaves the API and the back office alone', () => {
    for (const path of ['/api', '/api/', '/api/user/center', '/admin', '/admin/', '/admin/users']) expect(isWorkerOwned(path), path).toBe(false);
    for (const path of ['/', '/pages/index/index', '/apikeys', '/administration', '/pages/admin']) expect(isWorkerOwned(path), path).toBe(true);
  });

  it('lets the browser bypass the worker for exactly those paths', () => {
    for (const pattern of BYPASS_PATTERNS) expect(isWorkerOwned(pattern.replace('/*', '/x')), pattern).toBe(false);
    expect(BYPASS_PATTERNS.map((p) => p.replace('/*', ''))).toEqual(['/api', '/api', '/admin', '/admin']);
  });

  it('remembers a page by its path without a trailing slash', () => {
    expect(pageKey('/pages/index/index/')).toBe('/pages/index/index');
    expect(pageKey('/')).toBe('/');
  });

  it('offline, answers a page shown before with the shell and any other with the offline page', () => {
    const shown = new Set(['/pages/index/index', '/']);
    expect(offlineAnswer('/pages/index/index', (k) => shown.has(k))).toBe('shell');
    expect(offlineAnswer('/pages/index/index/', (k) => shown.has(k))).toBe('shell');
    expect(offlineAnswer('/', (k) => shown.has(k))).toBe('shell');
    expect(offlineAnswer('/pages/market/index', (k) => shown.has(k))).toBe('offline');
    expect(offlineAnswer('/no/such/page', (k) => shown.has(k))).toBe('offline');
  });
});
