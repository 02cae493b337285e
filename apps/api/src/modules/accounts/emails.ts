import { layout } from '../../adapters/mail/layout';
import { type EmailKey, emailText, type LanguageCode } from '../../i18n/index';
import type { OutboxEmail } from '../outbox/service';

/**
 * The platform's emails: short, plain, friendly; text and HTML carry the same words, in the language of the
 * account they go to (the emails' catalogue, packages/shared/src/i18n/locales/<lang>/emails.json).
 */

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
