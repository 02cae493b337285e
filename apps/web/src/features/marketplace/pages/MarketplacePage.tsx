import { PAGE_SIZES } from '@creative-ng/shared/reference/constants';
import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { ListResults, SearchBox } from '../../../components/list/ListParts';
import { Page } from '../../../components/Page';
import { buttonClasses } from '../../../components/ui/Button';
import { useSession } from '../../../lib/session';
import { useListState } from '../../../lib/urlState';
import { MarketFilters } from '../components/MarketFilters';
import { ProductCard } from '../components/ProductCard';
import { useMarketT } from '../i18n';
import { useProducts } from '../lib/marketApi';

/** Links to the cart and orders for people who can buy. */
export function CartLinks() {
  const t = useMarketT();
  const session = useSession();
  if (!session.accessToken || session.userType === 'admin') return null;
  return (
    <>
      <Link to="/cart" className={buttonClasses({ variant: 'secondary' })}>
        <ShoppingCart aria-hidden="true" className="size-5" />
        {t('market.cart.title')}
      </Link>
      <Link to="/orders" className={buttonClasses({ variant: 'secondary' })}>
        {t('market.orders.title')}
      </Link>
    </>
  );
}

/** /marketpage: products with search, category and price filters, 9 a page, all in the URL. */
export default function MarketplacePage() {
  const t = useMarketT();
  const state = useListState();
  const query = new URLSearchParams(state.params);
  query.set('limit', String(PAGE_SIZES.marketplace));
  const products = useProducts(query);
  return (
    <Page title={t('page.marketplace.title')} subtitle={t('market.subtitle')} actions={<CartLinks />}>
      <SearchBox state={state} label={t('market.search')} />
      <MarketFilters state={state} />
      <ListResults
        state={state}
        query={products}
        empty={t('market.noProducts')}
        render={(product, index) => <ProductCard product={product} eager={index === 0} />}
      />
    </Page>
  );
}
