import { escapeHtml } from '../../http/html';
import { emailText, type LanguageCode } from '../../i18n/index';

/** The HTML frame of every platform email (each module words its own mails and frames them with it). */
export function layout(language: LanguageCode, title: string, paragraphs: string[], code?: string): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const codeBlock = code
    ? `<p style="font-size:28px;font-weight:700;letter-spacing:6px;margin:8px 0 24px;color:#006b40">${code}</p>`
    : '';
  return `<!doctype html><html lang="${language}"><body style="font-family:system-ui,Segoe UI,Roboto,sans-serif;color:#1f2933;line-height:1.5;margin:0;padding:24px;background:#f4f6f8">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;border-top:6px solid #008751">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${codeBlock}${body}
<p style="margin:24px 0 0;font-size:13px;color:#52606d">${escapeHtml(emailText(language, 'email.footer'))}</p>
</div></body></html>`;
}
