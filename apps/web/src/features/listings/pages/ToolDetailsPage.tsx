import { ArrowLeft, ExternalLink as ExternalIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Page } from '../../../components/Page';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Skeleton } from '../../../components/ui/Spinner';
import { ListingCard } from '../components/ListingCard';
import { ExternalLink, ListingPicture, SaveButton } from '../components/ListParts';
import { useListingsT } from '../i18n';
import { toolKind } from '../kinds/tool';
import { formatNaira } from '../lib/format';
import { type ToolDetail, useListingItem } from '../lib/listingsApi';

// Edit and delete (with the dialog library) load only for the partner who published the item.
const OwnerActions = lazy(() =>
  import('../components/OwnerActions').then((module) => ({ default: module.OwnerActions })),
);
const CreateToolDialog = lazy(() =>
  import('../components/CreateToolDialog').then((module) => ({ default: module.CreateToolDialog })),
);

/** /tooldetailsPage/:id: image, offer, description, 'Get offer', up to two other offers. */
export default function ToolDetailsPage() {
  const t = useListingsT();
  const { id } = useParams();
  const tool = useListingItem<ToolDetail>('tool', id);
  const [editing, setEditing] = useState(false);

  const back = (
    <Link to="/toolspage" className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary-dark">
      <ArrowLeft aria-hidden="true" className="size-5" />
      {t('listings.tools.back')}
    </Link>
  );

  if (tool.isPending) {
    return (
      <Page title={t('page.toolDetails.title')}>
        <Skeleton className="aspect-video w-full rounded-xl" />
      </Page>
    );
  }
  if (!tool.data) {
    return (
      <Page title={t('page.toolDetails.title')}>
        {back}
        <EmptyState title={t('listings.messages.toolNotFound')} />
      </Page>
    );
  }
  const item = tool.data;
  return (
    <Page title={item.name} subtitle={item.offer}>
      {back}
      <article className="flex flex-col gap-4 overflow-hidden rounded-xl border border-line bg-white">
        <ListingPicture
          image={item.media[0]}
          alt={t('listings.tools.imageAlt', { name: item.name })}
          eager
          sizes="(min-width: 1024px) 768px, 100vw"
        />
        <div className="flex flex-col gap-3 p-4">
          <dl className="grid gap-2 text-ink sm:grid-cols-3">
            <div>
              <dt className="text-sm text-muted">{t('listings.fields.partner')}</dt>
              <dd className="font-semibold">{item.author.name}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{t('listings.fields.sector')}</dt>
              <dd className="font-semibold">{item.sector}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{t('listings.filters.price')}</dt>
              <dd className="font-semibold">{item.price > 0 ? formatNaira(item.price) : t('listings.tools.free')}</dd>
            </div>
          </dl>
          <h2 className="text-lg font-bold text-ink">{t('listings.tools.description')}</h2>
          <p className="whitespace-pre-line break-words text-ink">{item.description}</p>
          <div className="flex flex-wrap gap-2">
            <ExternalLink href={item.link}>
              {t('listings.tools.getOffer')}
              <ExternalIcon aria-hidden="true" className="size-5" />
            </ExternalLink>
            <SaveButton kind="tool" id={item.id} saved={item.saved} title={item.name} />
          </div>
          {item.own ? (
            <Suspense fallback={null}>
              <OwnerActions
                kind="tool"
                id={item.id}
                title={item.name}
                listPath="/toolspage"
                onEdit={() => setEditing(true)}
              />
            </Suspense>
          ) : null}
          {editing ? (
            <Suspense fallback={null}>
              <CreateToolDialog open={editing} onOpenChange={setEditing} editing={item} />
            </Suspense>
          ) : null}
        </div>
      </article>
      <section aria-labelledby="other-offers" className="flex flex-col gap-3">
        <h2 id="other-offers" className="text-xl font-bold text-ink">
          {t('listings.tools.otherOffers')}
        </h2>
        {item.other_offers.length === 0 ? (
          <p className="text-muted">{t('listings.messages.noOtherOffers')}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {item.other_offers.map((other) => (
              <li key={other.id} className="flex">
                <ListingCard kind={toolKind} item={other} headingLevel="h3" />
              </li>
            ))}
          </ul>
        )}
      </section>
    </Page>
  );
}
