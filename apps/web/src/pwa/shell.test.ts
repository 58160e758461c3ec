import { describe, expect, it } from 'vitest';
import { keepShell, shellFiles } from './shell';

const manifest = {
  'index.html': { file: 'assets/index-a.js', imports: ['_vendor.js'], css: ['assets/index-a.css'] },
  '_vendor.js': { file: 'assets/vendor-b.js' },
  'src/features/home/pages/HomePage.tsx': { file: 'assets/HomePage-c.js', imports: ['_vendor.js', '_ui.js'] },
  '_ui.js': { file: 'assets/ui-d.js', css: ['assets/ui-d.css'] },
  'src/features/spot/pages/TradePage.tsx': { file: 'assets/TradePage-e.js', imports: ['_chart.js'] },
  '_chart.js': { file: 'assets/chart-f.js' },
};

describe('the service worker shell', () => {
  it('is the entry and the home page with their static imports and CSS, not the other pages', () => {
    expect([...shellFiles(manifest)].sort()).toEqual([
      'assets/HomePage-c.js', 'assets/index-a.css', 'assets/index-a.js', 'assets/ui-d.css', 'assets/ui-d.js', 'assets/vendor-b.js',
    ]);
  });

  it('keeps the files outside assets/ and drops the chunks of other pages from the precache', () => {
    const entries = ['index.html', 'offline.html', 'icons/icon-192.png', 'assets/index-a.js', 'assets/TradePage-e.js', 'assets/chart-f.js']
      .map((url) => ({ url, revision: null }));
    expect(keepShell(entries, shellFiles(manifest)).map((e) => e.url)).toEqual(['index.html', 'offline.html', 'icons/icon-192.png', 'assets/index-a.js']);
  });
});
