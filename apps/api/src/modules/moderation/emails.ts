import type { ReportTargetType } from '@creative-ng/shared/moderation/index';
import { layout } from '../accounts/emails';
import type { OutboxEmail } from '../outbox/repository';

const KIND_WORD: Record<ReportTargetType, string> = {
  post: 'post',
  product: 'product',
  listing: 'listing',
  profile: 'profile',
};

/** Tells an author that an admin removed their content, and why. */
export function contentRemovedEmail(
  to: string,
  name: string,
  target: { type: ReportTargetType; title: string },
  reason: string,
): OutboxEmail {
  const word = KIND_WORD[target.type];
  const subject = `Your ${word} was removed from CreativeNG`;
  const lines = [
    `Hello ${name},`,
    `Our team removed your ${word} "${target.title}" from CreativeNG after people reported it.`,
    `The reason: ${reason}`,
    'If you think this was a mistake, reply to this email or contact the platform team.',
  ];
  return {
    to,
    subject,
    text: `${lines.join('\n\n')}\n\nCreativeNG — Nigeria Creative Economy Platform (beta).\n`,
    html: layout(`Your ${word} was removed`, lines),
  };
}
