import { lazy } from 'react';
import { ListingCard } from '../components/ListingCard';
import { ListingDetails } from '../components/ListingDetails';
import { useListingsT } from '../i18n';
import { toolKind } from '../kinds/tool';
import { formatNaira } from '../lib/format';
import type { Tool, ToolDetail } from '../lib/listingsApi';

// Edit, Delete and the edit form load only for the partner who published the item.
const Editor = lazy(() => import('../kinds/toolForm'));
const OwnerActions = lazy(() =>
  import('../components/OwnerActions').then((module) => ({ default: module.OwnerActions })),
);

/** Up to two other offers of the partner, or a line saying there are none. */
function OtherOffers({ item }: { item: ToolDetail }) {
  const t = useListingsT();
  return (
    <section aria-labelledby="other-offers" className="flex flex-col gap-3">
      <h2 id="other-offers" className="text-xl font-bold text-ink">
        {t('listings.tools.otherOffers')}
      </h2>
      {item.other_offers.length === 0 ? (
        <p className="text-muted">{t('listing.noOtherOffers')}</p>
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
  );
}

/** /tooldetailsPage/:id: image, offer, description, 'Get offer', up to two other offers. */
export default function ToolDetailsPage() {
  const t = useListingsT();
  return (
    <ListingDetails<Tool, ToolDetail>
      Editor={Editor}
      OwnerActions={OwnerActions}
      kind={toolKind}
      factsClassName="grid gap-2 text-ink sm:grid-cols-3"
      facts={(item) => [
        { label: t('listings.fields.partner'), value: item.author.name },
        { label: t('listings.fields.sector'), value: item.sector },
        {
          label: t('listings.filters.price'),
          value: item.price > 0 ? formatNaira(item.price) : t('listings.tools.free'),
        },
      ]}
      parts={{
        subtitle: (item) => item.offer,
        after: (item) => <OtherOffers item={item} />,
      }}
    />
  );
}
