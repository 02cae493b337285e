import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button';
import { ListingPicture, SaveButton } from '../../listings/components/ListParts';
import { useListingsT } from '../../listings/i18n';
import { formatNaira } from '../../listings/lib/format';
import type { Tool } from '../../listings/lib/listingsApi';

/** One offer in the list: image, name, offer text, partner, price, 'View Offer'. */
export function ToolCard({
  tool,
  headingLevel = 'h2',
  eager = false,
}: {
  tool: Tool;
  headingLevel?: 'h2' | 'h3';
  /** The page's first card: its picture loads at once. */
  eager?: boolean;
}) {
  const t = useListingsT();
  const Heading = headingLevel;
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-xl border border-line bg-white">
      <ListingPicture image={tool.media[0]} alt="" name={tool.name} eager={eager} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="text-lg font-bold text-ink">{tool.name}</Heading>
        <p className="font-semibold text-primary-dark">{tool.offer}</p>
        <p className="text-sm text-muted">
          {tool.author.name} · {tool.price > 0 ? formatNaira(tool.price) : t('listings.tools.free')}
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Link
            to={`/tooldetailsPage/${tool.id}`}
            className={buttonClasses({})}
            aria-label={t('listings.tools.viewLabel', { name: tool.name })}
          >
            {t('listings.tools.view')}
          </Link>
          <SaveButton kind="tool" id={tool.id} saved={tool.saved} title={tool.name} />
        </div>
      </div>
    </article>
  );
}
