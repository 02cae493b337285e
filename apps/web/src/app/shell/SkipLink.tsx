import { useT } from '../../lib/i18n';

/** The first focusable thing on every page: jumps to <main id="main">. */
export function SkipLink() {
  const t = useT();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:inline-flex focus:min-h-11 focus:items-center focus:rounded-lg focus:bg-white focus:px-4 focus:font-semibold focus:text-primary-darker focus:shadow-lg"
    >
      {t('app.skipToMain')}
    </a>
  );
}
