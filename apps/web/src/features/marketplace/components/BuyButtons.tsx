import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { useQueryClient } from '@tanstack/react-query';
import { ShoppingCart } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { failureMessage } from '../../../lib/failure';
import { preloadOnInteraction } from '../../../lib/firstInteraction';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useMarketT } from '../i18n';
import { type Product, refreshMarket, setCartLine } from '../lib/marketApi';

/** Whether the signed-in person may buy this product (not an admin, not their own, something left). */
function useCanBuy(product: Product): boolean {
  const session = useSession();
  return Boolean(session.accessToken) && session.userType !== 'admin' && !product.own && product.available;
}

/** 'Add to cart': one more of this product in the signed-in person's cart (kept on the server). */
export function AddToCartButton({ product, quantity = 1 }: { product: Product; quantity?: number }) {
  const t = useMarketT();
  const client = useQueryClient();
  const canBuy = useCanBuy(product);
  const [busy, setBusy] = useState(false);
  if (!canBuy) return null;
  const add = async () => {
    setBusy(true);
    try {
      await setCartLine(product.id, quantity);
      await refreshMarket(client);
      toast.success(t('market.messages.addedToCart'), { duration: TOAST_DURATIONS.quickSuccess });
    } catch (cause) {
      toast.error(failureMessage(cause, t('error.INTERNAL')), { duration: TOAST_DURATIONS.error });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="secondary"
      disabled={busy}
      onClick={() => void add()}
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
