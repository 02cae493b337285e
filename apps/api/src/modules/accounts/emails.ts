import { escapeHtml } from '../../http/html';
import type { OutboxEmail } from '../outbox/repository';

/** The platform's emails: short, plain, friendly; text and HTML carry the same words. */

/** The HTML frame of every platform email (other modules word their own mails with it). */
export function layout(title: string, paragraphs: string[], code?: string): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const codeBlock = code
    ? `<p style="font-size:28px;font-weight:700;letter-spacing:6px;margin:8px 0 24px;color:#006b40">${code}</p>`
    : '';
  return `<!doctype html><html lang="en"><body style="font-family:system-ui,Segoe UI,Roboto,sans-serif;color:#1f2933;line-height:1.5;margin:0;padding:24px;background:#f4f6f8">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;border-top:6px solid #008751">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${codeBlock}${body}
<p style="margin:24px 0 0;font-size:13px;color:#52606d">CreativeNG — Nigeria Creative Economy Platform (beta). If you did not ask for this email, you can ignore it.</p>
</div></body></html>`;
}

export function verificationEmail(to: string, name: string, code: string): OutboxEmail {
  const subject = `${code} is your CreativeNG code`;
  const lines = [
    `Hello ${name},`,
    'Welcome to CreativeNG. Enter this code to confirm your email address. It works for 10 minutes.',
    'Never share this code with anyone. Our team will never ask you for it.',
  ];
  return {
    to,
    subject,
    otp: code,
    text: `${lines[0]}\n\nYour code: ${code}\n\n${lines.slice(1).join('\n\n')}\n\nCreativeNG — Nigeria Creative Economy Platform (beta). If you did not ask for this email, you can ignore it.\n`,
    html: layout('Confirm your email', lines, code),
  };
}

export function passwordResetEmail(to: string, name: string, code: string): OutboxEmail {
  const subject = `${code} is your CreativeNG password reset code`;
  const lines = [
    `Hello ${name},`,
    'Someone asked to reset the password of your CreativeNG account. Enter this code to choose a new password. It works for 10 minutes.',
    'If this was not you, ignore this email: your password stays the same.',
  ];
  return {
    to,
    subject,
    otp: code,
    text: `${lines[0]}\n\nYour code: ${code}\n\n${lines.slice(1).join('\n\n')}\n`,
    html: layout('Reset your password', lines, code),
  };
}

export function changeEmailEmail(to: string, name: string, code: string): OutboxEmail {
  const subject = `${code} is your code to change your CreativeNG email`;
  const lines = [
    `Hello ${name},`,
    'You asked to use this address for your CreativeNG account. Enter this code in Settings to confirm. It works for 10 minutes.',
    'If this was not you, ignore this email: nothing will change.',
  ];
  return {
    to,
    subject,
    otp: code,
    text: `${lines[0]}\n\nYour code: ${code}\n\n${lines.slice(1).join('\n\n')}\n`,
    html: layout('Confirm your new email', lines, code),
  };
}
