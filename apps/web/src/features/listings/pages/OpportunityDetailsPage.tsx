import { ArrowLeft, ExternalLink as ExternalIcon, Send } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Page } from '../../../components/Page';
import { StartConversationButton } from '../../../components/StartConversationButton';
import { ButtonLink } from '../../../components/ui';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Skeleton } from '../../../components/ui/Spinner';
import { mayOfferProposal, proposalFormPath, useSession } from '../../../lib/session';
import { ExternalLink, ListingPicture, SaveButton } from '../components/ListParts';
import { useListingsT } from '../i18n';
import { formatLagosDateTime } from '../lib/format';
import { type Opportunity, useListingItem } from '../lib/listingsApi';

// Edit and delete (with the dialog library) load only for the partner who published the item.
const OwnerActions = lazy(() =>
  import('../components/OwnerActions').then((module) => ({ default: module.OwnerActions })),
);
const CreateOpportunityDialog = lazy(() =>
  import('../components/CreateOpportunityDialog').then((module) => ({ default: module.CreateOpportunityDialog })),
);

/** /opportunitydetails/:id and /opportunity/:id: title, description, location, deadline, image, 'Attend', Go Back. */
export default function OpportunityDetailsPage() {
  const t = useListingsT();
  const { id } = useParams();
  const query = useListingItem<Opportunity>('opportunity', id);
  const session = useSession();
  const [editing, setEditing] = useState(false);

  const back = (
    <Link to="/opportunitypage" className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary-dark">
      <ArrowLeft aria-hidden="true" className="size-5" />
      {t('listings.opportunities.back')}
    </Link>
  );

  if (query.isPending) {
    return (
      <Page title={t('page.opportunityDetails.title')}>
        <Skeleton className="aspect-video w-full rounded-xl" />
      </Page>
    );
  }
  if (!query.data) {
    return (
      <Page title={t('page.opportunityDetails.title')}>
        {back}
        <EmptyState title={t('listings.messages.opportunityNotFound')} />
      </Page>
    );
  }
  const item = query.data;
  const where = [item.location ? t(`listings.location.${item.location}`) : null, item.address]
    .filter(Boolean)
    .join(' · ');
  return (
    <Page title={item.title}>
      {back}
      <article className="flex flex-col gap-4 overflow-hidden rounded-xl border border-line bg-white">
        <ListingPicture
          image={item.media[0]}
          alt={t('listings.opportunities.imageAlt', { title: item.title })}
          eager
          sizes="(min-width: 1024px) 768px, 100vw"
        />
        <div className="flex flex-col gap-3 p-4">
          {item.closed ? <p className="font-semibold text-danger">{t('listings.opportunities.closedLong')}</p> : null}
          <dl className="grid gap-3 text-ink sm:grid-cols-2">
            <div>
              <dt className="text-sm text-muted">{t('listings.fields.partner')}</dt>
              <dd className="font-semibold">{item.author.name}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{t('listings.fields.location')}</dt>
              <dd className="font-semibold">{where || t('listings.fields.notSaid')}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{t('listings.fields.deadline')}</dt>
              <dd className="font-semibold">{formatLagosDateTime(item.deadline)}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{t('listings.fields.starts')}</dt>
              <dd className="font-semibold">{formatLagosDateTime(item.date)}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{t('listings.fields.timing')}</dt>
              <dd className="font-semibold">
                {t(`listings.timing.${item.timing as 'full-time' | 'part-time' | 'remote'}`)}
              </dd>
            </div>
            {item.level ? (
              <div>
                <dt className="text-sm text-muted">{t('listings.fields.level')}</dt>
                <dd className="font-semibold">{t(`listings.level.${item.level}`)}</dd>
              </div>
            ) : null}
          </dl>
          <h2 className="text-lg font-bold text-ink">{t('listings.tools.description')}</h2>
          <p className="whitespace-pre-line break-words text-ink">{item.description}</p>
          <div className="flex flex-wrap gap-2">
            {!item.closed && !item.own && mayOfferProposal(session) ? (
              <ButtonLink to={proposalFormPath(item.author.id, item.id)} variant="secondary">
                <Send aria-hidden="true" className="size-5" />
                {t('listings.opportunities.applyWithProposal')}
              </ButtonLink>
            ) : null}
            <ExternalLink href={item.link}>
              {t('listings.attend')}
              <ExternalIcon aria-hidden="true" className="size-5" />
            </ExternalLink>
            <SaveButton kind="opportunity" id={item.id} saved={item.saved} title={item.title} />
            {item.own ? null : (
              <StartConversationButton
                subject={{ subject_type: 'opportunity', subject_id: item.id }}
                label="startChat.messagePartner"
              />
            )}
          </div>
          {item.own ? (
            <Suspense fallback={null}>
              <OwnerActions
                kind="opportunity"
                id={item.id}
                title={item.title}
                listPath="/opportunitypage"
                onEdit={() => setEditing(true)}
              />
            </Suspense>
          ) : null}
          {editing ? (
            <Suspense fallback={null}>
              <CreateOpportunityDialog open={editing} onOpenChange={setEditing} editing={item} />
            </Suspense>
          ) : null}
        </div>
      </article>
    </Page>
  );
}
