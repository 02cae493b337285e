import { Link } from 'react-router';
import { ListingPicture } from '../../../components/list/ItemParts';
import { buttonClasses } from '../../../components/ui/Button';
import { useMarketT } from '../i18n';
import { formatKobo, type Product } from '../lib/marketApi';
import { AddToCartButton } from './BuyButtons';

/** One product in a grid: picture, title, price in naira, seller, 'View product' and 'Add to cart'. */
export function ProductCard({
  product,
  headingLevel = 'h2',
  showSeller = true,
  eager = false,
}: {
  product: Product;
  headingLevel?: 'h2' | 'h3';
  showSeller?: boolean;
  /** The page's first card: its picture loads at once. */
  eager?: boolean;
}) {
  const t = useMarketT();
  const Heading = headingLevel;
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-xl border border-line bg-white">
      <ListingPicture image={product.media[0]} alt="" name={product.title} eager={eager} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="text-lg font-bold text-ink">{product.title}</Heading>
        <p className="text-xl font-bold text-primary-dark">{formatKobo(product.price_kobo)}</p>
        <p className="text-sm text-muted">
          {t(`market.category.${product.category}`)}
          {showSeller ? ` · ${t('market.card.by', { name: product.author.name })}` : ''}
          {product.available ? '' : ` · ${t('market.card.outOfStock')}`}
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Link
            to={`/marketdetailsPage/${product.id}`}
            className={buttonClasses({})}
            aria-label={t('market.card.viewLabel', { title: product.title })}
          >
            {t('market.card.view')}
          </Link>
          <AddToCartButton product={product} />
        </div>
      </div>
    </article>
  );
}
