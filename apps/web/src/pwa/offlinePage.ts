/**
 * The offline page the service worker shows for a page it cannot fetch: static HTML plus one small script (the
 * server's CSP allows no inline script) holding the page's strings in every language. The script picks the
 * language the app stored in its session (localStorage), else the browser's, else English. Built by pwa-plugin.ts.
 */
export type OfflineTexts = { title: string; body: string; retry: string; home: string };
export type OfflineTable = Record<string, OfflineTexts & { bcp47: string }>;

/**
 * The app's language code: the stored session's, else the first browser language that matches one (by full tag,
 * then by its primary subtag), else en. Self-contained: its source is written into offline.js as it is.
 */
export function pickOfflineLang(stored: string | null, browser: readonly string[], table: OfflineTable): string {
  try {
    const lang = stored === null ? null : (JSON.parse(stored) as { state?: { lang?: unknown } }).state?.lang;
    if (typeof lang === 'string' && Object.prototype.hasOwnProperty.call(table, lang)) return lang;
  } catch {
    // not JSON: fall through to the browser's languages
  }
  const codes = Object.keys(table);
  for (const tag of browser) {
    const lower = tag.toLowerCase();
    const full = codes.find((c) => table[c]?.bcp47.toLowerCase() === lower);
    if (full) return full;
    const primary = codes.find((c) => table[c]?.bcp47.toLowerCase().split('-')[0] === lower.split('-')[0]);
    if (primary) return primary;
  }
  return 'en';
}

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page itself, in English until the script has run (and with no script at all). */
export function offlineHtml(en: OfflineTexts, options: { themeColor: string; script: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${options.themeColor}">
<meta name="description" content="${escapeHtml(en.body)}">
<title>${escapeHtml(en.title)} · Candor</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
html,body{margin:0;background:#e8ebf0;color:#0f172a;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Noto Sans',sans-serif}
main{max-width:450px;min-height:100vh;margin:0 auto;background:#f4f5f8;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;padding:24px;box-sizing:border-box;text-align:center}
h1{font-size:22px;margin:0}p{margin:0;color:#475569;line-height:1.5}
.actions{display:flex;gap:12px}a,button{font:inherit;font-size:16px;padding:12px 20px;border-radius:10px;border:0;cursor:pointer;text-decoration:none}
button{background:#2563eb;color:#fff}a{background:#fff;color:#1d4ed8;border:1px solid #d5dbe5}
</style>
</head>
<body>
<main>
<img src="/icons/icon-192.png" width="72" height="72" alt="Candor">
<h1 id="offline-title">${escapeHtml(en.title)}</h1>
<p id="offline-body">${escapeHtml(en.body)}</p>
<div class="actions"><button id="offline-retry" type="button">${escapeHtml(en.retry)}</button><a id="offline-home" href="/">${escapeHtml(en.home)}</a></div>
</main>
<script src="${options.script}"></script>
</body>
</html>
`;
}

/** offline.js: the strings of every language, the picker above, and the retry button. */
export function offlineScript(table: OfflineTable): string {
  return `(function () {
var table = ${JSON.stringify(table)};
var pickOfflineLang = ${pickOfflineLang.toString()};
var stored = null;
try { stored = window.localStorage.getItem('candor-session'); } catch (e) { stored = null; }
var lang = pickOfflineLang(stored, navigator.languages || [navigator.language || 'en'], table);
var t = table[lang];
document.documentElement.lang = t.bcp47;
document.title = t.title + ' · Candor';
document.getElementById('offline-title').textContent = t.title;
document.getElementById('offline-body').textContent = t.body;
document.getElementById('offline-retry').textContent = t.retry;
document.getElementById('offline-home').textContent = t.home;
document.getElementById('offline-retry').addEventListener('click', function () { window.location.reload(); });
})();
`;
}
