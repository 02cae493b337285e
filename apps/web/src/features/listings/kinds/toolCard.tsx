import { useListingsT } from '../i18n';
import { formatNaira } from '../lib/format';
import type { Tool } from '../lib/listingsApi';
import type { ListingCardKind } from './kind';

/** The offer, the partner and the price (or 'Free'). */
function ToolCardBody({ item }: { item: Tool }) {
  const t = useListingsT();
  return (
    <>
      <p className="font-semibold text-primary-dark">{item.offer}</p>
      <p className="text-sm text-muted">
        {item.author.name} · {item.price > 0 ? formatNaira(item.price) : t('listings.tools.free')}
      </p>
    </>
  );
}

/** A tool's card: image, name, offer text, partner, price, 'View Offer'. */
export const toolCard: ListingCardKind<Tool> = {
  kind: 'tool',
  detailPath: (id) => `/tooldetailsPage/${id}`,
  title: (item) => item.name,
  view: 'listings.tools.view',
  viewLabel: 'listings.tools.viewLabel',
  Body: ToolCardBody,
};
