import { Link } from 'react-router';
import { ListingPicture } from '../../../components/list/ItemParts';
import { buttonClasses } from '../../../components/ui/Button';
import { useListingsT } from '../i18n';
import { type ListingCardKind, type ListingItem, titleVars } from '../kinds/kind';
import { SaveButton } from './ItemParts';

/** One item in a list of its kind: picture, heading, what the kind says of it, 'View' and Save. */
export function ListingCard<T extends ListingItem>({
  kind,
  item,
  headingLevel = 'h2',
  eager = false,
}: {
  kind: ListingCardKind<T>;
  item: T;
  headingLevel?: 'h2' | 'h3';
  /** The page's first card: its picture loads at once. */
  eager?: boolean;
}) {
  const t = useListingsT();
  const Heading = headingLevel;
  const title = kind.title(item);
  const Body = kind.Body;
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-xl border border-line bg-white">
      <ListingPicture image={item.media[0]} alt="" name={title} sizes={kind.sizes} eager={eager} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="text-lg font-bold text-ink">{title}</Heading>
        <Body item={item} />
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Link
            to={kind.detailPath(item.id)}
            className={buttonClasses({})}
            aria-label={t(kind.viewLabel, titleVars(title))}
          >
            {t(kind.view)}
          </Link>
          <SaveButton kind={kind.kind} id={item.id} saved={item.saved} title={title} />
        </div>
      </div>
    </article>
  );
}
