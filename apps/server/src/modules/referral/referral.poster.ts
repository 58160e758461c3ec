import QRCode from 'qrcode';

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The invite poster, composed on the server as an SVG (decisions.md, Referral: no native canvas): a title, the code,
 * the link and its QR code (the `qrcode` package's SVG path, nested at a fixed size).
 */
export async function posterSvg(p: { title: string; subtitle: string; code: string; url: string }): Promise<string> {
  const qr = await QRCode.toString(p.url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1, color: { dark: '#111111', light: '#ffffff' } });
  const inner = qr.replace(/^<\?xml[^>]*>/, '').replace('<svg ', '<svg x="95" y="330" width="250" height="250" ');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="440" height="720" viewBox="0 0 440 720">',
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1b2a4a"/><stop offset="1" stop-color="#0d1424"/></linearGradient></defs>',
    '<rect width="440" height="720" fill="url(#bg)"/>',
    `<text x="220" y="110" fill="#ffffff" font-family="sans-serif" font-size="34" font-weight="700" text-anchor="middle">${esc(p.title)}</text>`,
    `<text x="220" y="160" fill="#c9d3e6" font-family="sans-serif" font-size="18" text-anchor="middle">${esc(p.subtitle)}</text>`,
    `<text x="220" y="250" fill="#f5c542" font-family="monospace" font-size="40" font-weight="700" text-anchor="middle">${esc(p.code)}</text>`,
    '<rect x="85" y="320" width="270" height="270" rx="12" fill="#ffffff"/>',
    inner,
    `<text x="220" y="640" fill="#c9d3e6" font-family="sans-serif" font-size="13" text-anchor="middle">${esc(p.url)}</text>`,
    '</svg>',
  ].join('');
}
