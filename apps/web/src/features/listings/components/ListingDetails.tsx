import { ExternalLink as ExternalIcon } from 'lucide-react';
import { type LazyExoticComponent, type ReactNode, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { BackLink, ItemFallback } from '../../../components/ItemFallback';
import { ExternalLink, ListingPicture } from '../../../components/list/ItemParts';
import { Page } from '../../../components/Page';
import { failureMessage } from '../../../lib/failure';
import { useListingsT } from '../i18n';
import { type ListingEditor, type ListingItem, type ListingKind, titleVars } from '../kinds/kind';
import { useListingItem } from '../lib/listingsApi';
import { SaveButton } from './ItemParts';
import type { OwnerActions as OwnerActionsType } from './OwnerActions';

/** One line of the item's facts: a term and its value. */
export interface ListingFact {
  label: string;
  value: ReactNode;
  /** The value's classes besides 'font-semibold'. */
  className?: string;
  /** The value changes while the page is open (a training's count of people going). */
  live?: boolean;
}

/** What a kind's detail page adds to the shared layout, each drawn from the item. */
export interface ListingDetailParts<D> {
  /** The page's subtitle (a tool's offer). */
  subtitle?: (item: D) => ReactNode;
  /** Above the facts (an opportunity's 'Closed'). */
  notice?: (item: D) => ReactNode;
  /** Under the facts (a training's 'has taken place'). */
  afterFacts?: (item: D) => ReactNode;
  /** Above the buttons (a training's registration). */
  beforeActions?: (item: D) => ReactNode;
  /** The first button (an opportunity's 'Apply with a proposal'). */
  firstAction?: (item: D) => ReactNode;
  /** After the external link (a training's calendar file). */
  afterLink?: (item: D) => ReactNode;
  /** After Save (the 'Message the partner' button). */
  lastAction?: (item: D) => ReactNode;
  /** Below the item (a tool's other offers, a training's attendees for its host). */
  after?: (item: D) => ReactNode;
}

/**
 * The detail page of any kind: back link, picture, facts, description, the external link and Save, the owner's
 * Edit and Delete (with the kind's edit modal), and what the kind adds (`parts`). `D` is what the API returns
 * for one item (a tool's detail adds its other offers).
 */
export function ListingDetails<T extends ListingItem, D extends T = T>({
  kind,
  facts,
  factsClassName = 'grid gap-3 text-ink sm:grid-cols-2',
  parts = {},
  Editor,
  OwnerActions,
}: {
  kind: ListingKind<T>;
  /** The kind's edit modal and the owner's Edit and Delete, loaded by the page for the item's owner. */
  Editor: ListingEditor<T>;
  OwnerActions: LazyExoticComponent<typeof OwnerActionsType>;
  facts: (item: D) => readonly (ListingFact | null)[];
  factsClassName?: string;
  parts?: ListingDetailParts<D>;
}) {
  const t = useListingsT();
  const { id } = useParams();
  const query = useListingItem<D>(kind.kind, id);
  const [editing, setEditing] = useState(false);
  const { text } = kind;

  const back = <BackLink to={kind.backPath}>{t(text.back)}</BackLink>;

  if (!query.data) {
    return (
      <ItemFallback
        pending={query.isPending}
        title={t(text.detailTitle)}
        skeleton="aspect-video w-full rounded-xl"
        notFound={kind.serverNotFound ? failureMessage(query.error, t(text.notFound)) : t(text.notFound)}
        back={back}
      />
    );
  }
  const item = query.data;
  const title = kind.title(item);
  return (
    <Page title={title} subtitle={parts.subtitle?.(item)}>
      {back}
      <article className="flex flex-col gap-4 overflow-hidden rounded-xl border border-line bg-white">
        <ListingPicture
          image={item.media[0]}
          alt={t(text.imageAlt, titleVars(title))}
          eager
          sizes="(min-width: 1024px) 768px, 100vw"
        />
        <div className="flex flex-col gap-3 p-4">
          {parts.notice?.(item)}
          <dl className={factsClassName}>
            {facts(item).map((fact) =>
              fact ? (
                <div key={fact.label}>
                  <dt className="text-sm text-muted">{fact.label}</dt>
                  <dd
                    className={fact.className ? `font-semibold ${fact.className}` : 'font-semibold'}
                    aria-live={fact.live ? 'polite' : undefined}
                  >
                    {fact.value}
                  </dd>
                </div>
              ) : null,
            )}
          </dl>
          {parts.afterFacts?.(item)}
          <h2 className="text-lg font-bold text-ink">{t('listings.tools.description')}</h2>
          <p className="whitespace-pre-line break-words text-ink">{item.description}</p>
          {parts.beforeActions?.(item)}
          <div className="flex flex-wrap gap-2">
            {parts.firstAction?.(item)}
            <ExternalLink href={item.link}>
              {t(text.external)}
              <ExternalIcon aria-hidden="true" className="size-5" />
            </ExternalLink>
            {parts.afterLink?.(item)}
            <SaveButton kind={kind.kind} id={item.id} saved={item.saved} title={title} />
            {parts.lastAction?.(item)}
          </div>
          {item.own ? (
            <Suspense fallback={null}>
              <OwnerActions
                kind={kind.kind}
                id={item.id}
                title={title}
                listPath={kind.listPath}
                onEdit={() => setEditing(true)}
              />
            </Suspense>
          ) : null}
          {editing ? (
            <Suspense fallback={null}>
              <Editor open={editing} onOpenChange={setEditing} title={t(text.editTitle)} editing={item} />
            </Suspense>
          ) : null}
        </div>
      </article>
      {parts.after?.(item)}
    </Page>
  );
}
