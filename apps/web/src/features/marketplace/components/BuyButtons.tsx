import { ShoppingCart } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { preloadOnInteraction } from '../../../lib/firstInteraction';
import { useSession } from '../../../lib/session';
import { useWrite } from '../../../lib/write';
import { useMarketT } from '../i18n';
import { MARKET_TOASTS, type Product, refreshMarket, setCartLine } from '../lib/marketApi';

/** Whether the signed-in person may buy this product (not an admin, not their own, something left). */
function useCanBuy(product: Product): boolean {
  const session = useSession();
  return Boolean(session.accessToken) && session.userType !== 'admin' && !product.own && product.available;
}

/** 'Add to cart': one more of this product in the signed-in person's cart (kept on the server). */
export function AddToCartButton({ product, quantity = 1 }: { product: Product; quantity?: number }) {
  const t = useMarketT();
  const canBuy = useCanBuy(product);
  const { run, busy } = useWrite({ refresh: refreshMarket, fallback: t('error.INTERNAL'), durations: MARKET_TOASTS });
  if (!canBuy) return null;
  const add = () => run({ work: () => setCartLine(product.id, quantity), done: t('market.messages.addedToCart') });
  return (
    <Button
      variant="secondary"
      disabled={busy}
      onClick={add}
      aria-label={t('market.buy.addToCartLabel', { title: product.title })}
    >
      <ShoppingCart aria-hidden="true" className="size-5" />
      {t('market.buy.addToCart')}
    </Button>
  );
}

// Buy Now's dialog and the shared schema that checks it load with the first tap on the page (decision 0080).
const loadBuyNowDialog = () => import('./BuyNowDialog');
const BuyNowDialog = lazy(loadBuyNowDialog);

/** 'Buy Now': sends an order request for this product to its seller (no online payment yet). */
export function BuyNowButton({ product }: { product: Product }) {
  const t = useMarketT();
  const canBuy = useCanBuy(product);
  const [open, setOpen] = useState(false);
  const opened = useRef(false);
  if (open) opened.current = true;
  useEffect(() => {
    if (canBuy) preloadOnInteraction(loadBuyNowDialog);
  }, [canBuy]);
  if (!canBuy) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('market.buy.now')}</Button>
      {open || opened.current ? (
        <Suspense fallback={null}>
          <BuyNowDialog product={product} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
