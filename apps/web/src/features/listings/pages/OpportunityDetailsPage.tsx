import { Send } from 'lucide-react';
import { lazy } from 'react';
import { StartConversationButton } from '../../../components/StartConversationButton';
import { ButtonLink } from '../../../components/ui';
import { mayOfferProposal, proposalFormPath, useSession } from '../../../lib/session';
import { ListingDetails } from '../components/ListingDetails';
import { useListingsT } from '../i18n';
import { opportunityKind } from '../kinds/opportunity';
import { formatLagosDateTime } from '../lib/format';
import type { Opportunity } from '../lib/listingsApi';

// Edit, Delete and the edit form load only for the partner who published the item.
const Editor = lazy(() => import('../kinds/opportunityForm'));
const OwnerActions = lazy(() =>
  import('../components/OwnerActions').then((module) => ({ default: module.OwnerActions })),
);

/** /opportunitydetails/:id and /opportunity/:id: title, description, location, deadline, image, 'Attend', Go Back. */
export default function OpportunityDetailsPage() {
  const t = useListingsT();
  const session = useSession();
  return (
    <ListingDetails<Opportunity>
      Editor={Editor}
      OwnerActions={OwnerActions}
      kind={opportunityKind}
      facts={(item) => [
        { label: t('listings.fields.partner'), value: item.author.name },
        {
          label: t('listings.fields.location'),
          value:
            [item.location ? t(`listings.location.${item.location}`) : null, item.address]
              .filter(Boolean)
              .join(' · ') || t('listings.fields.notSaid'),
        },
        { label: t('listings.fields.deadline'), value: formatLagosDateTime(item.deadline) },
        { label: t('listings.fields.starts'), value: formatLagosDateTime(item.date) },
        {
          label: t('listings.fields.timing'),
          value: t(`listings.timing.${item.timing as 'full-time' | 'part-time' | 'remote'}`),
        },
        item.level ? { label: t('listings.fields.level'), value: t(`listings.level.${item.level}`) } : null,
      ]}
      parts={{
        notice: (item) =>
          item.closed ? <p className="font-semibold text-danger">{t('listings.opportunities.closedLong')}</p> : null,
        firstAction: (item) =>
          !item.closed && !item.own && mayOfferProposal(session) ? (
            <ButtonLink to={proposalFormPath(item.author.id, item.id)} variant="secondary">
              <Send aria-hidden="true" className="size-5" />
              {t('listings.opportunities.applyWithProposal')}
            </ButtonLink>
          ) : null,
        lastAction: (item) =>
          item.own ? null : (
            <StartConversationButton
              subject={{ subject_type: 'opportunity', subject_id: item.id }}
              label="startChat.messagePartner"
            />
          ),
      }}
    />
  );
}
