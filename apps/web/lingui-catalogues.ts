import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** The catalogues a translator edits: the web's src/locales/<lang>[.<namespace>].json and the shared ones. */
const CATALOGUE_FILE =
  /[\\/](?:apps[\\/]web[\\/]src[\\/]locales[\\/][a-z]+(?:\.[a-z-]+)?|packages[\\/]shared[\\/]src[\\/]i18n[\\/]locales[\\/][a-z]+[\\/][a-z]+)\.json$/;

/**
 * Compiles every imported catalogue's ICU MessageFormat texts into Lingui's compiled form at build time
 * (decision 0092): the browser gets messages ready for `@lingui/core`'s `i18n._`, never the message compiler
 * (some 7 KB gzip). A text that does not parse fails the build, naming the file and key.
 */
export function linguiCatalogues(): Plugin {
  return {
    name: 'creative-ng:lingui-catalogues',
    enforce: 'pre',
    transform(source, id) {
      if (!CATALOGUE_FILE.test(id)) return null;
      const texts = JSON.parse(source) as Record<string, string>;
      const compiled: Record<string, unknown> = {};
      for (const [key, text] of Object.entries(texts)) {
        try {
          compiled[key] = compileMessage(text);
        } catch (error) {
          throw new Error(`${id}: ${key}: ${(error as Error).message.split('\n')[0]}`);
        }
      }
      return { code: `export default ${JSON.stringify(compiled)};`, map: null, moduleType: 'js' };
    },
  };
}
