const escape = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The HTML of a code email (the text version is the body itself): the translated subject, body and note, with the
 * code set large. Inline styles only, as mail clients want; no image or link to fetch.
 */
export function codeEmailHtml(p: { lang: string; subject: string; body: string; code: string; note: string }): string {
  return `<!doctype html><html lang="${escape(p.lang)}"><head><meta charset="utf-8"><title>${escape(p.subject)}</title></head>`
    + '<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2328">'
    + '<div style="max-width:480px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">'
    + `<h1 style="font-size:18px;margin:0 0 16px">${escape(p.subject)}</h1>`
    + `<p style="font-size:32px;letter-spacing:6px;font-weight:bold;margin:0 0 16px">${escape(p.code)}</p>`
    + `<p style="font-size:14px;line-height:1.5;margin:0 0 16px">${escape(p.body)}</p>`
    + `<p style="font-size:12px;line-height:1.5;color:#6b7280;margin:0">${escape(p.note)}</p>`
    + '</div></body></html>';
}
