import { useEffect } from 'react';
import { useT } from '../lib/i18n';

/** Sets the document title to "{page} – CreativeNG" while the page is shown. */
export function usePageTitle(page: string | null | undefined): void {
  const t = useT();
  useEffect(() => {
    document.title = page ? t('app.documentTitle', { page }) : t('app.defaultTitle');
  }, [page, t]);
}
