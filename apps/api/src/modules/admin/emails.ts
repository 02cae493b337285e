import { layout } from '../accounts/emails';
import type { OutboxEmail } from '../outbox/repository';

/** Tells a partner an admin has approved it: it can now publish offers, opportunities and trainings. */
export function partnerApprovedEmail(to: string, name: string, publicUrl: string): OutboxEmail {
  const lines = [
    `Hello ${name},`,
    'Good news: the CreativeNG team has approved your partner account.',
    'You can now publish offers, opportunities and trainings for Nigerian creatives. Sign in to get started.',
    `${publicUrl}/login`,
  ];
  return {
    to,
    subject: 'Your CreativeNG partner account is approved',
    text: `${lines.join('\n\n')}\n`,
    html: layout('Your partner account is approved', lines),
  };
}
