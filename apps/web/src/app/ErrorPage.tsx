import { RefreshCw } from 'lucide-react';
import { Link, useRouteError } from 'react-router';
import { Button } from '../components/ui';
import { usePageTitle } from '../components/usePageTitle';
import { useT } from '../lib/i18n';

/** True for a page chunk that failed to download (weak connection, or a new deployment). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /dynamically imported module|importing a module script failed|error loading dynamically imported|loading chunk|unable to preload css/i.test(
    message,
  );
}

function ErrorContent() {
  const t = useT();
  const error = useRouteError();
  usePageTitle(t('error.title'));
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-start gap-4 py-8">
      <h1 className="text-2xl font-bold text-ink">{t('error.title')}</h1>
      <p>{isChunkLoadError(error) ? t('error.chunkExplanation') : t('error.explanation')}</p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" className="size-5" />
          {t('error.reload')}
        </Button>
        <Link
          to="/"
          reloadDocument
          className="inline-flex min-h-11 items-center px-2 font-semibold text-primary-dark underline underline-offset-2 hover:text-primary-darker"
        >
          {t('error.home')}
        </Link>
      </div>
    </div>
  );
}

/** 'Unexpected Application Error!' inside a layout (a page failed; the menus still work). */
export function RouteErrorPage() {
  return <ErrorContent />;
}

/** 'Unexpected Application Error!' on its own (the layout itself failed). */
export function RootErrorPage() {
  return (
    <main id="main" className="px-4">
      <ErrorContent />
    </main>
  );
}
