import type { MessageGroup } from '../i18n/codes';

/*
 * The directory's codes and list names without its schemas: the web app's pages import these without loading
 * zod (decision 0080). ./schemas re-exports them.
 */

/** The codes of the admin toasts, and the few this platform adds (words in the shared catalogue). */
export const DIRECTORY_MESSAGES = {
  loadFailed: 'directory.loadFailed',
  approved: 'directory.approved',
  deleted: 'directory.deleted',
  blacklisted: 'directory.blacklisted',
  unblacklisted: 'directory.unblacklisted',
  alreadyApproved: 'directory.alreadyApproved',
  alreadyBlacklisted: 'directory.alreadyBlacklisted',
  notBlacklisted: 'directory.notBlacklisted',
  notYourself: 'directory.notYourself',
  notFound: 'directory.notFound',
  reasonRequired: 'directory.reasonRequired',
  badQuery: 'directory.badQuery',
  badPage: 'directory.badPage',
  badLimit: 'directory.badLimit',
  tooDeep: 'directory.tooDeep',
  blacklistedFlag: 'directory.blacklistedFlag',
} as const satisfies MessageGroup;

/** The three lists, with the spec's keys (data.creatives, data.business, data.partners). */
export const DIRECTORY_LISTS = ['creatives', 'business', 'partners'] as const;
export type DirectoryList = (typeof DIRECTORY_LISTS)[number];

/** The admin directory's route segment of each list: /prop/admin-creative, -business, -partner. */
export const ADMIN_LIST_PATHS = { creatives: 'creative', business: 'business', partners: 'partner' } as const;
export type AdminListPath = (typeof ADMIN_LIST_PATHS)[DirectoryList];
