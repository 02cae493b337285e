import type { MessageCode } from '@creative-ng/shared/i18n/codes';
import { featureCatalogue, type MessageKey, type MessageVars } from '../../lib/i18n';
import proposalsEn from '../../locales/en.proposals.json';

/*
 * The proposals screens' catalogue, namespace `proposals`: src/locales/<lang>.proposals.json, one file per language that a
 * translator edits. Its English comes with these chunks only; another language's file loads once the language is
 * chosen and these screens are used (decision 0092). Keys not in it are the core catalogue's. Messages of the
 * server and the shared schemas are not here: they are shown by code from the shared catalogue (`messageText`).
 */

export type ProposalsKey = keyof typeof proposalsEn;
export type ProposalsTranslate = (key: ProposalsKey | MessageKey | MessageCode, vars?: MessageVars) => string;

const catalogue = featureCatalogue<ProposalsKey>('proposals', proposalsEn);

/** Translates into English outside React (tests, helpers). */
export const tp: ProposalsTranslate = catalogue.translate;
/** The proposals translate function of the chosen language, for components. */
export const useProposalsT: () => ProposalsTranslate = catalogue.useTranslate;
