import type { MessageCode } from '@creative-ng/shared/i18n/codes';
import { featureCatalogue, type MessageKey, type MessageVars } from '../../lib/i18n';
import accountsEn from '../../locales/en.accounts.json';

/*
 * The accounts screens' catalogue, namespace `accounts`: src/locales/<lang>.accounts.json, one file per language that a
 * translator edits. Its English comes with these chunks only; another language's file loads once the language is
 * chosen and these screens are used (decision 0092). Keys not in it are the core catalogue's. Messages of the
 * server and the shared schemas are not here: they are shown by code from the shared catalogue (`messageText`).
 */

export type AccountsKey = keyof typeof accountsEn;
export type AccountsTranslate = (key: AccountsKey | MessageKey | MessageCode, vars?: MessageVars) => string;

const catalogue = featureCatalogue<AccountsKey>('accounts', accountsEn);

/** Translates into English outside React (tests, helpers). */
export const ta: AccountsTranslate = catalogue.translate;
/** The accounts translate function of the chosen language, for components. */
export const useAccountsT: () => AccountsTranslate = catalogue.useTranslate;
