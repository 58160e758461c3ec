import type { Lang } from '@candor/shared';

/** "Retry" in every language (as common.json's action.retry): the locale files may be what could not be loaded. */
const RETRY: Readonly<Record<Lang, string>> = {
  en: 'Retry', jp: '再試行', vn: 'Thử lại', hi: 'फिर से कोशिश करें', id: 'Coba lagi', kr: '다시 시도', ms: 'Cuba lagi',
  de: 'Erneut versuchen', th: 'ลองอีกครั้ง', pt: 'Tentar novamente', fr: 'Réessayer', ru: 'Повторить', esp: 'Reintentar',
  zh: '重试', tw: '重試',
};

/**
 * When even the start fails (the network dropped while the first files loaded), the boot screen offers a retry in
 * the user's language instead of spinning for ever: no state of the app is a blank page. Plain DOM: React may be
 * what did not arrive.
 */
export function showBootFailure(lang: Lang, error: unknown): void {
  console.error(error);
  const root = document.getElementById('root');
  if (!root) return;
  const box = document.createElement('div');
  box.className = 'boot';
  box.setAttribute('role', 'alert');
  box.dataset.testid = 'boot-error';
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = RETRY[lang];
  button.style.cssText = 'font:inherit;padding:10px 28px;border:0;border-radius:8px;background:#2f6bff;color:#fff';
  button.addEventListener('click', () => window.location.reload());
  box.append(button);
  root.replaceChildren(box);
}
