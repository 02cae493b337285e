import type { MessageCode } from '@creative-ng/shared/i18n/codes';
import { featureCatalogue, type MessageKey, type MessageVars } from '../../lib/i18n';
import analyticsEn from '../../locales/en.analytics.json';

/*
 * The analytics screens' catalogue, namespace `analytics`: src/locales/<lang>.analytics.json, one file per language that a
 * translator edits. Its English comes with these chunks only; another language's file loads once the language is
 * chosen and these screens are used (decision 0092). Keys not in it are the core catalogue's. Messages of the
 * server and the shared schemas are not here: they are shown by code from the shared catalogue (`messageText`).
 */

export type AnalyticsKey = keyof typeof analyticsEn;
export type AnalyticsTranslate = (key: AnalyticsKey | MessageKey | MessageCode, vars?: MessageVars) => string;

const catalogue = featureCatalogue<AnalyticsKey>('analytics', analyticsEn);

/** Translates into English outside React (tests, helpers). */
export const ta: AnalyticsTranslate = catalogue.translate;
/** The analytics translate function of the chosen language, for components. */
export const useAnalyticsT: () => AnalyticsTranslate = catalogue.useTranslate;
