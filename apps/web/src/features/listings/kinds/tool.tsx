import { useListingsT } from '../i18n';
import { formatNaira } from '../lib/format';
import type { Tool } from '../lib/listingsApi';
import type { ListingKind } from './kind';

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

/** Tools and offers: /toolspage and /tooldetailsPage/:id. */
export const toolKind: ListingKind<Tool> = {
  kind: 'tool',
  detailPath: (id) => `/tooldetailsPage/${id}`,
  title: (item) => item.name,
  view: 'listings.tools.view',
  viewLabel: 'listings.tools.viewLabel',
  Body: ToolCardBody,
  listPath: '/toolspage',
  backPath: '/toolspage',
  text: {
    createTitle: 'listings.tools.createTitle',
    editTitle: 'listings.tools.editTitle',
    imageAlt: 'listings.tools.imageAlt',
    back: 'listings.tools.back',
    detailTitle: 'page.toolDetails.title',
    notFound: 'listing.toolNotFound',
    external: 'listings.tools.getOffer',
  },
};
