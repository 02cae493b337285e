import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, Skeleton } from '../../components/ui';
import { usePageTitle } from '../../components/usePageTitle';
import { useT } from '../../lib/i18n';
import { useLanguage } from '../../lib/language';
import { type ContentDocument, loadDocument } from './content';
import { withNewTabNote } from './rendered-document';

interface MarkdownPageProps {
  document: ContentDocument;
}

/** A static page rendered from one of our Markdown files; its first heading is the page's h1 and title. */
export function MarkdownPage({ document: name }: MarkdownPageProps) {
  const t = useT();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const articleRef = useRef<HTMLElement>(null);
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: ['content', language, name],
    queryFn: async () => {
      const loaded = await loadDocument(name, language);
      return { ...loaded, html: withNewTabNote(loaded.html, t('common.opensInNewTab')) };
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

  usePageTitle(data?.title);

  // Links inside the Markdown to our own pages navigate in the app instead of reloading it.
  useEffect(() => {
    const article = articleRef.current;
    if (!article) return;
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const anchor = (event.target as Element | null)?.closest?.('a');
      const href = anchor?.getAttribute('href');
      if (!anchor || !href || anchor.target === '_blank' || !href.startsWith('/') || href.startsWith('//')) return;
      event.preventDefault();
      navigate(href);
    };
    article.addEventListener('click', onClick);
    return () => article.removeEventListener('click', onClick);
  }, [navigate]);

  // Once the text is in place, go to the section named in the address (e.g. /aboutus#follow-us).
  useEffect(() => {
    if (!data || !location.hash) return;
    const target = globalThis.document.getElementById(decodeURIComponent(location.hash.slice(1)));
    target?.scrollIntoView();
  }, [data, location.hash]);

  return (
    <>
      {isError ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p>{t('markdown.loadError')}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('markdown.retry')}
          </Button>
        </div>
      ) : null}
      {isPending ? (
        <div className="flex max-w-2xl flex-col gap-3" aria-busy="true">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="mt-4 h-6 w-1/2" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-4/6" />
        </div>
      ) : null}
      <article
        ref={articleRef}
        className="prose-article"
        // Untranslated documents are shown in English: say so to screen readers (WCAG 3.1.2).
        lang={data && data.language !== language ? data.language : undefined}
        hidden={!data}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown files from src/content, rendered at build time with raw HTML escaped; never user input.
        dangerouslySetInnerHTML={data ? { __html: data.html } : undefined}
      />
    </>
  );
}
