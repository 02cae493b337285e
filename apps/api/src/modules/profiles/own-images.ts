import { POST_MESSAGES } from '@creative-ng/shared';
import { badRequest } from '../../http/errors';

/** Whether every URL is an upload of this account on this platform. */
export type OwnImagesCheck = (urls: readonly string[], ownerId: string) => Promise<boolean>;

/** The same words as the feed's and the listings' (one catalogue entry translates them all). */
const FOREIGN_IMAGE_MESSAGE = POST_MESSAGES.foreignImage;

/**
 * Refuses an edit naming, in any of these fields, an image that is not the account's own upload here (someone
 * else's picture, or one from elsewhere): 400, tied to the field. An absent or cleared field passes.
 */
export async function refuseForeignImages<Field extends string>(
  ownImages: OwnImagesCheck,
  accountId: string,
  body: Partial<Record<Field, string | null>>,
  fields: readonly Field[],
): Promise<void> {
  for (const field of fields) {
    const url = body[field];
    if (url && !(await ownImages([url], accountId))) {
      throw badRequest(FOREIGN_IMAGE_MESSAGE, { [field]: FOREIGN_IMAGE_MESSAGE });
    }
  }
}
