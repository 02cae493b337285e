import { ExternalLink as ExternalIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { BackLink, ItemFallback } from '../../../components/ItemFallback';
import { ExternalLink, ListingPicture } from '../../../components/list/ItemParts';
import { Page } from '../../../components/Page';
import { PostImages } from '../../../components/PostImages';
import { StartConversationButton } from '../../../components/StartConversationButton';
import { AddToCartButton, BuyNowButton } from '../components/BuyButtons';
import { ProductCard } from '../components/ProductCard';
import { useMarketT } from '../i18n';
import { formatKobo, useProduct } from '../lib/marketApi';

// Edit, stock and delete (with the product form) load only for the seller.
const OwnProductActions = lazy(() =>
  import('../components/OwnProductActions').then((module) => ({ default: module.OwnProductActions })),
);

/**
 * /marketdetailsPage/:id: gallery, price in NGN, the seller with a link to their page, description, category as
 * product features, Buy Now / Add to cart, and up to two other products by the same seller.
 */
export default function ProductDetailsPage() {
  const t = useMarketT();
  const { id } = useParams();
  const product = useProduct(id);

  const back = <BackLink to="/marketpage">{t('market.detail.back')}</BackLink>;

  if (!product.data) {
    return (
      <ItemFallback
        pending={product.isPending}
        title={t('page.productDetails.title')}
        skeleton="aspect-video w-full rounded-xl"
        notFound={t('market.noProduct')}
        back={back}
      />
    );
  }
  const item = product.data;
  const seller = item.author.username ? `/user-products/${item.author.username}` : null;
  return (
    <Page title={item.title}>
      {back}
      <article className="flex flex-col gap-4 overflow-hidden rounded-xl border border-line bg-white">
        {item.media.length > 0 ? (
          <PostImages images={item.media} title={item.title} />
        ) : (
          <ListingPicture image={undefined} alt="" />
        )}
        <div className="flex flex-col gap-3 p-4">
          <dl className="grid gap-2 text-ink sm:grid-cols-2">
            <div>
              <dt className="text-sm text-muted">{t('market.detail.price')}</dt>
              <dd className="text-2xl font-bold text-primary-dark">{formatKobo(item.price_kobo)}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{t('market.detail.author')}</dt>
              <dd className="font-semibold">
                {seller ? (
                  <Link to={seller} className="text-primary-dark underline underline-offset-2">
                    {item.author.name}
                  </Link>
                ) : (
                  item.author.name
                )}
              </dd>
            </div>
          </dl>
          <p className="whitespace-pre-line break-words text-ink">{item.description}</p>
          <h2 className="text-lg font-bold text-ink">{t('market.detail.features')}</h2>
          <ul className="list-disc pl-6 text-ink">
            <li>{t('market.detail.category', { category: t(`market.category.${item.category}`) })}</li>
            <li>{item.available ? t('market.detail.quantity', { n: item.quantity }) : t('market.card.outOfStock')}</li>
          </ul>
          <div className="flex flex-wrap gap-2">
            <BuyNowButton product={item} />
            <AddToCartButton product={item} />
            {item.own ? null : (
              <StartConversationButton
                subject={{ subject_type: 'product', subject_id: item.id }}
                label="startChat.askSeller"
              />
            )}
            <ExternalLink href={item.link}>
              {t('market.detail.link')}
              <ExternalIcon aria-hidden="true" className="size-5" />
            </ExternalLink>
          </div>
          {item.own ? (
            <Suspense fallback={null}>
              <OwnProductActions product={item} />
            </Suspense>
          ) : null}
        </div>
      </article>
      <section aria-labelledby="other-products" className="flex flex-col gap-3">
        <h2 id="other-products" className="text-xl font-bold text-ink">
          {t('market.detail.others')}
        </h2>
        {item.other_products.length === 0 ? (
          <p className="text-muted">{t('market.detail.noOthers')}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {item.other_products.map((other) => (
              <li key={other.id} className="flex">
                <ProductCard product={other} headingLevel="h3" />
              </li>
            ))}
          </ul>
        )}
      </section>
    </Page>
  );
}
