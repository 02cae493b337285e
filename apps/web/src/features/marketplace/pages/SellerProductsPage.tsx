import { PAGE_SIZES } from '@creative-ng/shared/reference/constants';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ItemFallback } from '../../../components/ItemFallback';
import { ListResults } from '../../../components/list/ListParts';
import { Page } from '../../../components/Page';
import { Avatar } from '../../../components/ui/Avatar';
import { useSession } from '../../../lib/session';
import { useListState } from '../../../lib/urlState';
import { ProductCard } from '../components/ProductCard';
import { SellerUsernameForm } from '../components/SellerUsernameForm';
import { useMarketT } from '../i18n';
import { type SellerProfile, useProducts, useSeller } from '../lib/marketApi';

/** One fact on the seller's card, when the seller gave it. */
function SellerDetail({ label, value, className }: { label: string; value: ReactNode; className?: string }) {
  if (!value) return null;
  return (
    <div>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className={className}>{value}</dd>
    </div>
  );
}

/** The seller's side card: photo or logo, name, headline, location, sector, website. */
function SellerCard({ seller }: { seller: SellerProfile }) {
  const t = useMarketT();
  return (
    <aside aria-labelledby="seller-name" className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4">
      <div className="flex items-center gap-3">
        <Avatar name={seller.name} src={seller.photo} size="lg" />
        <div className="min-w-0">
          <h2 id="seller-name" className="break-words text-xl font-bold text-ink">
            {seller.name}
          </h2>
          {seller.headline ? <p className="text-muted">{seller.headline}</p> : null}
        </div>
      </div>
      {seller.bio ? <p className="whitespace-pre-line break-words text-ink">{seller.bio}</p> : null}
      <dl className="grid gap-2 text-ink">
        <SellerDetail label={t('market.seller.location')} value={seller.location} />
        <SellerDetail label={t('market.seller.sector')} value={seller.sector} />
        <SellerDetail
          label={t('market.seller.website')}
          value={
            seller.website ? (
              <a href={seller.website} rel="noopener noreferrer" className="text-primary-dark underline">
                {seller.website}
              </a>
            ) : null
          }
          className="break-all"
        />
      </dl>
    </aside>
  );
}

/** /user-products/:username: a seller's business side card and products, 8 a page. */
export default function SellerProductsPage() {
  const t = useMarketT();
  const { username = '' } = useParams();
  const session = useSession();
  const seller = useSeller(username);
  const state = useListState();
  const query = new URLSearchParams();
  query.set('seller', username);
  query.set('limit', String(PAGE_SIZES.sellerProducts));
  if (state.page > 1) query.set('page', String(state.page));
  const products = useProducts(query);

  if (!seller.data) {
    return (
      <ItemFallback
        pending={seller.isPending}
        title={t('page.sellerProducts.title')}
        skeleton="h-40 w-full rounded-xl"
        notFound={t('market.seller.notFound')}
      />
    );
  }
  const mine = Boolean(session.accessToken) && products.data?.items[0]?.own === true;
  return (
    <Page title={seller.data.name} subtitle={t('page.sellerProducts.title')}>
      <div className="grid gap-4 lg:grid-cols-[18rem_1fr]">
        <div className="flex flex-col gap-4">
          <SellerCard seller={seller.data} />
          {mine && seller.data.username ? <SellerUsernameForm current={seller.data.username} /> : null}
        </div>
        <section aria-labelledby="seller-products" className="flex min-w-0 flex-col gap-3">
          <h2 id="seller-products" className="text-xl font-bold text-ink">
            {t('market.seller.products')}
          </h2>
          <ListResults
            state={state}
            query={products}
            empty={t('market.noUserProducts')}
            className="grid gap-4 sm:grid-cols-2"
            render={(product, index) => (
              <ProductCard product={product} headingLevel="h3" showSeller={false} eager={index === 0} />
            )}
          />
        </section>
      </div>
    </Page>
  );
}
