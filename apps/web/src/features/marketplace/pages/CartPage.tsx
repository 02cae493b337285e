import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { ListingPicture } from '../../../components/list/ItemParts';
import { Page } from '../../../components/Page';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { inputClasses } from '../../../components/ui/Field';
import { Skeleton } from '../../../components/ui/Spinner';
import { useWrite } from '../../../lib/write';
import { CheckoutForm } from '../components/CheckoutForm';
import { useMarketT } from '../i18n';
import { formatKobo, MARKET_TOASTS, refreshMarket, removeCartLine, setCartLine, useCart } from '../lib/marketApi';

/** /cart: the signed-in person's cart (kept on the server): quantities, totals, remove, and check out. */
export default function CartPage() {
  const t = useMarketT();
  const { run } = useWrite({ refresh: refreshMarket, fallback: t('error.INTERNAL'), durations: MARKET_TOASTS });
  const cart = useCart();

  return (
    <Page title={t('market.cart.title')}>
      {cart.isPending ? (
        <Skeleton className="h-40 w-full rounded-xl" />
      ) : !cart.data ? (
        <EmptyState title={t('market.messages.loadError')} />
      ) : cart.data.items.length === 0 ? (
        <EmptyState title={t('market.cart.empty')} />
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {cart.data.items.map(({ product, quantity, line_total_kobo }) => (
              <li key={product.id} className="flex gap-3 rounded-xl border border-line bg-white p-3">
                <ListingPicture
                  image={product.media[0]}
                  alt=""
                  sizes="96px"
                  thumbnail
                  className="!w-24 shrink-0 rounded-lg"
                />
                <div className="flex min-w-0 flex-1 flex-col gap-2">
                  <h2 className="break-words font-bold text-ink">
                    <Link to={`/marketdetailsPage/${product.id}`} className="underline underline-offset-2">
                      {product.title}
                    </Link>
                  </h2>
                  <p className="text-muted">
                    {t('market.cart.lineTotal', { quantity, price: formatKobo(product.price_kobo) })} ={' '}
                    <strong className="text-ink">{formatKobo(line_total_kobo)}</strong>
                  </p>
                  <div className="flex flex-wrap items-center gap-2">
                    <label className="flex items-center gap-2 text-ink">
                      <span className="sr-only">{t('market.cart.quantityOf', { title: product.title })}</span>
                      <select
                        value={quantity}
                        onChange={(event) => run({ work: () => setCartLine(product.id, Number(event.target.value)) })}
                        className={`${inputClasses} w-20`}
                      >
                        {Array.from(
                          { length: Math.max(quantity, Math.min(product.quantity, 20)) },
                          (_, i) => i + 1,
                        ).map((n) => (
                          <option key={n} value={n}>
                            {n}
                          </option>
                        ))}
                      </select>
                    </label>
                    <Button
                      variant="secondary"
                      onClick={() => run({ work: () => removeCartLine(product.id) })}
                      aria-label={t('market.cart.remove', { title: product.title })}
                    >
                      <Trash2 aria-hidden="true" className="size-5" />
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <p className="text-xl font-bold text-ink">
            {t('market.cart.total')}: {formatKobo(cart.data.total_kobo)}
          </p>
          <section
            aria-labelledby="checkout"
            className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4"
          >
            <h2 id="checkout" className="text-lg font-bold text-ink">
              {t('market.cart.checkoutTitle')}
            </h2>
            <p className="text-muted">{t('market.buy.explain')}</p>
            <CheckoutForm />
          </section>
        </>
      )}
    </Page>
  );
}
