import { escapeHtml } from '../../http/html';
import { type EmailKey, emailText, type LanguageCode } from '../../i18n/index';
import type { OutboxEmail } from '../outbox/service';

/**
 * The platform's emails: short, plain, friendly; text and HTML carry the same words, in the language of the
 * account they go to (the emails' catalogue, packages/shared/src/i18n/locales/<lang>/emails.json).
 */

/** The HTML frame of every platform email (other modules word their own mails with it). */
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

type CodeEmail = 'verification' | 'passwordReset' | 'changeEmail';

/** A code email: subject, greeting, the code, what it is for and a warning (the verification one adds the footer). */
function codeEmail(
  kind: CodeEmail,
  to: string,
  name: string,
  code: string,
  language: LanguageCode,
  footerInText: boolean,
): OutboxEmail {
  const t = (key: EmailKey, vars?: Record<string, string>) => emailText(language, key, vars);
  const lines = [t('email.hello', { name }), t(`email.${kind}.body`), t(`email.${kind}.warning`)];
  const footer = footerInText ? `\n\n${t('email.footer')}` : '';
  return {
    to,
    // Never the code: a subject shows in notifications, lists and logs that the body does not reach.
    subject: t(`email.${kind}.subject`),
    otp: code,
    text: `${lines[0]}\n\n${t('email.yourCode', { code })}\n\n${lines.slice(1).join('\n\n')}${footer}\n`,
    html: layout(language, t(`email.${kind}.title`), lines, code),
  };
}

export function verificationEmail(to: string, name: string, code: string, language: LanguageCode): OutboxEmail {
  return codeEmail('verification', to, name, code, language, true);
}

export function passwordResetEmail(to: string, name: string, code: string, language: LanguageCode): OutboxEmail {
  return codeEmail('passwordReset', to, name, code, language, false);
}

export function changeEmailEmail(to: string, name: string, code: string, language: LanguageCode): OutboxEmail {
  return codeEmail('changeEmail', to, name, code, language, false);
}

type AccountNotice = 'alreadyRegistered' | 'addressInUse';

/**
 * A note to the owner of an address about something someone else tried with it: a sign-up with an address that
 * already has an account, or an email change to it. The person who tried is told only what anyone would be.
 */
export function accountNoticeEmail(kind: AccountNotice, to: string, name: string, language: LanguageCode): OutboxEmail {
  const t = (key: EmailKey, vars?: Record<string, string>) => emailText(language, key, vars);
  const lines = [t('email.hello', { name }), t(`email.${kind}.body`), t(`email.${kind}.next`)];
  return {
    to,
    subject: t(`email.${kind}.subject`),
    text: `${lines.join('\n\n')}\n\n${t('email.footer')}\n`,
    html: layout(language, t(`email.${kind}.title`), lines),
  };
}
