import { SearchX } from 'lucide-react';
import { Page } from '../components/Page';
import { ButtonLink } from '../components/ui';
import { useT } from '../lib/i18n';

/** Any path no route matches. */
export default function NotFoundPage() {
  const t = useT();
  return (
    <Page title={t('notFound.title')}>
      <div className="flex flex-col items-start gap-4">
        <SearchX aria-hidden="true" className="size-10 text-muted" />
        <p className="max-w-prose">{t('notFound.body')}</p>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/">{t('notFound.home')}</ButtonLink>
          <ButtonLink to="/directorypage" variant="secondary">
            {t('notFound.directory')}
          </ButtonLink>
        </div>
      </div>
    </Page>
  );
}
